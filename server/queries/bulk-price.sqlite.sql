-- sqlite SQL of the bulk-price list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- bulk-price.repository bulkPriceListQuery: page 1
select * from "bulk_prices" where "shop_id" = ? order by "effective_date" desc, "id" desc limit ?;

-- bulk-price.repository bulkPriceListQuery: SKU prefix, next page
select * from "bulk_prices" where "shop_id" = ? and "sku" >= ? and "sku" < ? and ("effective_date" < ? or ("effective_date" = ? and "id" < ?)) order by "effective_date" desc, "id" desc limit ?;

-- bulk-price.repository bulkPriceListQuery: previous page
select * from "bulk_prices" where "shop_id" = ? and ("effective_date" > ? or ("effective_date" = ? and "id" > ?)) order by "effective_date" asc, "id" asc limit ?;

-- bulk-price.repository bulkPriceListQuery: scheduled only, page 1
select * from "bulk_prices" where "shop_id" = ? and "status" = ? order by "effective_date" desc, "id" desc limit ?;

-- bulk-price.repository countScheduled: prices waiting for their day
select count(*) as "n" from "bulk_prices" where "shop_id" = ? and "status" = ?;
