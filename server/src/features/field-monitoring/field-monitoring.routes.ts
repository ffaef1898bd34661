import type { FastifyInstance } from 'fastify';
import { fieldMonitoringContract as c } from '@console/contracts/field-monitoring.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { generateReport, getFields, selectAll, updateField } from './field-monitoring.service';

export function registerFieldMonitoringRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, c.fields, () => getFields(ctx));
  registerCall(app, c.selectAll, ({ body, operator }) => selectAll(ctx, operator, body.active));
  registerCall(app, c.updateField, ({ body, operator }) => updateField(ctx, operator, body));
  registerCall(app, c.generateReport, ({ operator }) => generateReport(ctx, operator));
}
