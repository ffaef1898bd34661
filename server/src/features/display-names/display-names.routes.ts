import type { FastifyInstance } from 'fastify';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { getDisplayNames, saveDisplayNames } from './display-names.service';

export function registerDisplayNameRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, displayNamesContract.list, () => getDisplayNames(ctx));
  registerCall(app, displayNamesContract.update, ({ operator, body }) => saveDisplayNames(ctx, operator, body.updateList, body.id));
}
