import type { FastifyInstance } from 'fastify';
import { knotReportContract } from '@console/contracts/knot-report.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateKnotReport } from './knot-report.service';

export function registerKnotReportRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, knotReportContract.generate, ({ operator, query }) => generateKnotReport(ctx, operator, query));
}
