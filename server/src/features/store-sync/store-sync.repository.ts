import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import type { StoreLoadTable } from './store-sync.table';
import { sql, type Selectable } from 'kysely';

export type StoreLoadRecord = Selectable<StoreLoadTable>;

export async function latestLoad(db: DbOrTrx, shop: ShopId): Promise<StoreLoadRecord | undefined> {
  return db.selectFrom('store_loads').selectAll().where('shop_id', '=', shop).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function runningLoad(db: DbOrTrx, shop: ShopId): Promise<StoreLoadRecord | undefined> {
  return db
    .selectFrom('store_loads')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('status', '=', 'running')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function loadOfJob(db: DbOrTrx, shop: ShopId, jobId: number): Promise<StoreLoadRecord | undefined> {
  return db.selectFrom('store_loads').selectAll().where('shop_id', '=', shop).where('job_id', '=', jobId).executeTakeFirst();
}

export async function insertLoad(db: DbOrTrx, shop: ShopId, jobId: number, now: string): Promise<void> {
  await db
    .insertInto('store_loads')
    .values({
      shop_id: shop,
      job_id: jobId,
      bulk_operation_id: null,
      url: null,
      status: 'running',
      error: null,
      started_at: now,
      finished_at: null,
    })
    .execute();
}

export async function updateLoad(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Partial<Omit<StoreLoadRecord, 'shop_id' | 'id' | 'job_id'>>,
): Promise<void> {
  await db.updateTable('store_loads').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

export async function lastWebhookAt(db: DbOrTrx, shop: ShopId): Promise<string | null> {
  const row = await db
    .selectFrom('store_webhook_events')
    .select('received_at')
    .where('shop_id', '=', shop)
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.received_at ?? null;
}

export async function writeCounts(db: DbOrTrx, shop: ShopId): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .selectFrom('store_writes')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('shop_id', '=', shop)
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: count('pending'), failed: count('failed') };
}

/** The newest failures of the mirror's work: store writes, loads and the store-sync jobs. */
export async function recentErrors(
  db: DbOrTrx,
  shop: ShopId,
  limit: number,
): Promise<Array<{ at: string; what: string; message: string }>> {
  const writes = await db
    .selectFrom('store_writes')
    .select(['updated_at', 'kind', 'target', 'error'])
    .where('shop_id', '=', shop)
    .where('error', 'is not', null)
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
  const loads = await db
    .selectFrom('store_loads')
    .select(['started_at', 'finished_at', 'error'])
    .where('shop_id', '=', shop)
    .where('error', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const jobs = await db
    .selectFrom('jobs')
    .select(['updated_at', 'type', 'last_error'])
    .where('shop_id', '=', shop)
    .where('type', 'like', 'store-sync.%')
    .where('last_error', 'is not', null)
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
  return [
    ...writes.map((w) => ({ at: w.updated_at, what: `${w.kind} ${w.target}`, message: w.error ?? '' })),
    ...loads.map((l) => ({ at: l.finished_at ?? l.started_at, what: 'Full load', message: l.error ?? '' })),
    ...jobs.map((j) => ({ at: j.updated_at, what: j.type, message: j.last_error ?? '' })),
  ]
    .sort((a, b) => (a.at < b.at ? 1 : -1))
    .slice(0, limit);
}

/** One more webhook for a shop this install does not serve (organisation-wide, as the domain is no shop's): an upsert, so parallel deliveries all count. */
export async function countForeignWebhook(db: DbOrTrx, shopDomain: string, topic: string, at: string): Promise<void> {
  await db
    .insertInto('store_foreign_webhooks')
    .values({ shop_domain: shopDomain, deliveries: 1, last_topic: topic, last_at: at })
    .onConflict((oc) =>
      oc
        .column('shop_domain')
        .doUpdateSet({ deliveries: sql<number>`store_foreign_webhooks.deliveries + 1`, last_topic: topic, last_at: at }),
    )
    .execute();
}

/** How many webhooks for other shops arrived, and the shop of the newest. */
export async function foreignWebhooks(db: DbOrTrx): Promise<{ count: number; newestShop: string | null; newestAt: string | null }> {
  const total = await db
    .selectFrom('store_foreign_webhooks')
    .select((eb) => eb.fn.sum<number | string | null>('deliveries').as('n'))
    .executeTakeFirst();
  const newest = await db
    .selectFrom('store_foreign_webhooks')
    .select(['shop_domain', 'last_at'])
    .orderBy('last_at', 'desc')
    .orderBy('shop_domain')
    .limit(1)
    .executeTakeFirst();
  return { count: Number(total?.n ?? 0), newestShop: newest?.shop_domain ?? null, newestAt: newest?.last_at ?? null };
}

/** Stores a delivery's event unless the shop has it already: answers whether it is new. */
export async function recordWebhookEvent(
  db: DbOrTrx,
  shop: ShopId,
  event: { eventId: string; topic: string; webhookId: string; shopDomain: string; receivedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('store_webhook_events')
    .values({
      shop_id: shop,
      event_id: event.eventId,
      topic: event.topic,
      webhook_id: event.webhookId,
      shop_domain: event.shopDomain,
      job_id: null,
      received_at: event.receivedAt,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setWebhookEventJob(db: DbOrTrx, shop: ShopId, eventId: string, jobId: number): Promise<void> {
  await db.updateTable('store_webhook_events').set({ job_id: jobId }).where('shop_id', '=', shop).where('event_id', '=', eventId).execute();
}

/** Whether the shop holds a completed full load, made since `since` when given. */
export async function hasLoadDoneSince(db: DbOrTrx, shop: ShopId, since: string | null): Promise<boolean> {
  let done = db.selectFrom('store_loads').select('id').where('shop_id', '=', shop).where('status', '=', 'done');
  if (since) done = done.where('started_at', '>=', since);
  return (await done.limit(1).executeTakeFirst()) !== undefined;
}
