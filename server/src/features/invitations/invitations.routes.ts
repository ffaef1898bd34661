import type { FastifyInstance } from 'fastify';
import { invitationsContract } from '@console/contracts/invitations.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { bulkReinvite, invitationOptions } from './invitations.service';

/** Calls shared by the four programmes: bulk reinvite (checked per invitation) and the screens' options. */
export function registerInvitationRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, invitationsContract.bulkReinvite, ({ operator, body }) => bulkReinvite(ctx, operator, body));
  registerCall(app, invitationsContract.options, async () => invitationOptions(ctx));
}
