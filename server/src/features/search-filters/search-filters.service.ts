import type {
  CollectionFilter,
  CollectionFilterEntry,
  CollectionFilterPatch,
  FacetPreview,
  FilterOption,
  SearchCollection,
} from '@console/contracts/search-filters.contract';
import { z } from 'zod';
import type { ShopContext } from '../../app-context';
import { GLOBAL_FACETS, type CollectionFacets } from '../../integrations/search-index/search-index.port';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { badRequest, notFound } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import { normalizeUi, parseOptions, parseUi, pickUi, toCollectionFilter, toFacet } from './search-filters.mapping';
import * as repo from './search-filters.repository';
import { collectionHandle } from '../../integrations/search-index/collection-handle';
import { countText } from '@console/contracts/common/numbers';

type Answer<T> = { status: boolean; msg: string } & T;
type Configuration = Answer<{ configuration: { filter: CollectionFilter; options: FilterOption[] } | null }>;

const toCollection = (row: repo.CollectionRow): SearchCollection => ({ id: String(row.id), handle: row.handle, title: row.title });

async function collectionOrThrow(db: DbOrTrx, shop: ShopId, id: string): Promise<repo.CollectionRow> {
  const collection = await repo.findCollection(db, shop, id);
  if (!collection) throw notFound('Collection');
  return collection;
}

export async function listCollections(ctx: ShopContext): Promise<Answer<{ collections: SearchCollection[] }>> {
  const rows = await repo.listCollections(ctx.db, ctx.shop.id);
  return { status: true, msg: rows.length === 0 ? 'No collections found.' : '', collections: rows.map(toCollection) };
}

/**
 * Every active filter definition as a row of the collection's grid: included ones with their stored
 * settings, the others with the definition's defaults. Options list the configured ones and then
 * the values the live index holds for the filter in this collection, so an operator can order them.
 */
export async function collectionFilters(ctx: ShopContext, id: string): Promise<Answer<{ filters: CollectionFilterEntry[] }>> {
  const collection = await collectionOrThrow(ctx.db, ctx.shop.id, id);
  const definitions = (await repo.listDefinitions(ctx.db, ctx.shop.id)).filter((d) => d.active === 1);
  const stored = new Map((await repo.listCollectionFilters(ctx.db, ctx.shop.id, collection.id)).map((r) => [r.name, r]));
  const filters = definitions.map((d) => toCollectionFilter(d, collection, stored.get(d.name)));
  const seen = await ctx.searchIndex.search({
    collection: collection.handle,
    limit: 0,
    facets: definitions.map((d, i) => toFacet(d, { ...filters[i]!, options: [] })),
  });
  const entries = filters.map((filter) => {
    const values = seen.facets.find((f) => f.name === filter.name)?.values ?? [];
    const known = new Set(filter.options.map((o) => o.name));
    const found = values
      .filter((v) => !known.has(v.value))
      .map((v, i) => ({ name: v.value, order: filter.options.length + i, overwrite: '', show: true }));
    return { filter, collection: filter.collection, options: [...filter.options, ...found] };
  });
  entries.sort(
    (a, b) =>
      Number(b.filter.included) - Number(a.filter.included) ||
      a.filter.order - b.filter.order ||
      a.filter.name.localeCompare(b.filter.name),
  );
  return { status: true, msg: entries.length === 0 ? 'No filters found.' : '', filters: entries };
}

/** Adds a filter to a collection; a refusal answers status false with the reason (docs/functions/commerce-tools.md §7: shown as is). */
export async function includeFilter(ctx: ShopContext, operator: Operator, id: string, name: string): Promise<Configuration> {
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx): Promise<Configuration> => {
    const collection = await collectionOrThrow(trx, shop, id);
    const definition = await repo.findDefinition(trx, shop, name);
    if (!definition || definition.active !== 1)
      return { status: false, msg: `Filter ${name} is not an active filter definition.`, configuration: null };
    if (await repo.findCollectionFilter(trx, shop, collection.id, name))
      return { status: false, msg: `Filter ${name} is already included in ${collection.title}.`, configuration: null };
    const filter = toCollectionFilter(definition, collection, undefined);
    await repo.upsertCollectionFilter(trx, shop, {
      collection_id: collection.id,
      name,
      sort_order: filter.order,
      overwrite: filter.overwrite,
      ui: JSON.stringify(pickUi(filter)),
      options: '[]',
      updated_at: nowIso(),
    });
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'search-filters.include',
      target: `collection:${collection.handle}`,
      after: { name },
    });
    return {
      status: true,
      msg: `Filter ${name} added to ${collection.title}.`,
      configuration: { filter: { ...filter, included: true }, options: [] },
    };
  });
}

export async function removeFilter(ctx: ShopContext, operator: Operator, id: string, name: string): Promise<Configuration> {
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx): Promise<Configuration> => {
    const collection = await collectionOrThrow(trx, shop, id);
    const row = await repo.findCollectionFilter(trx, shop, collection.id, name);
    const definition = await repo.findDefinition(trx, shop, name);
    if (!row || !definition) return { status: false, msg: `Filter ${name} is not included in ${collection.title}.`, configuration: null };
    const before = toCollectionFilter(definition, collection, row);
    await repo.deleteCollectionFilter(trx, shop, row.id);
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'search-filters.remove',
      target: `collection:${collection.handle}`,
      before,
    });
    const after = toCollectionFilter(definition, collection, undefined);
    return {
      status: true,
      msg: `Filter ${name} removed from ${collection.title}.`,
      configuration: { filter: after, options: after.options },
    };
  });
}

async function includedOrThrow(trx: DbOrTrx, shop: ShopId, collection: repo.CollectionRow, name: string) {
  const row = await repo.findCollectionFilter(trx, shop, collection.id, name);
  const definition = await repo.findDefinition(trx, shop, name);
  if (!row || !definition)
    throw badRequest(`Filter ${name} is not included in ${collection.title}.`, { name: 'Include the filter first.' });
  return { row, definition };
}

export async function updateCollectionFilter(
  ctx: ShopContext,
  operator: Operator,
  id: string,
  patch: CollectionFilterPatch,
): Promise<Answer<{ filter: CollectionFilter }>> {
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx) => {
    const collection = await collectionOrThrow(trx, shop, id);
    const { row, definition } = await includedOrThrow(trx, shop, collection, patch.name);
    const before = toCollectionFilter(definition, collection, row);
    const ui = normalizeUi({ ...parseUi(row.ui), ...pickUi(patch) });
    const values = {
      sort_order: patch.order ?? row.sort_order,
      overwrite: patch.overwrite ?? row.overwrite,
      ui: JSON.stringify(ui),
      updated_at: nowIso(),
    };
    await repo.updateCollectionFilter(trx, shop, row.id, values);
    const filter = toCollectionFilter(definition, collection, { ...row, ...values });
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'search-filters.update',
      target: `collection:${collection.handle}`,
      before,
      after: filter,
    });
    return { status: true, msg: 'Filter updated.', filter };
  });
}

export async function updateFilterOptions(
  ctx: ShopContext,
  operator: Operator,
  id: string,
  name: string,
  options: FilterOption[],
): Promise<Answer<{ filter: CollectionFilter }>> {
  const names = options.map((o) => o.name);
  if (new Set(names).size !== names.length) throw badRequest('Each option may appear once.', { options: 'Each option may appear once.' });
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx) => {
    const collection = await collectionOrThrow(trx, shop, id);
    const { row, definition } = await includedOrThrow(trx, shop, collection, name);
    const values = { options: JSON.stringify(options), updated_at: nowIso() };
    await repo.updateCollectionFilter(trx, shop, row.id, values);
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'search-filters.options',
      target: `collection:${collection.handle}`,
      before: { name, options: parseOptions(row.options) },
      after: { name, options },
    });
    return { status: true, msg: 'Options updated.', filter: toCollectionFilter(definition, collection, { ...row, ...values }) };
  });
}

const copySourceName = (source: unknown): string =>
  typeof source === 'string'
    ? source
    : (z.object({ filter: z.object({ name: z.string() }) }).safeParse(source).data?.filter.name ?? (source as { name: string }).name);
const copySourceCollection = (source: unknown): string | undefined =>
  z
    .object({ collection: z.union([z.string(), z.number()]) })
    .safeParse(source)
    .data?.collection?.toString() ??
  z
    .object({ filter: z.object({ collection: z.union([z.string(), z.number()]) }) })
    .safeParse(source)
    .data?.filter.collection.toString();
const copyTargetId = (target: unknown): string =>
  typeof target === 'object' && target !== null ? String((target as { id: unknown }).id) : String(target);

/** Copies the chosen filters' configuration (settings and options) of one collection into others. */
export async function copyConfiguration(
  ctx: ShopContext,
  operator: Operator,
  body: { collection?: string | number; filters: unknown[]; collections: unknown[] },
): Promise<Answer<{ copied: number }>> {
  const sourceId = body.collection?.toString() ?? body.filters.map(copySourceCollection).find((c) => c !== undefined);
  if (!sourceId) throw badRequest('Name the collection to copy from.', { collection: 'Name the collection to copy from.' });
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx) => {
    const source = await collectionOrThrow(trx, shop, sourceId);
    const rows = await Promise.all(body.filters.map(copySourceName).map((name) => includedOrThrow(trx, shop, source, name)));
    const targets = await Promise.all(body.collections.map(copyTargetId).map((id) => collectionOrThrow(trx, shop, id)));
    let copied = 0;
    for (const target of targets.filter((t) => t.id !== source.id)) {
      for (const { row } of rows) {
        await repo.upsertCollectionFilter(trx, shop, {
          collection_id: target.id,
          name: row.name,
          sort_order: row.sort_order,
          overwrite: row.overwrite,
          ui: row.ui,
          options: row.options,
          updated_at: nowIso(),
        });
        copied += 1;
      }
    }
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'search-filters.copy',
      target: `collection:${source.handle}`,
      after: { filters: rows.map((r) => r.row.name), collections: targets.map((t) => t.handle) },
    });
    return { status: true, msg: `Configuration copied to ${countText(targets.length, 'collection')}.`, copied };
  });
}

/** The whole configuration as the index takes it: each collection's included filters, and the global ones. */
async function facetConfiguration(db: DbOrTrx, shop: ShopId): Promise<CollectionFacets[]> {
  const definitions = new Map((await repo.listDefinitions(db, shop)).filter((d) => d.active === 1).map((d) => [d.name, d]));
  const collections = await repo.listCollections(db, shop);
  const rows = await repo.listCollectionFilters(db, shop);
  const perCollection = collections.map((collection) => ({
    collection: collection.handle,
    facets: rows
      .filter((r) => r.collection_id === collection.id && definitions.has(r.name))
      .map((r) => ({ definition: definitions.get(r.name)!, filter: toCollectionFilter(definitions.get(r.name)!, collection, r) }))
      .filter(({ filter }) => filter.show)
      .map(({ definition, filter }) => toFacet(definition, filter)),
  }));
  const global = [...definitions.values()]
    .filter((d) => d.search === 1 && parseUi(d.ui).show)
    .map((d) => toFacet(d, { ...parseUi(d.ui), name: d.name, order: d.sort_order, overwrite: d.overwrite, options: [] }));
  return [...perCollection, { collection: GLOBAL_FACETS, facets: global }];
}

/** Update Collections: pushes the configuration to the search index. */
export async function pushConfiguration(ctx: ShopContext, operator: Operator): Promise<{ status: boolean; msg: string }> {
  const configuration = await facetConfiguration(ctx.db, ctx.shop.id);
  try {
    await ctx.searchIndex.setFacets(configuration);
  } catch (err) {
    ctx.log.warn({ err }, 'search filters: push to the index failed');
    return { status: false, msg: `The search index did not take the configuration: ${err instanceof Error ? err.message : String(err)}` };
  }
  await writeAudit(ctx.db, {
    shop: ctx.shop.id,
    operatorId: operator.id,
    action: 'search-filters.push',
    target: `search-index:${ctx.searchIndex.name}`,
    after: { collections: configuration.length - 1 },
  });
  return { status: true, msg: `Filters updated for ${configuration.length - 1} collections.` };
}

const selection = z.record(z.string(), z.array(z.string()));

/** A faceted query on the live index with the pushed filters of the collection. */
export async function previewCollection(
  ctx: ShopContext,
  id: string,
  text: string | undefined,
  selected: string | undefined,
): Promise<FacetPreview> {
  const collection = await collectionOrThrow(ctx.db, ctx.shop.id, id);
  let chosen: Record<string, string[]> = {};
  if (selected) {
    const parsed = selection.safeParse(
      (() => {
        try {
          return JSON.parse(selected) as unknown;
        } catch {
          return null;
        }
      })(),
    );
    if (!parsed.success) throw badRequest('selected is not valid.', { selected: 'Give a JSON object of filter name to values.' });
    chosen = parsed.data;
  }
  return ctx.searchIndex.search({ collection: collection.handle, text, selected: chosen, limit: 24 });
}

/**
 * Makes sure a collection exists for each of these (the search sync calls this with the store's
 * collections, or with its product types where the store has no collections: the embedded store).
 */
export async function registerCollections(
  db: DbOrTrx,
  shop: ShopId,
  collections: ReadonlyArray<string | { handle: string; title: string }>,
): Promise<void> {
  const now = nowIso();
  const rows = collections
    .map((c) => (typeof c === 'string' ? { handle: collectionHandle(c), title: c } : c))
    .filter((c) => c.title.trim() !== '');
  await repo.ensureCollections(
    db,
    shop,
    rows.map((c) => ({ ...c, created_at: now })),
  );
}
