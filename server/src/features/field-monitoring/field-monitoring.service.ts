import { FIELD_ACTIVATED, FIELD_REMOVED, type MonitoredField } from '@console/contracts/field-monitoring.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { fieldReportJob } from './field-monitoring.jobs';
import { findField, insertFields, listFields, setAllActive, setField } from './field-monitoring.repository';
import { storeFields } from './field-values';

/** Adds the metafields the store's products carry that are not listed yet. */
export async function discoverFields(ctx: Pick<ShopContext, 'db' | 'commerce' | 'shop'>): Promise<void> {
  await insertFields(ctx.db, ctx.shop.id, await storeFields(ctx.commerce), nowIso());
}

/** The metafield grid; the first call of a fresh console lists the fields the store's products carry. */
export async function getFields(ctx: ShopContext): Promise<MonitoredField[]> {
  let rows = await listFields(ctx.db, ctx.shop.id);
  if (rows.length === 0) {
    await discoverFields(ctx);
    rows = await listFields(ctx.db, ctx.shop.id);
  }
  return rows.map((r) => ({ field: r.field, active: r.active === 1, delimiter: r.delimiter }));
}

export async function updateField(ctx: ShopContext, operator: Operator, input: MonitoredField): Promise<{ data: string }> {
  const shop = ctx.shop.id;
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findField(trx, shop, input.field);
    if (!row) throw notFound(`Metafield ${input.field}`);
    await setField(trx, shop, input.field, input.active, input.delimiter, nowIso());
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'field-monitoring.update',
      target: `field:${input.field}`,
      before: { active: row.active === 1, delimiter: row.delimiter },
      after: { active: input.active, delimiter: input.delimiter },
    });
  });
  return { data: input.active ? FIELD_ACTIVATED : FIELD_REMOVED };
}

export async function selectAll(ctx: ShopContext, operator: Operator, active: boolean): Promise<{ data: string; count: number }> {
  const count = await ctx.db.transaction().execute(async (trx) => {
    const n = await setAllActive(trx, ctx.shop.id, active, nowIso());
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'field-monitoring.select-all',
      target: 'fields',
      after: { active, count: n },
    });
    return n;
  });
  return { data: active ? `${count} metafields activated for monitoring` : `${count} metafields removed from monitoring`, count };
}

/** Generate Report: answers at once; the job mails the report to the operator. */
export async function generateReport(
  ctx: ShopContext,
  operator: Operator,
): Promise<{ status: boolean; msg: string; jobId: number | null }> {
  const active = (await listFields(ctx.db, ctx.shop.id)).filter((f) => f.active === 1).length;
  if (active === 0) return { status: false, msg: 'Activate at least one metafield for monitoring first.', jobId: null };
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(trx, fieldReportJob, {}, { shop: ctx.shop.id, operatorId: operator.id });
    await writeAudit(trx, { shop: ctx.shop.id, operatorId: operator.id, action: 'field-monitoring.report', target: `job:${id}` });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { status: true, msg: 'The report will be e-mailed to you when it is ready.', jobId };
}
