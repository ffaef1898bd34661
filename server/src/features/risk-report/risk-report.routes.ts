import type { FastifyInstance } from 'fastify';
import { riskReportContract as c } from '@console/contracts/risk-report.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateRiskReport } from './risk-report.service';

export function registerRiskReportRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, c.generate, ({ query, operator }) => generateRiskReport(ctx, operator, query));
}
