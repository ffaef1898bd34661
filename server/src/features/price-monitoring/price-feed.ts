import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { CommerceStore } from '../../integrations/commerce/commerce.port';

export const FEED_COLUMNS = [
  'sku',
  'product_id',
  'handle',
  'title',
  'variant',
  'brand',
  'product_type',
  'price',
  'compare_at_price',
  'url',
] as const;
const DEFAULT_NAME = 'pricespider-feed.csv';

/** The feed's file name: the last segment of the feeds URL when it names a file, else a fixed name. */
export function feedFileName(feedsUrl: string): string {
  try {
    const last = new URL(feedsUrl).pathname.split('/').pop() ?? '';
    return /^[A-Za-z0-9._-]+\.(csv|txt)$/.test(last) ? last : DEFAULT_NAME;
  } catch {
    return DEFAULT_NAME;
  }
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * Writes the product feed (one row per variant, prices in dollars) to `dir/name`, through a
 * temporary file so a reader never sees half a feed. Product links start at the feeds URL's origin.
 */
export async function writeFeed(
  commerce: CommerceStore,
  feedsUrl: string,
  dir: string,
  name: string,
): Promise<{ file: string; rows: number }> {
  let origin = '';
  try {
    origin = new URL(feedsUrl).origin;
  } catch {
    origin = '';
  }
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const temp = `${file}.part-${randomBytes(4).toString('hex')}`;
  const handle = await fs.open(temp, 'w');
  let rows = 0;
  try {
    await handle.write(`${FEED_COLUMNS.join(',')}\n`);
    // The whole catalogue streamed (a bulk read on the store), one product's lines at a time.
    for await (const p of commerce.catalogue()) {
      const lines = p.variants.map((v) =>
        [
          v.sku,
          p.id,
          p.handle,
          p.title,
          v.title,
          p.vendor,
          p.productType,
          dollars(v.priceCents),
          dollars(v.compareAtCents),
          origin ? `${origin}/products/${p.handle}` : '',
        ]
          .map(csvCell)
          .join(','),
      );
      if (lines.length > 0) await handle.write(`${lines.join('\n')}\n`);
      rows += lines.length;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
  return { file, rows };
}
