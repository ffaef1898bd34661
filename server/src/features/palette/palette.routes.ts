import type { FastifyInstance } from 'fastify';
import { paletteContract } from '@console/contracts/palette.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { findForPalette } from './palette.service';

export function registerPaletteRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, paletteContract.find, ({ ctx, operator, query }) => findForPalette(ctx, operator, query.q));
}
