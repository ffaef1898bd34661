import {
  filterOption,
  filterUiSettings,
  type CollectionFilter,
  type FilterDefinition,
  type FilterOption,
  type FilterUiSettings,
} from '@console/contracts/search-filters.contract';
import { z } from 'zod';
import type { Facet } from '../../integrations/search-index/search-index.port';
import type { CollectionFilterRow, CollectionRow, DefinitionRow } from './search-filters.repository';

export const DEFAULT_UI: FilterUiSettings = {
  show: true,
  style: 'List',
  counts: true,
  custom: '',
  params: '',
  clear: true,
  expand: false,
  optionFinder: false,
  customRange: false,
  customRangeButton: '',
};

/**
 * The dependent settings of docs/functions/commerce-tools.md §5, kept consistent on the server whatever the client sends:
 * Custom and Params only with style Custom, Custom Range only with the Range widget, its caption only
 * with Custom Range, and no Option Finder in Custom style.
 */
export function normalizeUi(ui: FilterUiSettings): FilterUiSettings {
  const isCustom = ui.style === 'Custom';
  const custom = isCustom ? ui.custom : '';
  const customRange = custom === 'Range' && ui.customRange;
  return {
    ...ui,
    custom,
    params: isCustom ? ui.params : '',
    optionFinder: isCustom ? false : ui.optionFinder,
    customRange,
    customRangeButton: customRange ? ui.customRangeButton : '',
  };
}

/** Stored UI settings; a field missing or spoilt in storage falls back to its default. */
export function parseUi(json: string): FilterUiSettings {
  const parsed = filterUiSettings.partial().safeParse(JSON.parse(json));
  return normalizeUi({ ...DEFAULT_UI, ...(parsed.success ? parsed.data : {}) });
}

export function parseOptions(json: string): FilterOption[] {
  const parsed = z.array(filterOption).safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

export function pickUi(source: Partial<FilterUiSettings>): Partial<FilterUiSettings> {
  const keys = Object.keys(DEFAULT_UI) as Array<keyof FilterUiSettings>;
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as Partial<FilterUiSettings>;
}

export function toDefinition(row: DefinitionRow): FilterDefinition {
  return {
    ...parseUi(row.ui),
    name: row.name,
    active: row.active === 1,
    order: row.sort_order,
    overwrite: row.overwrite,
    type: row.type === 'range' ? 'range' : 'terms',
    field: row.field,
    output: row.output === 1,
    search: row.search === 1,
  };
}

/** A collection's filter: its stored settings when included, the definition's defaults otherwise. */
export function toCollectionFilter(
  definition: DefinitionRow,
  collection: CollectionRow,
  row: CollectionFilterRow | undefined,
): CollectionFilter {
  return {
    ...(row ? parseUi(row.ui) : parseUi(definition.ui)),
    name: definition.name,
    collection: String(collection.id),
    options: row ? parseOptions(row.options) : [],
    included: row !== undefined,
    order: row ? row.sort_order : definition.sort_order,
    overwrite: row ? row.overwrite : definition.overwrite,
  };
}

/** The index's view of a filter: the definition's field and type with the filter's labels and options. */
export function toFacet(
  definition: DefinitionRow,
  filter: Pick<CollectionFilter, 'name' | 'order' | 'overwrite' | 'options'> & FilterUiSettings,
): Facet {
  const { name, order, overwrite, options, ...settings } = filter;
  return {
    name,
    label: overwrite,
    field: definition.field,
    type: definition.type === 'range' ? 'range' : 'terms',
    order,
    options: options.map((o) => ({ value: o.name, label: o.overwrite, order: o.order, show: o.show })),
    settings: pickUi(settings),
  };
}
