-- sqlite SQL of the search-filters list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- search-filters.repository listCollections: default
select * from "search_collections" where "shop_id" = ? order by "title", "id";

-- search-filters.repository findCollection: by handle
select * from "search_collections" where "shop_id" = ? and "handle" = ?;

-- search-filters.repository findCollection: by id or handle
select * from "search_collections" where "shop_id" = ? and ("id" = ? or "handle" = ?);

-- search-filters.repository listDefinitions: default
select * from "search_filter_definitions" where "shop_id" = ? order by "sort_order", "name";

-- search-filters.repository listCollectionFilters: every collection
select * from "search_collection_filters" where "shop_id" = ? order by "collection_id", "sort_order", "name";

-- search-filters.repository listCollectionFilters: one collection
select * from "search_collection_filters" where "shop_id" = ? and "collection_id" = ? order by "collection_id", "sort_order", "name";
