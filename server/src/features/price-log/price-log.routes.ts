import type { FastifyInstance } from 'fastify';
import { priceLogContract } from '@console/contracts/price-log.contract';
import type { OrgContext } from '../../app-context';
import { sendDataStream } from '../../platform/json-stream';
import { registerCall } from '../../platform/routes';
import { countScheduledPrices } from '../bulk-price/bulk-price.service';
import { exportPriceLog, listPriceLog } from './price-log.service';

export function registerPriceLogRoutes(app: FastifyInstance, _org: OrgContext): void {
  // What is scheduled lives on Bulk Price; the log answers how many, so Price Control can say so and link there.
  registerCall(app, priceLogContract.list, async ({ ctx, query }) => {
    const [answer, scheduled] = await Promise.all([listPriceLog(ctx, query), countScheduledPrices(ctx)]);
    return { data: { ...answer.data, scheduled } };
  });
  registerCall(app, priceLogContract.exportRows, async ({ ctx, query, reply }) => {
    await sendDataStream(reply, exportPriceLog(ctx, query), 'results');
    return reply as never;
  });
}
