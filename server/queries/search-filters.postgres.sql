-- postgres SQL of the search-filters list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- search-filters.repository listCollections: default
select * from "search_collections" where "shop_id" = $1 order by "title", "id";

-- search-filters.repository findCollection: by handle
select * from "search_collections" where "shop_id" = $1 and "handle" = $2;

-- search-filters.repository findCollection: by id or handle
select * from "search_collections" where "shop_id" = $1 and ("id" = $2 or "handle" = $3);

-- search-filters.repository listDefinitions: default
select * from "search_filter_definitions" where "shop_id" = $1 order by "sort_order", "name";

-- search-filters.repository listCollectionFilters: every collection
select * from "search_collection_filters" where "shop_id" = $1 order by "collection_id", "sort_order", "name";

-- search-filters.repository listCollectionFilters: one collection
select * from "search_collection_filters" where "shop_id" = $1 and "collection_id" = $2 order by "collection_id", "sort_order", "name";
