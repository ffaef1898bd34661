import type { FastifyInstance } from 'fastify';
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import type { OrgContext } from '../../app-context';
import { registerInvitationProgrammeRoutes } from '../invitations/invitations.programme';

/** Import reinvite and bulk reinvite of retirees are the shared partner and invitation calls. */
export function registerRetireeUserRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerInvitationProgrammeRoutes(app, 'retiree', retireeUsersContract);
}
