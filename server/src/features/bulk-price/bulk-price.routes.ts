import type { FastifyInstance } from 'fastify';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { checkPriceUpload, listBulkPrices, priceImportResults, savePrice, uploadPrices } from './bulk-price.service';

export function registerBulkPriceRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, bulkPriceContract.list, ({ ctx, body, query }) => listBulkPrices(ctx, body, query));
  registerCall(app, bulkPriceContract.upload, ({ ctx, operator, body }) => uploadPrices(ctx, operator, body.excelData));
  registerCall(app, bulkPriceContract.checkUpload, ({ ctx, body }) => checkPriceUpload(ctx, body.excelData));
  registerCall(app, bulkPriceContract.update, ({ ctx, operator, body }) => savePrice(ctx, operator, body));
  registerCall(app, bulkPriceContract.importResults, ({ ctx, operator, params }) => priceImportResults(ctx, operator, params.jobId));
}
