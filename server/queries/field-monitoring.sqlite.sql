-- sqlite SQL of the field-monitoring list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- field-monitoring.repository listFields: default
select * from "monitored_fields" where "shop_id" = ? order by "field";
