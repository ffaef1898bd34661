/**
 * The search filters data layer (docs/functions/commerce-tools.md §2.11): collections, a collection's filters, the filter
 * definitions, the facet preview and every change, with messages naming the filter and the
 * collection. Components call these, never the API client.
 */
import { useQuery } from '@tanstack/react-query';
import { searchFiltersContract as c } from '@console/contracts/search-filters.contract';
import type { CallBodyInput } from '@console/contracts/common/call';
import { ApiError, callApi } from '../../api/api-client';
import { listedNames } from '../../ui/use-unsaved-guard';
import { filterKeys } from './search-filters-query-keys';

type FilterPatch = Omit<CallBodyInput<typeof c.updateFilter>, 'name'>;
type OptionsBody = CallBodyInput<typeof c.updateOptions>['options'];
type DefinitionUi = Omit<CallBodyInput<typeof c.updateDefinitionUi>, 'name'>;
type DefinitionSolr = Omit<CallBodyInput<typeof c.updateDefinitionSolr>, 'name'>;

export function useCollections() {
  return useQuery({ queryKey: filterKeys.named('collections'), queryFn: ({ signal }) => callApi(c.collections, { signal }) });
}

export function useCollectionFilters(collection: string | null) {
  return useQuery({
    queryKey: filterKeys.list({ collection }),
    enabled: collection !== null,
    queryFn: ({ signal }) => callApi(c.collectionFilters, { params: { id: collection ?? '' }, signal }),
  });
}

export function useFilterDefinitions() {
  return useQuery({ queryKey: filterKeys.named('definitions'), queryFn: ({ signal }) => callApi(c.definitions, { signal }) });
}

export function useFacetPreview(collection: string, query: string) {
  return useQuery({
    queryKey: filterKeys.named('preview', { collection, query }),
    queryFn: ({ signal }) => callApi(c.preview, { params: { id: collection }, query: { q: query || undefined }, signal }),
  });
}

/**
 * What a change of a filter definition makes stale: the definitions, and the collections' filters built on
 * them; a SOLR change also what the facet previews search. The collections list stays.
 */
export const definitionChanges = (what: 'active' | 'UI' | 'SOLR') => [
  filterKeys.named('definitions'),
  filterKeys.lists(),
  ...(what === 'SOLR' ? [filterKeys.named('preview', {})] : []),
];

/** The server's {status, msg} of a refused call, or the error's own message. */
export function refusalOf(error: unknown): { status: false; msg: string } {
  const body = error instanceof ApiError ? (error.body as unknown as { msg?: string } | null) : null;
  return { status: false, msg: body?.msg ?? (error instanceof Error ? error.message : String(error)) };
}

/** An add or remove answers 200 or 400 with {status, msg}; the message is shown either way (docs/functions/commerce-tools.md §7). */
export async function includeFilter(collection: string, name: string, include: boolean): Promise<{ status: boolean; msg: string }> {
  try {
    return await callApi(include ? c.include : c.remove, { params: { id: collection }, body: { collection, name } });
  } catch (error) {
    return refusalOf(error);
  }
}

export const updateCollectionFilter = (collection: string, name: string, patch: FilterPatch) =>
  callApi(c.updateFilter, { params: { id: collection }, body: { name, ...patch } });
export const updateFilterOptions = (collection: string, filter: string, options: OptionsBody) =>
  callApi(c.updateOptions, { params: { id: collection }, body: { collection, filter, options } });
export const copyFilters = (collection: string, filters: string[], collections: string[]) =>
  callApi(c.copy, { body: { collection, filters, collections } });
export const setFilterActive = (name: string, active: boolean) => callApi(c.setActive, { body: { name, active } });
export const updateDefinitionUi = (name: string, values: DefinitionUi) => callApi(c.updateDefinitionUi, { body: { name, ...values } });
export const updateDefinitionSolr = (name: string, values: DefinitionSolr) =>
  callApi(c.updateDefinitionSolr, { body: { name, ...values } });
export const updateCollections = () => callApi(c.updateCollections);

/** 'Power Tools', the title an operator knows, else the id. */
export const collectionName = (collections: ReadonlyArray<{ id: string; title: string }>, id: string): string =>
  collections.find((x) => x.id === id)?.title ?? id;

export const filterSavedText = (filter: string, collection: string): string => `Saved filter ${filter} on ${collection}.`;
export const filterSaveFailedText = (filter: string, collection: string): string => `Saving filter ${filter} on ${collection} failed`;
export const optionsSavedText = (filter: string, collection: string): string => `Saved the options of filter ${filter} on ${collection}.`;
export const definitionSavedText = (what: 'UI' | 'SOLR', filter: string): string =>
  `Saved the ${what} settings of filter ${filter} for every collection.`;
export const activeFailedText = (filter: string, active: boolean): string =>
  `${active ? 'Activating' : 'Deactivating'} filter ${filter} failed`;
/** the documented answer, then which filters went from which collection to which. */
export const copiedText = (msg: string, filters: readonly string[], from: string, to: readonly string[]): string =>
  `${msg} Copied ${filters.join(', ')} of ${from} to ${to.join(', ')}.`;
/** What leaving loses while activations wait for Update Collections: 'The pending Update Collections for filter Rating will be lost.' */
export const pendingUpdateText = (filters: readonly string[]): string =>
  `The pending Update Collections for ${filters.length === 1 ? 'filter' : 'filters'} ${listedNames(filters)} will be lost.`;
