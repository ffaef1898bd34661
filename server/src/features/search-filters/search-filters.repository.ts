import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SearchCollectionFilterTable, SearchCollectionTable, SearchFilterDefinitionTable } from './search-filters.table';
import type { DbOrTrx } from '../../platform/db';

export type DefinitionRow = Selectable<SearchFilterDefinitionTable>;
export type CollectionRow = Selectable<SearchCollectionTable>;
export type CollectionFilterRow = Selectable<SearchCollectionFilterTable>;

export function listCollections(db: DbOrTrx): Promise<CollectionRow[]> {
  return db.selectFrom('search_collections').selectAll().orderBy('title').orderBy('id').execute();
}

/** A collection by its id or its handle (clients may name it either way). */
export function findCollection(db: DbOrTrx, idOrHandle: string): Promise<CollectionRow | undefined> {
  const id = /^\d{1,15}$/.test(idOrHandle) ? Number(idOrHandle) : null;
  return db
    .selectFrom('search_collections')
    .selectAll()
    .where((eb) => (id === null ? eb('handle', '=', idOrHandle) : eb.or([eb('id', '=', id), eb('handle', '=', idOrHandle)])))
    .executeTakeFirst();
}

/** Adds collections that are not there yet; existing ones keep their title. */
export async function ensureCollections(db: DbOrTrx, rows: ReadonlyArray<Insertable<SearchCollectionTable>>): Promise<void> {
  for (const row of rows)
    await db
      .insertInto('search_collections')
      .values(row)
      .onConflict((oc) => oc.column('handle').doNothing())
      .execute();
}

export function listDefinitions(db: DbOrTrx): Promise<DefinitionRow[]> {
  return db.selectFrom('search_filter_definitions').selectAll().orderBy('sort_order').orderBy('name').execute();
}

export function findDefinition(db: DbOrTrx, name: string): Promise<DefinitionRow | undefined> {
  return db.selectFrom('search_filter_definitions').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertDefinitions(db: DbOrTrx, rows: ReadonlyArray<Insertable<SearchFilterDefinitionTable>>): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('search_filter_definitions')
      .values([...rows])
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
}

export async function updateDefinition(db: DbOrTrx, id: number, values: Updateable<SearchFilterDefinitionTable>): Promise<void> {
  await db.updateTable('search_filter_definitions').set(values).where('id', '=', id).execute();
}

export function listCollectionFilters(db: DbOrTrx, collectionId?: number): Promise<CollectionFilterRow[]> {
  let query = db.selectFrom('search_collection_filters').selectAll();
  if (collectionId !== undefined) query = query.where('collection_id', '=', collectionId);
  return query.orderBy('collection_id').orderBy('sort_order').orderBy('name').execute();
}

export function findCollectionFilter(db: DbOrTrx, collectionId: number, name: string): Promise<CollectionFilterRow | undefined> {
  return db
    .selectFrom('search_collection_filters')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Inserts, or replaces the settings of, a collection's filter. */
export async function upsertCollectionFilter(db: DbOrTrx, row: Insertable<SearchCollectionFilterTable>): Promise<void> {
  await db
    .insertInto('search_collection_filters')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['collection_id', 'name']).doUpdateSet({
        sort_order: row.sort_order,
        overwrite: row.overwrite,
        ui: row.ui,
        options: row.options,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function updateCollectionFilter(db: DbOrTrx, id: number, values: Updateable<SearchCollectionFilterTable>): Promise<void> {
  await db.updateTable('search_collection_filters').set(values).where('id', '=', id).execute();
}

export async function deleteCollectionFilter(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('search_collection_filters').where('id', '=', id).execute();
}
