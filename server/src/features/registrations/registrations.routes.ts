import type { FastifyInstance } from 'fastify';
import { registrationsContract } from '@console/contracts/registrations.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { changeStatus, customerDetail, syncMembership } from './registrations.service';

/** Calls shared by students and staff: status moves, the detail for the edit dialog, the sync. */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, registrationsContract.setStatus, ({ operator, body }) => changeStatus(ctx, operator, body));
  registerCall(app, registrationsContract.detail, ({ operator, params }) => customerDetail(ctx, operator, params.id));
  registerCall(app, registrationsContract.sync, ({ operator, body }) => syncMembership(ctx, operator, body.id));
}
