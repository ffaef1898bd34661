import { z } from 'zod';
import type { Insertable } from 'kysely';
import type { FieldChangeTable } from './field-monitoring.table';
import { catalogueBatches } from '../../integrations/commerce/commerce.port';
import { nowIso } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { buildReport, mailReport } from '../../platform/reports';
import { comparable, fieldName } from './field-values';
import { changesOf, claimChanges, insertChanges, listFields, saveSnapshot, snapshotsOf } from './field-monitoring.repository';
import { countText } from '@console/contracts/common/numbers';

const PAGE = 100;

/**
 * Generate Report: reads the monitored fields of every product, compares them with the last
 * snapshot (the first reading of a field is its baseline), records each change, and mails the
 * changes not reported before as an xlsx.
 */
export const fieldReportJob = defineJob({
  type: 'field-monitoring.report',
  payload: z.object({}),
  flag: 'showSalsify',
  maxAttempts: 3,
  title: 'Field monitoring report',
  async handler(ctx) {
    const { app, db } = ctx;
    const shop = app.shop.id;
    const fields = (await listFields(db, shop)).filter((f) => f.active === 1);
    let products = 0;
    // Snapshots from the streamed catalogue (a bulk read on the store), compared PAGE products at a time;
    // each batch's transaction starts only once its products are read.
    const batches = catalogueBatches(app.commerce.catalogue(), PAGE);
    for await (const items of batches) {
      await ctx.throwIfCancelled();
      const page = { items };
      const values = items.map((p) => new Map(p.metafields.map((m) => [fieldName(m), m.value])));
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const before = await snapshotsOf(
          trx,
          shop,
          page.items.map((p) => p.id),
        );
        const changes: Array<Omit<Insertable<FieldChangeTable>, 'shop_id'>> = [];
        for (const [i, product] of page.items.entries()) {
          for (const field of fields) {
            const current = comparable(values[i]?.get(field.field), field.delimiter);
            const previous = before.get(`${product.id}\u0000${field.field}`);
            if (previous === current) continue;
            if (previous !== undefined)
              changes.push({
                product_id: product.id,
                product_title: product.title,
                handle: product.handle,
                field: field.field,
                old_value: previous,
                new_value: current,
                detected_at: now,
                reported_job_id: null,
              });
            await saveSnapshot(trx, shop, product.id, field.field, current, now);
          }
        }
        await insertChanges(trx, shop, changes);
      });
      products += page.items.length;
      await ctx.progress(products, products + (items.length === PAGE ? PAGE : 0));
    }
    await claimChanges(db, shop, ctx.job.id);
    let count = 0;
    const file = await buildReport(app, {
      title: 'Product Field Changes',
      fileName: 'Field_Monitoring_Report',
      columns: [
        { header: 'Product', width: 32, value: (r) => r.product_title },
        { header: 'Handle', width: 28, value: (r) => r.handle },
        { header: 'Field', width: 24, value: (r) => r.field },
        { header: 'Old Value', width: 36, value: (r) => r.old_value },
        { header: 'New Value', width: 36, value: (r) => r.new_value },
        { header: 'Changed On', width: 24, value: (r) => r.detected_at },
      ],
      rows: (async function* counted() {
        for await (const row of changesOf(db, shop, ctx.job.id)) {
          count += 1;
          yield row;
        }
      })(),
      operatorId: ctx.job.operatorId,
      flags: ['showSalsify'],
    });
    await mailReport(ctx, file, {
      subject: 'Field monitoring report',
      text: `${countText(count, 'changed field value')} across ${countText(products, 'product')} and ${countText(fields.length, 'monitored field')}.`,
    });
  },
});
