import type { FastifyInstance } from 'fastify';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import type { OrgContext } from '../../app-context';
import { sendDataStream } from '../../platform/json-stream';
import { registerCall } from '../../platform/routes';
import {
  exportNationalPartners,
  listNationalPartners,
  updateNationalPartnerDetails,
  uploadNationalPartners,
} from './national-partners.service';

export function registerNationalPartnerRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, nationalPartnersContract.list, ({ ctx, body, query }) => listNationalPartners(ctx, body, query));
  registerCall(app, nationalPartnersContract.exportRows, async ({ ctx, operator, body, reply }) => {
    await sendDataStream(reply, exportNationalPartners(ctx, operator, body));
    return reply as never;
  });
  registerCall(app, nationalPartnersContract.update, ({ ctx, operator, body }) => updateNationalPartnerDetails(ctx, operator, body));
  registerCall(app, nationalPartnersContract.upload, ({ ctx, operator, body }) => uploadNationalPartners(ctx, operator, body.excelData));
}
