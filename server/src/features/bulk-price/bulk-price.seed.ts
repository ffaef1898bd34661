import type { ShopContext } from '../../app-context';
import { seededRandom } from '../../db/demo-people';
import { demoSku } from '../../integrations/commerce/commerce-demo';
import { zonedDayStart, zonedToday } from '../../platform/time-zone';
import { recordAppliedPrice } from '../price-log/price-log.service';
import { insertBulkPrice, markApplied } from './bulk-price.repository';
import { SOURCE_NAMES } from './price-names';
import { storePrice } from './price-schedule';

const DAY = 86_400_000;

function dayOffset(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Price history and plans (docs/outside-interfaces.md): for 16 SKUs, three changes applied over the last 90 days
 * ending at today's catalogue price (price log rows), and 32 prices scheduled for the coming weeks,
 * each with its apply job.
 */
export async function seedDemoPrices(app: ShopContext): Promise<void> {
  const rand = seededRandom(73);
  const timeZone = app.shop.timeZone;
  const shop = app.shop.id;
  const today = zonedToday(timeZone);
  const skus = Array.from({ length: 16 }, (_, n) => demoSku(n, n % 2));
  const variants = await app.commerce.variantsBySkus(skus);
  for (const variant of variants) {
    // Walk backwards from today's price so the last applied change ends where the catalogue is.
    const prices = [variant.priceCents];
    for (let k = 0; k < 3; k++) prices.unshift(Math.max(99, Math.round((prices[0] as number) * (0.8 + rand() * 0.35))));
    for (let k = 1; k < prices.length; k++) {
      const day = dayOffset(today, -90 + k * 25 + Math.floor(rand() * 10));
      const at = zonedDayStart(day, timeZone);
      const source = rand() < 0.7 ? 'import' : 'edit';
      const row = await insertBulkPrice(app.db, shop, {
        sku: variant.sku,
        price_cents: prices[k] as number,
        compare_at_cents: null,
        effective_date: day,
        effective_at: at,
        below_mapp: rand() < 0.2 ? 1 : 0,
        source,
      });
      await markApplied(app.db, shop, row.id, row.revision);
      await app.db
        .updateTable('bulk_prices')
        .set({ applied_at: at, previous_cents: prices[k - 1] as number })
        .where('shop_id', '=', shop)
        .where('id', '=', row.id)
        .execute();
      await recordAppliedPrice(app.db, shop, {
        bulkPriceId: row.id,
        revision: row.revision,
        sku: variant.sku,
        previousCents: prices[k - 1] as number,
        currentCents: prices[k] as number,
        compareAtCents: null,
        source: SOURCE_NAMES[source] ?? source,
        at,
      });
    }
  }
  const upcoming = await app.commerce.variantsBySkus(Array.from({ length: 32 }, (_, n) => demoSku(n % 20, Math.floor(n / 20))));
  for (const [n, variant] of upcoming.entries()) {
    // Every fifth plan is a large change, so the flag for more than 50% shows in the demo.
    const factor = n % 5 === 0 ? 1.6 : 0.85 + rand() * 0.2;
    const priceCents = Math.round((variant.priceCents * factor) / 100) * 100 - 1;
    const input = {
      id: null,
      sku: variant.sku,
      priceCents,
      compareAtCents: rand() < 0.4 ? variant.priceCents : null,
      day: dayOffset(today, 1 + (n % 28)),
      belowMapp: rand() < 0.15,
    };
    await app.db.transaction().execute((trx) => storePrice(app, trx, null, input, rand() < 0.7 ? 'import' : 'edit', variant.priceCents));
  }
}
