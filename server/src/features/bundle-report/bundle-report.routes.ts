import type { FastifyInstance } from 'fastify';
import { bundleReportContract as c } from '@console/contracts/bundle-report.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateBundleReport } from './bundle-report.service';

export function registerBundleReportRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, c.generate, ({ ctx, query, operator }) => generateBundleReport(ctx, operator, query));
}
