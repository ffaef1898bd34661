import type { FastifyInstance } from 'fastify';
import { bundleReportContract as c } from '@console/contracts/bundle-report.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateBundleReport } from './bundle-report.service';

export function registerBundleReportRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, c.generate, ({ query, operator }) => generateBundleReport(ctx, operator, query));
}
