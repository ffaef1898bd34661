import type { FastifyInstance } from 'fastify';
import { knotReportContract } from '@console/contracts/knot-report.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateKnotReport } from './knot-report.service';

export function registerKnotReportRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, knotReportContract.generate, ({ ctx, operator, query }) => generateKnotReport(ctx, operator, query));
}
