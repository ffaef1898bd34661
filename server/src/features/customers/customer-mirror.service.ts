import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import * as repo from './customer-mirror.repository';
import type { MirrorRow } from './customer-mirror.repository';
import { isoInstant, metafieldColumns, mirrorColumns, type StoreCustomer } from './store-customer-mapping.service';

/**
 * The customers feature's mirror of a connected store (docs/outside-interfaces.md 'Shopify'): store customers written into
 * the `customers` table so lists and searches stay index range scans. Called by the first load,
 * the webhooks and the reconciliation (features/store-sync) and by store writes with the store's answer.
 */
export {
  countMirrored,
  deleteMirrored,
  deleteMirroredIds,
  hasLocalCustomers,
  mirroredByStoreId,
  mirroredIdsAfter,
  newestStoreUpdate,
} from './customer-mirror.repository';

function mirrorRow(c: StoreCustomer): MirrorRow {
  return {
    ...mirrorColumns(c),
    ...(c.metafields ? metafieldColumns(c.metafields) : {}),
    ...(c.storeCreditCents !== null ? { store_credit_cents: c.storeCreditCents } : {}),
  };
}

/**
 * Writes store customers into the mirror; an update older than the mirrored state is ignored. Rows
 * are grouped by what they carry, so a webhook (no metafields) keeps the metafields mirrored before.
 * `linkLocal`: match customers made before the store was connected by programme and e-mail first.
 */
export async function mirrorCustomers(
  db: DbOrTrx,
  shop: ShopId,
  customers: readonly StoreCustomer[],
  options: { linkLocal: boolean },
): Promise<void> {
  const groups = new Map<string, { shape: { metafields: boolean; credit: boolean }; rows: MirrorRow[] }>();
  // The same customer twice in one batch would make one statement update a row twice (PostgreSQL refuses): keep the newest.
  const newest = new Map<number, StoreCustomer>();
  for (const c of customers) {
    const seen = newest.get(c.storeId);
    if (!seen || seen.updatedAt <= c.updatedAt) newest.set(c.storeId, c);
  }
  // A customer the store deleted stays deleted (a late customers/update); one the walk found
  // gone, unless this state is newer than the walk.
  const tombstones = await repo.tombstonesOf(db, shop, [...newest.keys()]);
  for (const c of newest.values()) {
    const tombstone = tombstones.get(c.storeId);
    if (tombstone && (tombstone.final || isoInstant(c.updatedAt) <= tombstone.deletedAt)) continue;
    const shape = { metafields: c.metafields !== null, credit: c.storeCreditCents !== null };
    const key = `${shape.metafields}${shape.credit}`;
    const group = groups.get(key) ?? { shape, rows: [] };
    group.rows.push(mirrorRow(c));
    groups.set(key, group);
  }
  for (const { shape, rows } of groups.values()) {
    if (options.linkLocal) await repo.linkLocalRows(db, shop, rows);
    await repo.upsertMirrorRows(db, shop, rows, shape);
  }
}

/**
 * The `console` metafields of one mirrored customer as the store had them at `asOf` (its updatedAt
 * when read), unless the mirror already holds a newer state of that customer.
 */
export async function mirrorMetafields(
  db: DbOrTrx,
  shop: ShopId,
  storeId: number,
  metafields: Readonly<Record<string, string>>,
  asOf: string,
): Promise<void> {
  await repo.updateMirroredMetafields(db, shop, storeId, metafieldColumns(metafields), isoInstant(asOf));
}
