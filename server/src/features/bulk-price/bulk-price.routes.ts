import type { FastifyInstance } from 'fastify';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { listBulkPrices, priceImportResults, savePrice, uploadPrices } from './bulk-price.service';

export function registerBulkPriceRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, bulkPriceContract.list, ({ body, query }) => listBulkPrices(ctx, body.searchValue, query));
  registerCall(app, bulkPriceContract.upload, ({ operator, body }) => uploadPrices(ctx, operator, body.excelData));
  registerCall(app, bulkPriceContract.update, ({ operator, body }) => savePrice(ctx, operator, body));
  registerCall(app, bulkPriceContract.importResults, ({ operator, params }) => priceImportResults(ctx, operator, params.jobId));
}
