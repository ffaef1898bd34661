import type { BulkPriceImportResult, BulkPriceRow, BulkPriceUpdateBody, LargePriceChange } from '@console/contracts/bulk-price.contract';
import { LARGE_CHANGE_PERCENT, SKU_NOT_VALID } from '@console/contracts/bulk-price.contract';
import { centsToDollars, percentChange } from '@console/contracts/common/money';
import type { Page, PageQuery } from '@console/contracts/common/paging';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/http-error';
import { jobStatusesByKey, jobSummary } from '../../platform/jobs';
import { acceptUpload } from '../../platform/uploads';
import { keysetPage } from '../../platform/keyset';
import type { Operator } from '../../platform/operators';
import { catalogue, importPricesJob, rawPrice } from './bulk-price.jobs';
import { bulkPriceKey, bulkPriceListQuery, countScheduled, importResults, type BulkPriceRecord } from './bulk-price.repository';
import { parsePrice } from './price-input';
import { applyJobKey, storePrice } from './price-schedule';

export function toBulkPriceRow(r: BulkPriceRecord): BulkPriceRow {
  return {
    ID: r.id,
    MODEL: r.sku,
    PRICE: centsToDollars(r.price_cents),
    COMPARE_AT_PRICE: r.compare_at_cents === null ? null : centsToDollars(r.compare_at_cents),
    EFFECTIVE_DATE: r.effective_date,
    BELOW_MAPP_ITEM_TAG: r.below_mapp ? 'true' : 'false',
    status: r.status,
    appliedAt: r.applied_at,
    message: r.message,
  };
}

/** How many of the shop's prices wait for their day (Price Control says so and links to them). */
export function countScheduledPrices(ctx: ShopContext): Promise<number> {
  return countScheduled(ctx.db, ctx.shop.id);
}

export async function listBulkPrices(
  ctx: ShopContext,
  search: { searchValue: string; status?: 'scheduled' | undefined },
  query: PageQuery,
): Promise<Page<BulkPriceRow>> {
  const page = await keysetPage(
    query,
    bulkPriceListQuery(ctx.db, ctx.shop.id, search.searchValue.trim().toUpperCase(), search.status ?? null),
    bulkPriceKey,
  );
  const current = await storePrices(
    ctx,
    page.rows.map((r) => r.sku),
  );
  const jobs = await jobStatusesByKey(
    ctx.db,
    ctx.shop.id,
    page.rows.map((r) => applyJobKey(r.id, r.revision)),
  );
  return {
    ...page,
    rows: page.rows.map((r) => {
      const job = jobs.get(applyJobKey(r.id, r.revision)) ?? null;
      return { ...withApplyJob(toBulkPriceRow(r), job), STORE_PRICE: current.has(r.sku) ? centsToDollars(current.get(r.sku) ?? 0) : null };
    }),
  };
}

/**
 * A scheduled price whose apply job was cancelled will not change the store: the list says so
 * (Bulk Price said SCHEDULED after its job was cancelled). Read from the job, so a Retry
 * on Jobs shows it scheduled again without a second record to keep in step.
 */
function withApplyJob(row: BulkPriceRow, job: { id: number; status: string } | null): BulkPriceRow {
  if (!job) return { ...row, applyJobId: null };
  if (row.status !== 'scheduled' || job.status !== 'cancelled') return { ...row, applyJobId: job.id };
  return {
    ...row,
    status: 'cancelled',
    applyJobId: job.id,
    message: `Its apply job ${job.id} was cancelled: the price will not be applied. Retry the job on Jobs to schedule it again.`,
  };
}

/** The store's current price of each SKU of a page (one read); the list still answers when the store does not. */
async function storePrices(ctx: ShopContext, skus: readonly string[]): Promise<Map<string, number>> {
  try {
    return new Map((await ctx.commerce.variantsBySkus(skus)).map((v) => [v.sku, v.priceCents]));
  } catch (err) {
    ctx.log.warn({ err }, 'the store did not answer the current prices of the bulk price page');
    return new Map();
  }
}

/** The Edit modal (docs/functions/commerce-tools.md §2.1): the spec's messages for SKU, price and date, audited. */
export async function savePrice(ctx: ShopContext, operator: Operator, body: BulkPriceUpdateBody): Promise<BulkPriceRow> {
  const parsed = parsePrice(body, ctx.shop.timeZone);
  if (!parsed.ok) throw badRequest(Object.values(parsed.fieldErrors)[0] ?? 'Not valid.', prefixed(parsed.fieldErrors));
  const variant = await ctx.commerce.variantBySku(parsed.value.sku);
  if (!variant) throw badRequest(SKU_NOT_VALID, { 'body.MODEL': SKU_NOT_VALID });
  const result = await ctx.db.transaction().execute(async (trx) => {
    const stored = await storePrice(ctx, trx, operator.id, parsed.value, 'edit', variant.priceCents);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'bulk-price.save',
      target: `bulk-price:${stored.after.id}`,
      before: stored.before && toBulkPriceRow(stored.before),
      after: toBulkPriceRow(stored.after),
    });
    return stored;
  });
  ctx.jobs.notify(result.jobId);
  return toBulkPriceRow(result.after);
}

function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`body.${k}`, v]));
}

/**
 * The prices of an upload that move by more than 50% from the store's price now, read before anything
 * is scheduled: a slip such as 12.99 for 129.99 is caught while the operator can still fix the file.
 * Rows that would fail anyway are left to the import's own results.
 */
export async function checkPriceUpload(
  ctx: ShopContext,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<{ largeChanges: LargePriceChange[] }> {
  const variants = await catalogue(ctx, rows);
  const largeChanges: LargePriceChange[] = [];
  for (const [index, row] of rows.entries()) {
    const parsed = parsePrice(rawPrice(row), ctx.shop.timeZone);
    if (!parsed.ok) continue;
    const variant = variants.get(parsed.value.sku);
    if (!variant) continue;
    const change = percentChange(variant.priceCents, parsed.value.priceCents);
    if (change === null || Math.abs(change) <= LARGE_CHANGE_PERCENT) continue;
    largeChanges.push({
      // Numbered as the import numbers its rows, so the dialog and the import's results name the same line.
      row: index + 1,
      sku: parsed.value.sku,
      oldPrice: centsToDollars(variant.priceCents),
      newPrice: centsToDollars(parsed.value.priceCents),
      changePercent: change,
    });
  }
  return { largeChanges };
}

/** Stores the rows and their import job in one transaction and answers at once (docs/conventions.md 'How the server behaves'). */
export function uploadPrices(
  ctx: ShopContext,
  operator: Operator,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<{ jobId: number }> {
  return acceptUpload(ctx, operator, importPricesJob, { rows: [...rows] }, 'bulk-price.import', rows.length);
}

/** The import's results per row: old and new price, change in percent, flagged above 50% either way. */
export async function priceImportResults(
  ctx: ShopContext,
  operator: Operator,
  jobId: number,
): Promise<{ status: 'pending' | 'running' | 'done' | 'failed'; results: BulkPriceImportResult[] }> {
  const job = await jobSummary(ctx.db, ctx.shop.id, jobId);
  if (!job || job.type !== importPricesJob.type || (job.operatorId !== operator.id && !operator.flags.includes('showBulkPrice')))
    throw notFound('Import');
  const rows = await importResults(ctx.db, ctx.shop.id, jobId);
  const status = job.status === 'done' || job.status === 'failed' || job.status === 'running' ? job.status : 'pending';
  return {
    status,
    results: rows.map((r) => {
      const change = r.old_cents !== null && r.new_cents !== null ? percentChange(r.old_cents, r.new_cents) : null;
      return {
        row: r.row,
        sku: r.sku,
        status: r.status,
        message: r.message,
        oldPrice: r.old_cents === null ? null : centsToDollars(r.old_cents),
        newPrice: r.new_cents === null ? null : centsToDollars(r.new_cents),
        changePercent: change,
        largeChange: change !== null && Math.abs(change) > LARGE_CHANGE_PERCENT,
      };
    }),
  };
}
