import type { FastifyInstance } from 'fastify';
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { registerInvitationProgrammeRoutes } from '../invitations/invitations.programme';
import { importReinvite } from '../invitations/invitations.service';

export function registerPartnerUserRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerInvitationProgrammeRoutes(app, 'partner', partnerUsersContract);
  // Shared with the retiree screen, which sends `programme: 'retiree'`; the service checks that flag.
  registerCall(app, partnerUsersContract.importReinvite, ({ ctx, operator, body }) =>
    importReinvite(ctx, operator, body.programme, body.excelData),
  );
}
