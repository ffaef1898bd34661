import type { FastifyInstance } from 'fastify';
import { fieldMonitoringContract as c } from '@console/contracts/field-monitoring.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateReport, getFields, selectAll, updateField } from './field-monitoring.service';

export function registerFieldMonitoringRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, c.fields, ({ ctx }) => getFields(ctx));
  registerCall(app, c.selectAll, ({ ctx, body, operator }) => selectAll(ctx, operator, body.active));
  registerCall(app, c.updateField, ({ ctx, body, operator }) => updateField(ctx, operator, body));
  registerCall(app, c.generateReport, ({ ctx, operator }) => generateReport(ctx, operator));
}
