import type { FastifyInstance } from 'fastify';
import { priceMonitoringContract as c } from '@console/contracts/price-monitoring.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { setNightlyTransfer } from './price-monitoring.jobs';
import { getSettings, transferFeed, updateSettings } from './price-monitoring.service';

export function registerPriceMonitoringRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, c.settings, () => getSettings(ctx));
  registerCall(app, c.updateSettings, ({ body, operator }) =>
    updateSettings(ctx, operator, body, (trx, enabled) => setNightlyTransfer(trx, ctx.config, enabled)),
  );
  registerCall(app, c.transfer, ({ operator }) => transferFeed(ctx, operator.id));
}
