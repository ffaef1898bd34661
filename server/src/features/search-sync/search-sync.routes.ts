import type { FastifyInstance } from 'fastify';
import { searchSyncContract as c } from '@console/contracts/search-sync.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { startSync, syncStatus } from './search-sync.service';

export function registerSearchSyncRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, c.status, ({ ctx }) => syncStatus(ctx));
  registerCall(app, c.start, ({ ctx, operator }) => startSync(ctx, operator));
}
