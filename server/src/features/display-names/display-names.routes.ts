import type { FastifyInstance } from 'fastify';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import type { AppContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { getDisplayNames, saveDisplayNames } from './display-names.service';

export function registerDisplayNameRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, displayNamesContract.list, () => getDisplayNames(ctx));
  registerCall(app, displayNamesContract.update, ({ operator, body }) => saveDisplayNames(ctx, operator, body.updateList, body.id));
}
