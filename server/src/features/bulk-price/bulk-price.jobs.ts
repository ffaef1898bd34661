import { z } from 'zod';
import { LARGE_CHANGE_PERCENT, SKU_NOT_VALID } from '@console/contracts/bulk-price.contract';
import { centsText, percentChange } from '@console/contracts/common/money';
import type { ShopContext } from '../../app-context';
import type { CommerceVariant } from '../../integrations/commerce/commerce.port';
import type { DbOrTrx } from '../../platform/db';
import { HttpError } from '../../platform/http-error';
import { defineJob, type BatchItem, type RowOutcome } from '../../platform/jobs';
import { cell, normalizeRow } from '../../platform/sheet-rows';
import { insertImportResults } from './bulk-price.repository';
import { applyPriceJob } from './price-apply';
import { parsePrice } from './price-input';
import { storePrice } from './price-schedule';

type SheetRow = Record<string, unknown>;

export function rawPrice(row: SheetRow) {
  const r = normalizeRow(row);
  return {
    ID: cell(r, 'ID'),
    MODEL: cell(r, 'MODEL', 'SKU'),
    PRICE: cell(r, 'PRICE'),
    COMPARE_AT_PRICE: cell(r, 'COMPARE_AT_PRICE', 'Compare At Price'),
    EFFECTIVE_DATE: cell(r, 'EFFECTIVE_DATE', 'Effective Date', 'Date From'),
    BELOW_MAPP_ITEM_TAG: cell(r, 'BELOW_MAPP_ITEM_TAG', 'Below MAPP Item Tag'),
  };
}

/** "Old 129.99, new 199.99 (+53.85%)", flagged when the change is more than 50% either way. */
export function changeMessage(oldCents: number | null, newCents: number): string {
  if (oldCents === null) return `Scheduled at ${centsText(newCents)}.`;
  const change = percentChange(oldCents, newCents);
  const text = `Old ${centsText(oldCents)}, new ${centsText(newCents)}${change === null ? '' : ` (${change > 0 ? '+' : ''}${change.toFixed(2)}%)`}.`;
  return change !== null && Math.abs(change) > LARGE_CHANGE_PERCENT ? `${text} Check: more than ${LARGE_CHANGE_PERCENT}% change.` : text;
}

/**
 * The catalogue's variants of every SKU in the file, read before any batch transaction: the store
 * is an outside system and is never called while our transaction holds the database.
 */
export async function catalogue(app: ShopContext, rows: readonly SheetRow[]): Promise<Map<string, CommerceVariant>> {
  const skus = [...new Set(rows.map((r) => String(rawPrice(r).MODEL).trim().toUpperCase()).filter(Boolean))];
  const found = new Map<string, CommerceVariant>();
  for (let i = 0; i < skus.length; i += 500) for (const v of await app.commerce.variantsBySkus(skus.slice(i, i + 500))) found.set(v.sku, v);
  return found;
}

/** One batch: each row parsed, checked against the catalogue and stored (in place where it exists). */
async function importBatch(
  app: ShopContext,
  variants: ReadonlyMap<string, CommerceVariant>,
  operatorId: number | null,
  jobId: number,
  trx: DbOrTrx,
  batch: ReadonlyArray<BatchItem<SheetRow>>,
): Promise<RowOutcome[]> {
  // The shop's own clock: two shops of one install may be in different zones.
  const timeZone = app.shop.timeZone;
  const parsed = batch.map(({ row, item }) => {
    const raw = rawPrice(item);
    return { row, raw, result: parsePrice(raw, timeZone) };
  });
  const outcomes: RowOutcome[] = [];
  const results = [];
  for (const { row, raw, result } of parsed) {
    const sku = String(raw.MODEL).trim().toUpperCase();
    let outcome: RowOutcome;
    let oldCents: number | null = null;
    let newCents: number | null = null;
    if (!result.ok) {
      outcome = { row, status: 'failed', message: [...new Set(Object.values(result.fieldErrors))].join(' ') };
    } else {
      const variant = variants.get(result.value.sku);
      if (!variant) {
        outcome = { row, status: 'failed', message: SKU_NOT_VALID };
      } else {
        oldCents = variant.priceCents;
        newCents = result.value.priceCents;
        try {
          await storePrice(app, trx, operatorId, result.value, 'import', variant.priceCents);
          outcome = { row, status: 'done', message: changeMessage(oldCents, newCents) };
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          outcome = { row, status: 'failed', message: err.message };
        }
      }
    }
    outcomes.push(outcome);
    results.push({ job_id: jobId, row, sku, status: outcome.status, message: outcome.message, old_cents: oldCents, new_cents: newCents });
  }
  await insertImportResults(trx, app.shop.id, results);
  return outcomes;
}

/** The upload of docs/functions/commerce-tools.md §2.1: rows stored with the job; each becomes a scheduled price or a failed row. */
export const importPricesJob = defineJob({
  type: 'bulk-price.import',
  title: 'Bulk price import',
  payload: z.object({ rows: z.array(z.record(z.string(), z.unknown())) }),
  flag: 'showBulkPrice',
  maxAttempts: 3,
  async handler(ctx) {
    const variants = await catalogue(ctx.app, ctx.payload.rows);
    await ctx.forEachBatch(ctx.payload.rows, 500, (trx, batch) =>
      importBatch(ctx.app, variants, ctx.job.operatorId, ctx.job.id, trx, batch),
    );
  },
});

/** Every job of the feature, for the worker's list. */
export const BULK_PRICE_JOBS = [importPricesJob, applyPriceJob] as const;
