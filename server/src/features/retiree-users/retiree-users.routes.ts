import type { FastifyInstance } from 'fastify';
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import type { AppContext } from '../../app-context';
import { registerInvitationProgrammeRoutes } from '../invitations/invitations.programme';

/** Import reinvite and bulk reinvite of retirees are the shared partner and invitation calls. */
export function registerRetireeUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerInvitationProgrammeRoutes(app, ctx, 'retiree', retireeUsersContract);
}
