import type { FastifyInstance } from 'fastify';
import { registrationsContract } from '@console/contracts/registrations.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { changeStatus, customerDetail, syncMembership } from './registrations.service';

/** Calls shared by students and staff: status moves, the detail for the edit dialog, the sync. */
export function registerRegistrationRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, registrationsContract.setStatus, ({ ctx, operator, body }) => changeStatus(ctx, operator, body));
  registerCall(app, registrationsContract.detail, ({ ctx, operator, params }) => customerDetail(ctx, operator, params.id));
  registerCall(app, registrationsContract.sync, ({ ctx, operator, body }) => syncMembership(ctx, operator, body.id));
}
