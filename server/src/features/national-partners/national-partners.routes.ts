import type { FastifyInstance } from 'fastify';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import type { ShopContext } from '../../app-context';
import { sendDataStream } from '../../platform/json-stream';
import { registerCall } from '../../platform/routes';
import {
  exportNationalPartners,
  listNationalPartners,
  updateNationalPartnerDetails,
  uploadNationalPartners,
} from './national-partners.service';

export function registerNationalPartnerRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, nationalPartnersContract.list, ({ body, query }) => listNationalPartners(ctx, body, query));
  registerCall(app, nationalPartnersContract.exportRows, async ({ operator, body, reply }) => {
    await sendDataStream(reply, exportNationalPartners(ctx, operator, body));
    return reply as never;
  });
  registerCall(app, nationalPartnersContract.update, ({ operator, body }) => updateNationalPartnerDetails(ctx, operator, body));
  registerCall(app, nationalPartnersContract.upload, ({ operator, body }) => uploadNationalPartners(ctx, operator, body.excelData));
}
