import type { FastifyInstance } from 'fastify';
import { riskReportContract as c } from '@console/contracts/risk-report.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateRiskReport } from './risk-report.service';

export function registerRiskReportRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, c.generate, ({ ctx, query, operator }) => generateRiskReport(ctx, operator, query));
}
