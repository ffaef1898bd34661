import { z } from 'zod';
import { defineCall } from './common/call';

/** Styles a filter can take in the shop; 'Custom' hands the rendering to a custom widget (docs/functions/commerce-tools.md §5). */
export const FILTER_STYLES = ['List', 'Dropdown', 'Swatch', 'Custom'] as const;
/** Custom widgets; 'Range' enables the custom range and its caption. */
export const CUSTOM_WIDGETS = ['Range', 'Rating', 'Toggle'] as const;
/** How the index buckets a filter's values. */
export const FILTER_TYPES = ['terms', 'range'] as const;

const order = z.coerce.number().int('Order must be an integer.');
const label = z.string().trim().max(120);

/** The UI settings shared by a collection's filter and a filter definition (docs/functions/commerce-tools.md §3). */
export const filterUiSettings = z.object({
  show: z.boolean(),
  style: z.enum(FILTER_STYLES),
  counts: z.boolean(),
  /** The custom widget; only meaningful when style is Custom. */
  custom: z.union([z.enum(CUSTOM_WIDGETS), z.literal('')]),
  params: z.string().trim().max(500),
  clear: z.boolean(),
  expand: z.boolean(),
  optionFinder: z.boolean(),
  customRange: z.boolean(),
  /** The range caption. */
  customRangeButton: z.string().trim().max(60),
});
export type FilterUiSettings = z.infer<typeof filterUiSettings>;

export const filterOption = z.object({ name: z.string().trim().min(1).max(200), order, overwrite: label, show: z.boolean() });
export type FilterOption = z.infer<typeof filterOption>;

/** A filter as configured in one collection. */
export const collectionFilter = filterUiSettings.extend({
  name: z.string(),
  collection: z.string(),
  options: z.array(filterOption),
  included: z.boolean(),
  order,
  overwrite: label,
});
export type CollectionFilter = z.infer<typeof collectionFilter>;

export const filterDefinition = filterUiSettings.extend({
  name: z.string(),
  active: z.boolean(),
  order,
  overwrite: label,
  type: z.enum(FILTER_TYPES),
  /** The index field the filter reads (vendor, productType, priceCents, or a product-information field). */
  field: z.string(),
  /** Return the values to the product listing page. */
  output: z.boolean(),
  /** Include in search. */
  search: z.boolean(),
});
export type FilterDefinition = z.infer<typeof filterDefinition>;

export const searchCollection = z.object({ id: z.string(), handle: z.string(), title: z.string() });
export type SearchCollection = z.infer<typeof searchCollection>;

/** One row of a collection's filter grid. */
export const collectionFilterEntry = z.object({ filter: collectionFilter, collection: z.string(), options: z.array(filterOption) });
export type CollectionFilterEntry = z.infer<typeof collectionFilterEntry>;

const status = { status: z.boolean(), msg: z.string() };
const collectionParams = z.object({ id: z.string().trim().min(1).max(200) });
const nameBody = z.object({
  collection: z.union([z.string(), z.number()]).optional(),
  name: z.string().trim().min(1, 'Filter name is required.').max(120),
});
const configurationAnswer = z.object({
  ...status,
  configuration: z.object({ filter: collectionFilter, options: z.array(filterOption) }).nullable(),
});

/** A filter's settings as the Update Filter dialog sends them: the name plus any of the settings. */
export const collectionFilterPatch = filterUiSettings.partial().extend({
  name: z.string().trim().min(1).max(120),
  order: order.optional(),
  overwrite: label.optional(),
  collection: z.union([z.string(), z.number()]).optional(),
});
export type CollectionFilterPatch = z.infer<typeof collectionFilterPatch>;

/** A copy source is named by a row of the grid (its filter object) or by the filter's name. */
const copySource = z.union([
  z.string().trim().min(1),
  z.object({ name: z.string().trim().min(1) }).loose(),
  z.object({ filter: z.object({ name: z.string().trim().min(1) }).loose() }).loose(),
]);
const copyTarget = z.union([z.string().trim().min(1), z.number(), z.object({ id: z.union([z.string(), z.number()]) }).loose()]);

export const definitionUiPatch = filterUiSettings
  .partial()
  .extend({ name: z.string().trim().min(1).max(120), order: order.optional(), overwrite: label.optional() });
export const definitionSolrPatch = z.object({
  name: z.string().trim().min(1).max(120),
  type: z.enum(FILTER_TYPES).optional(),
  field: z.string().trim().min(1).max(120).optional(),
  output: z.boolean().optional(),
  search: z.boolean().optional(),
});

export const facetPreview = z.object({
  total: z.number(),
  products: z.array(z.object({ id: z.string(), handle: z.string(), title: z.string(), priceCents: z.number() })),
  facets: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
    }),
  ),
});
export type FacetPreview = z.infer<typeof facetPreview>;

export const searchFiltersContract = {
  collections: defineCall({
    method: 'GET',
    path: '/api/filters/collections',
    flags: ['showSolrFilters'],
    response: z.object({ ...status, collections: z.array(searchCollection) }),
  }),
  collectionFilters: defineCall({
    method: 'GET',
    path: '/api/filters/collection/:id',
    flags: ['showSolrFilters'],
    params: collectionParams,
    response: z.object({ ...status, filters: z.array(collectionFilterEntry) }),
  }),
  include: defineCall({
    method: 'POST',
    path: '/api/filters/collection/:id',
    flags: ['showSolrFilters'],
    params: collectionParams,
    body: nameBody,
    response: configurationAnswer,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/filters/collection/:id',
    flags: ['showSolrFilters'],
    params: collectionParams,
    body: nameBody,
    response: configurationAnswer,
  }),
  updateFilter: defineCall({
    method: 'PATCH',
    path: '/api/filters/collection/:id/filter',
    flags: ['showSolrFilters'],
    params: collectionParams,
    body: collectionFilterPatch,
    response: z.object({ ...status, filter: collectionFilter }),
  }),
  updateOptions: defineCall({
    method: 'PATCH',
    path: '/api/filters/collection/:id/options',
    flags: ['showSolrFilters'],
    params: collectionParams,
    body: z.object({
      collection: z.union([z.string(), z.number()]).optional(),
      filter: z.union([z.string().trim().min(1), z.object({ name: z.string().trim().min(1) }).loose()]),
      options: z.array(filterOption).max(500),
    }),
    response: z.object({ ...status, filter: collectionFilter }),
  }),
  copy: defineCall({
    method: 'POST',
    path: '/api/filters/copy',
    flags: ['showSolrFilters'],
    body: z.object({
      collection: z.union([z.string(), z.number()]).optional(),
      filters: z.array(copySource).min(1, 'Choose at least one filter.'),
      collections: z.array(copyTarget).min(1, 'Choose at least one collection.'),
    }),
    response: z.object({ ...status, copied: z.number() }),
  }),
  definitions: defineCall({
    method: 'GET',
    path: '/api/filters/filtersDef',
    flags: ['showSolrFilters'],
    response: z.object({ ...status, filtersDef: z.array(filterDefinition) }),
  }),
  setActive: defineCall({
    method: 'PATCH',
    path: '/api/filters/filtersDef',
    flags: ['showSolrFilters'],
    body: z.object({ name: z.string().trim().min(1).max(120), active: z.boolean() }),
    response: filterDefinition,
  }),
  updateDefinitionUi: defineCall({
    method: 'PATCH',
    path: '/api/filters/filtersDef/ui',
    flags: ['showSolrFilters'],
    body: definitionUiPatch,
    response: filterDefinition,
  }),
  updateDefinitionSolr: defineCall({
    method: 'PATCH',
    path: '/api/filters/filtersDef/solr',
    flags: ['showSolrFilters'],
    body: definitionSolrPatch,
    response: filterDefinition,
  }),
  updateCollections: defineCall({
    method: 'GET',
    path: '/api/filters/updateCollections',
    flags: ['showSolrFilters'],
    response: z.object(status),
  }),
  /** What the index answers for a collection with its pushed filters: the visible effect of the configuration. */
  preview: defineCall({
    method: 'GET',
    path: '/api/filters/collection/:id/preview',
    flags: ['showSolrFilters'],
    params: collectionParams,
    query: z.object({ q: z.string().trim().max(60).optional(), selected: z.string().max(2000).optional() }),
    response: facetPreview,
  }),
} as const;
