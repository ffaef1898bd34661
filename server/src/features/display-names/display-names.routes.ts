import type { FastifyInstance } from 'fastify';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { getDisplayNames, saveDisplayNames } from './display-names.service';

export function registerDisplayNameRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, displayNamesContract.list, ({ ctx }) => getDisplayNames(ctx));
  registerCall(app, displayNamesContract.update, ({ ctx, operator, body }) => saveDisplayNames(ctx, operator, body.updateList, body.id));
}
