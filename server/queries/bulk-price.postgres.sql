-- postgres SQL of the bulk-price list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- bulk-price.repository bulkPriceListQuery: page 1
select * from "bulk_prices" where "shop_id" = $1 order by "effective_date" desc, "id" desc limit $2;

-- bulk-price.repository bulkPriceListQuery: SKU prefix, next page
select * from "bulk_prices" where "shop_id" = $1 and "sku" >= $2 and "sku" < $3 and ("effective_date" < $4 or ("effective_date" = $5 and "id" < $6)) order by "effective_date" desc, "id" desc limit $7;

-- bulk-price.repository bulkPriceListQuery: previous page
select * from "bulk_prices" where "shop_id" = $1 and ("effective_date" > $2 or ("effective_date" = $3 and "id" > $4)) order by "effective_date" asc, "id" asc limit $5;

-- bulk-price.repository bulkPriceListQuery: scheduled only, page 1
select * from "bulk_prices" where "shop_id" = $1 and "status" = $2 order by "effective_date" desc, "id" desc limit $3;

-- bulk-price.repository countScheduled: prices waiting for their day
select count(*) as "n" from "bulk_prices" where "shop_id" = $1 and "status" = $2;
