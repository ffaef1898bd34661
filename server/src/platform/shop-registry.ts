import type { OrgContext, Shop, ShopContext, ShopRegistry } from '../app-context';
import type { Db } from './db';
import type { ShopId } from './shop-id';
import type { Selectable } from 'kysely';
import type { ShopTable } from './shops.table';

export type ShopRow = Selectable<ShopTable>;

/** What the app adds to a shop's record to make its context: the shop's options and its outside systems. */
export type ShopContextBuilder = (row: ShopRow, org: OrgContext) => ShopContext;

export interface ShopRegistryOptions {
  /** Reads every shop's row (platform/shops.ts listShopRecords). */
  readShops(db: Db): Promise<ShopRow[]>;
  build: ShopContextBuilder;
  /** Heard once per shop this process had not served before (first load, schedules), never for the first read's shops twice. */
  onAdded?: (ctx: ShopContext) => Promise<void>;
  /** After each periodic read (a connected shop's store domain still to learn). */
  afterRefresh?: () => Promise<void>;
  /** How often the table is read again: a shop added or changed on another instance is served within this time. */
  refreshMs?: number;
  log?: (msg: string, err?: unknown) => void;
}

export interface LiveShopRegistry extends ShopRegistry {
  /** Starts the periodic refresh (unref'd); `stop` ends it. */
  start(): void;
  stop(): void;
}

/**
 * Every shop the install serves, each with one context made when its row is first seen or changes (never per
 * request): a request or a job only picks its shop's. Reads the shops table at start, every `refreshMs`
 * (30 s: a shop added while instances run is served by all of them within a minute, docs/several-shops.md) and at once
 * when asked for a name or id it does not know.
 */
export async function createShopRegistry(org: Omit<OrgContext, 'shops'>, options: ShopRegistryOptions): Promise<LiveShopRegistry> {
  const byId = new Map<number, { stamp: string; ctx: ShopContext }>();
  let byName = new Map<string, ShopContext>();
  let byDomain = new Map<string, ShopContext>();
  let sorted: ShopContext[] = [];
  let timer: NodeJS.Timeout | null = null;
  const full = org as OrgContext;

  async function read(): Promise<ShopContext[]> {
    const rows = await options.readShops(org.db);
    const seen = new Set<number>();
    const added: ShopContext[] = [];
    for (const row of rows) {
      seen.add(row.id);
      const stamp = `${row.updated_at}|${row.name}|${row.store_url ?? ''}|${row.domain ?? ''}`;
      const kept = byId.get(row.id);
      if (kept && kept.stamp === stamp) continue;
      const ctx = options.build(row, full);
      byId.set(row.id, { stamp, ctx });
      if (!kept) added.push(ctx);
    }
    for (const id of [...byId.keys()]) if (!seen.has(id)) byId.delete(id);
    sorted = [...byId.values()].map((v) => v.ctx).sort((a, b) => a.shop.name.localeCompare(b.shop.name));
    byName = new Map(sorted.map((c) => [c.shop.name, c]));
    byDomain = new Map(sorted.flatMap((c) => (c.shop.domain ? [[c.shop.domain, c] as const] : [])));
    return added;
  }

  let reading: Promise<ShopContext[]> | null = null;
  async function refresh(): Promise<void> {
    // One read at a time: requests for an unknown name during a read wait for that read (not for its start steps).
    if (reading) {
      await reading;
      return;
    }
    reading = read().finally(() => {
      reading = null;
    });
    // After the read: a step that reads the shops again (a store's domain learnt) starts a read of its own.
    for (const ctx of await reading) await options.onAdded?.(ctx);
  }

  const registry: LiveShopRegistry = {
    all: () => sorted,
    first() {
      const first = byId.get(1);
      if (!first) throw new Error('The shop the environment defines is not in the shops table');
      return first.ctx;
    },
    byName: (name) => byName.get(name),
    byDomain: (domain) => byDomain.get(domain.toLowerCase()),
    async get(id: ShopId) {
      if (!byId.has(id)) await refresh();
      const kept = byId.get(id);
      if (!kept) throw new Error(`No shop with id ${id}`);
      return kept.ctx;
    },
    refresh,
    start() {
      const every = options.refreshMs ?? 30_000;
      const tick = () => {
        refresh()
          .then(() => options.afterRefresh?.())
          .catch((err) => options.log?.('reading the shops failed', err));
        timer = setTimeout(tick, every);
        timer.unref();
      };
      timer = setTimeout(tick, every);
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
  // Before the first read: every context spreads the organisation's, registry included.
  (org as { shops?: ShopRegistry }).shops = registry;
  // The first read's shops are not "added": the start steps run for them in app.ts, in their order.
  await read();
  return registry;
}

/** The options a shop's row leaves to the environment, resolved (docs/several-shops.md per-shop options). */
export function shopOf(
  row: ShopRow,
  defaults: Omit<Shop, 'id' | 'name' | 'storeUrl' | 'domain' | 'mtd' | 'priceLogColumns'> & {
    mtdShops: readonly string[];
    priceLogShops: readonly string[];
  },
): Shop {
  return {
    id: row.id,
    name: row.name,
    storeUrl: row.store_url,
    domain: row.domain,
    timeZone: row.time_zone ?? defaults.timeZone,
    mtd: row.mtd === null ? defaults.mtdShops.includes(row.name) : row.mtd === 1,
    priceLogColumns: row.price_log_columns === null ? defaults.priceLogShops.includes(row.name) : row.price_log_columns === 1,
    storeAdminUrl: defaults.storeAdminUrl,
    couponDiscountId: row.coupon_discount_id ?? defaults.couponDiscountId,
    returnAddress: row.return_address ?? defaults.returnAddress,
  };
}
