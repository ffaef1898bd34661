import { z } from 'zod';
import { SKU_NOT_VALID } from '@console/contracts/bulk-price.contract';
import { formatUsDate } from '@console/contracts/common/dates';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type Db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { dropScheduledPrice, recordAppliedPrice } from '../price-log/price-log.service';
import { capturePreviousPrice, findBulkPrice, markApplied, markFailed } from './bulk-price.repository';
import { SOURCE_NAMES } from './price-names';

/** The product tag that marks a product priced below its MAPP (docs/functions/commerce-tools.md §2.1 'Below MAPP Item Tag'). */
export const BELOW_MAPP_TAG = 'Below MAPP';

export type ApplyOutcome = 'applied' | 'skipped' | 'failed';

/**
 * Applies one revision of a price to its variant, exactly once: the revision must still be the
 * scheduled one; the previous price is captured before the store changes (a retry logs the true
 * one); setting the price is absolute, so a repeat changes nothing; the status change and the one
 * log row commit together, and only the worker whose conditional update wins writes them.
 */
export async function applyScheduledPrice(
  app: ShopContext,
  db: Db,
  priceId: number,
  revision: number,
  operatorId: number | null,
): Promise<ApplyOutcome> {
  const shop = app.shop.id;
  const price = await findBulkPrice(db, shop, priceId);
  if (!price || price.revision !== revision || price.status !== 'scheduled') return 'skipped';
  // Delivered early (a clock ahead, a manual run): fail this attempt so the job retries later.
  if (Date.parse(price.effective_at) > Date.now() + 1000)
    throw new Error(
      `Too early: the price of ${price.sku} takes effect on ${formatUsDate(price.effective_date)}; the job tries again later.`,
    );
  const variant = await app.commerce.variantBySku(price.sku);
  if (!variant) {
    await db.transaction().execute(async (trx) => {
      await markFailed(trx, shop, priceId, revision, SKU_NOT_VALID);
      await dropScheduledPrice(trx, shop, priceId);
    });
    return 'failed';
  }
  const previousCents = await capturePreviousPrice(db, shop, priceId, revision, variant.priceCents);
  // Both writes are absolute (a price, a tag present or not): a retried job repeats them harmlessly.
  const stored = await app.commerce.setVariantPrice(variant, { priceCents: price.price_cents, compareAtCents: price.compare_at_cents });
  await app.commerce.setProductTag(variant.productId, BELOW_MAPP_TAG, price.below_mapp === 1);
  const appliedAt = nowIso();
  const applied = await db.transaction().execute(async (trx) => {
    if (!(await markApplied(trx, shop, priceId, revision))) return false;
    await recordAppliedPrice(trx, shop, {
      bulkPriceId: priceId,
      revision,
      sku: price.sku,
      previousCents,
      // What the store answered, which is what shoppers now pay.
      currentCents: stored.priceCents,
      compareAtCents: stored.compareAtCents,
      source: SOURCE_NAMES[price.source] ?? price.source,
      at: appliedAt,
    });
    await writeAudit(trx, {
      shop,
      operatorId,
      action: 'bulk-price.apply',
      target: variant.id,
      before: { sku: price.sku, priceCents: previousCents, compareAtCents: variant.compareAtCents },
      after: {
        sku: price.sku,
        priceCents: stored.priceCents,
        compareAtCents: stored.compareAtCents,
        belowMapp: price.below_mapp === 1,
        bulkPriceId: priceId,
        revision,
        store: app.commerce.name,
      },
    });
    return true;
  });
  return applied ? 'applied' : 'skipped';
}

/** Runs at the start of the price's day in the shop's time zone (enqueued with runAt and a per-revision key). */
export const applyPriceJob = defineJob({
  type: 'bulk-price.apply',
  title: 'Apply a scheduled price',
  payload: z.object({ priceId: z.number().int().positive(), revision: z.number().int().positive() }),
  flag: 'showBulkPrice',
  maxAttempts: 8,
  async handler(ctx) {
    await applyScheduledPrice(ctx.app, ctx.db, ctx.payload.priceId, ctx.payload.revision, ctx.job.operatorId);
  },
});
