import type { FastifyInstance } from 'fastify';
import { searchSyncContract as c } from '@console/contracts/search-sync.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { startSync, syncStatus } from './search-sync.service';

export function registerSearchSyncRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, c.status, () => syncStatus(ctx));
  registerCall(app, c.start, ({ operator }) => startSync(ctx, operator));
}
