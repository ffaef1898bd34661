import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SearchCollectionFilterTable, SearchCollectionTable, SearchFilterDefinitionTable } from './search-filters.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type DefinitionRow = Selectable<SearchFilterDefinitionTable>;
export type CollectionRow = Selectable<SearchCollectionTable>;
export type CollectionFilterRow = Selectable<SearchCollectionFilterTable>;

export function listCollections(db: DbOrTrx, shop: ShopId): Promise<CollectionRow[]> {
  return db.selectFrom('search_collections').selectAll().where('shop_id', '=', shop).orderBy('title').orderBy('id').execute();
}

/** A collection by its id or its handle (clients may name it either way). */
export function findCollection(db: DbOrTrx, shop: ShopId, idOrHandle: string): Promise<CollectionRow | undefined> {
  const id = /^\d{1,15}$/.test(idOrHandle) ? Number(idOrHandle) : null;
  return db
    .selectFrom('search_collections')
    .selectAll()
    .where('shop_id', '=', shop)
    .where((eb) => (id === null ? eb('handle', '=', idOrHandle) : eb.or([eb('id', '=', id), eb('handle', '=', idOrHandle)])))
    .executeTakeFirst();
}

/** Adds collections that are not there yet; existing ones keep their title. */
export async function ensureCollections(
  db: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<Omit<Insertable<SearchCollectionTable>, 'shop_id'>>,
): Promise<void> {
  for (const row of rows)
    await db
      .insertInto('search_collections')
      .values({ ...row, shop_id: shop })
      .onConflict((oc) => oc.columns(['shop_id', 'handle']).doNothing())
      .execute();
}

export function listDefinitions(db: DbOrTrx, shop: ShopId): Promise<DefinitionRow[]> {
  return db.selectFrom('search_filter_definitions').selectAll().where('shop_id', '=', shop).orderBy('sort_order').orderBy('name').execute();
}

export function findDefinition(db: DbOrTrx, shop: ShopId, name: string): Promise<DefinitionRow | undefined> {
  return db.selectFrom('search_filter_definitions').selectAll().where('shop_id', '=', shop).where('name', '=', name).executeTakeFirst();
}

export async function insertDefinitions(
  db: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<Omit<Insertable<SearchFilterDefinitionTable>, 'shop_id'>>,
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('search_filter_definitions')
      .values(rows.map((r) => ({ ...r, shop_id: shop })))
      .onConflict((oc) => oc.columns(['shop_id', 'name']).doNothing())
      .execute();
}

export async function updateDefinition(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Updateable<SearchFilterDefinitionTable>,
): Promise<void> {
  await db.updateTable('search_filter_definitions').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

export function listCollectionFilters(db: DbOrTrx, shop: ShopId, collectionId?: number): Promise<CollectionFilterRow[]> {
  let query = db.selectFrom('search_collection_filters').selectAll().where('shop_id', '=', shop);
  if (collectionId !== undefined) query = query.where('collection_id', '=', collectionId);
  return query.orderBy('collection_id').orderBy('sort_order').orderBy('name').execute();
}

export function findCollectionFilter(
  db: DbOrTrx,
  shop: ShopId,
  collectionId: number,
  name: string,
): Promise<CollectionFilterRow | undefined> {
  return db
    .selectFrom('search_collection_filters')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('collection_id', '=', collectionId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Inserts, or replaces the settings of, a collection's filter. */
export async function upsertCollectionFilter(
  db: DbOrTrx,
  shop: ShopId,
  row: Omit<Insertable<SearchCollectionFilterTable>, 'shop_id'>,
): Promise<void> {
  await db
    .insertInto('search_collection_filters')
    .values({ ...row, shop_id: shop })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'collection_id', 'name']).doUpdateSet({
        sort_order: row.sort_order,
        overwrite: row.overwrite,
        ui: row.ui,
        options: row.options,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function updateCollectionFilter(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Updateable<SearchCollectionFilterTable>,
): Promise<void> {
  await db.updateTable('search_collection_filters').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

export async function deleteCollectionFilter(db: DbOrTrx, shop: ShopId, id: number): Promise<void> {
  await db.deleteFrom('search_collection_filters').where('shop_id', '=', shop).where('id', '=', id).execute();
}
