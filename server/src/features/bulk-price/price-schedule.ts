import type { ShopContext } from '../../app-context';
import type { DbOrTrx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import { zonedDayStart } from '../../platform/time-zone';
import { DATE_NOT_VALID } from '@console/contracts/bulk-price.contract';
import { formatUsDate } from '@console/contracts/common/dates';
import { recordScheduledPrice } from '../price-log/price-log.service';
import { findBulkPrice, findBulkPriceBySkuDay, insertBulkPrice, reviseBulkPrice, type BulkPriceRecord } from './bulk-price.repository';
import { applyPriceJob } from './price-apply';
import { SOURCE_NAMES } from './price-names';
import type { PriceInput } from './price-input';

export interface StoredPrice {
  before: BulkPriceRecord | null;
  after: BulkPriceRecord;
  jobId: number;
}

/**
 * Stores a price (new, or in place: by ID, else by SKU and day), shows it in the price log as
 * scheduled and enqueues its apply job for the start of its day in the shop's time zone. The job's
 * key names the revision, so an edit schedules afresh and the older revision's job does nothing.
 */
/** The apply job's name on Jobs, Home and the palette: what it changes and when. */
export const applyJobTitle = (sku: string, day: string): string => `Apply price ${sku} on ${formatUsDate(day)}`;

/** The dedupe key of a revision's apply job: one job per revision, found again by the list. */
export const applyJobKey = (priceId: number, revision: number): string => `bulk-price:apply:${priceId}:${revision}`;

export async function storePrice(
  app: ShopContext,
  trx: DbOrTrx,
  operatorId: number | null,
  input: PriceInput,
  source: 'import' | 'edit',
  currentCents: number | null,
): Promise<StoredPrice> {
  const shop = app.shop.id;
  const existing =
    input.id !== null ? await findBulkPrice(trx, shop, input.id) : await findBulkPriceBySkuDay(trx, shop, input.sku, input.day);
  if (input.id !== null && !existing) throw notFound('Price');
  // Moving a price onto a day that already has a price of that SKU would make two; refuse it.
  const clash =
    existing && (existing.sku !== input.sku || existing.effective_date !== input.day)
      ? await findBulkPriceBySkuDay(trx, shop, input.sku, input.day)
      : undefined;
  if (clash && clash.id !== existing?.id)
    throw badRequest(`SKU ${input.sku} already has a price on ${formatUsDate(input.day)}.`, { 'body.EFFECTIVE_DATE': DATE_NOT_VALID });
  const values = {
    sku: input.sku,
    price_cents: input.priceCents,
    compare_at_cents: input.compareAtCents,
    effective_date: input.day,
    effective_at: zonedDayStart(input.day, app.shop.timeZone),
    below_mapp: input.belowMapp ? 1 : 0,
    source,
  };
  const after = existing ? await reviseBulkPrice(trx, shop, existing.id, values) : await insertBulkPrice(trx, shop, values);
  await recordScheduledPrice(trx, shop, {
    bulkPriceId: after.id,
    revision: after.revision,
    sku: after.sku,
    previousCents: currentCents,
    currentCents: after.price_cents,
    compareAtCents: after.compare_at_cents,
    source: SOURCE_NAMES[source] ?? source,
    at: after.effective_at,
  });
  const jobId = await enqueue(
    trx,
    applyPriceJob,
    { priceId: after.id, revision: after.revision },
    {
      shop,
      operatorId,
      runAt: after.effective_at,
      dedupeKey: applyJobKey(after.id, after.revision),
      title: applyJobTitle(after.sku, after.effective_date),
    },
  );
  return { before: existing ?? null, after, jobId };
}
