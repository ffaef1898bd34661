-- postgres SQL of the bulk-price list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- bulk-price.repository bulkPriceListQuery: page 1
select * from "bulk_prices" order by "effective_date" desc, "id" desc limit $1;

-- bulk-price.repository bulkPriceListQuery: SKU prefix, next page
select * from "bulk_prices" where "sku" >= $1 and "sku" < $2 and ("effective_date" < $3 or ("effective_date" = $4 and "id" < $5)) order by "effective_date" desc, "id" desc limit $6;

-- bulk-price.repository bulkPriceListQuery: previous page
select * from "bulk_prices" where ("effective_date" > $1 or ("effective_date" = $2 and "id" > $3)) order by "effective_date" asc, "id" asc limit $4;
