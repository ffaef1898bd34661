import type { FastifyInstance } from 'fastify';
import { auditContract } from '@console/contracts/audit.contract';
import type { OrgContext } from '../../app-context';
import { sendDataStream } from '../../platform/json-stream';
import { registerCall } from '../../platform/routes';
import { auditOptions, exportAudit, listAudit } from './audit.service';

/** Read-only: the log is written by every other feature through `writeAudit`, and never changed. */
export function registerAuditRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, auditContract.list, ({ ctx, body, query }) => listAudit(ctx, body, query));
  registerCall(app, auditContract.exportRows, async ({ ctx, body, reply }) => {
    await sendDataStream(reply, exportAudit(ctx, body));
    return reply as never;
  });
  registerCall(app, auditContract.options, ({ ctx }) => auditOptions(ctx));
}
