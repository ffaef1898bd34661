import type { FastifyInstance } from 'fastify';
import { paletteContract } from '@console/contracts/palette.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { findForPalette } from './palette.service';

export function registerPaletteRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, paletteContract.find, ({ operator, query }) => findForPalette(ctx, operator, query.q));
}
