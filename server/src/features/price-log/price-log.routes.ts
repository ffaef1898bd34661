import type { FastifyInstance } from 'fastify';
import { priceLogContract } from '@console/contracts/price-log.contract';
import type { OrgContext } from '../../app-context';
import { sendDataStream } from '../../platform/json-stream';
import { registerCall } from '../../platform/routes';
import { exportPriceLog, listPriceLog } from './price-log.service';

export function registerPriceLogRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, priceLogContract.list, ({ ctx, query }) => listPriceLog(ctx, query));
  registerCall(app, priceLogContract.exportRows, async ({ ctx, query, reply }) => {
    await sendDataStream(reply, exportPriceLog(ctx, query), 'results');
    return reply as never;
  });
}
