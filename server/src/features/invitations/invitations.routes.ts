import type { FastifyInstance } from 'fastify';
import { invitationsContract } from '@console/contracts/invitations.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { bulkReinvite, invitationOptions } from './invitations.service';

/** Calls shared by the four programmes: bulk reinvite (checked per invitation) and the screens' options. */
export function registerInvitationRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, invitationsContract.bulkReinvite, ({ ctx, operator, body }) => bulkReinvite(ctx, operator, body));
  registerCall(app, invitationsContract.options, async ({ ctx }) => invitationOptions(ctx));
}
