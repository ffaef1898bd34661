-- sqlite SQL of the display-names list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- display-names.repository listDisplayNames: default
select "key", "value" from "display_names" where "shop_id" = ? order by "sort", "key";
