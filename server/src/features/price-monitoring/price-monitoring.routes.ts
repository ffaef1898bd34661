import type { FastifyInstance } from 'fastify';
import { priceMonitoringContract as c } from '@console/contracts/price-monitoring.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { setNightlyTransfer } from './price-monitoring.jobs';
import { getSettings, transferFeed, updateSettings } from './price-monitoring.service';

export function registerPriceMonitoringRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, c.settings, ({ ctx }) => getSettings(ctx));
  registerCall(app, c.updateSettings, ({ ctx, body, operator }) =>
    updateSettings(ctx, operator, body, (trx, enabled) => setNightlyTransfer(trx, ctx.shop, enabled)),
  );
  registerCall(app, c.transfer, ({ ctx, operator }) => transferFeed(ctx, operator.id));
}
