import type { FastifyInstance } from 'fastify';
import { inviteUsersContract, toolConnectUsersContract } from '@console/contracts/invite-users.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { registerInvitationProgrammeRoutes } from '../invitations/invitations.programme';
import { importReinvite } from '../invitations/invitations.service';

/** Site users and tool-connect users: the same screens for two sites, each its own function (flag). */
export function registerInviteUserRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerInvitationProgrammeRoutes(app, 'site', inviteUsersContract);
  registerCall(app, inviteUsersContract.importReinvite, ({ ctx, operator, body }) => importReinvite(ctx, operator, 'site', body.excelData));
}

export function registerToolConnectUserRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerInvitationProgrammeRoutes(app, 'tool-connect', toolConnectUsersContract);
  registerCall(app, toolConnectUsersContract.importReinvite, ({ ctx, operator, body }) =>
    importReinvite(ctx, operator, 'tool-connect', body.excelData),
  );
}
