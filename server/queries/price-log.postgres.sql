-- postgres SQL of the price-log list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- price-log.repository countPriceLog: no range
select count(*) as "n" from "price_log" where "shop_id" = $1 and "status" = $2;

-- price-log.repository countPriceLog: from and to
select count(*) as "n" from "price_log" where "shop_id" = $1 and "status" = $2 and "created_at" >= $3 and "created_at" <= $4;

-- price-log.repository priceLogPage: no range, page 1
select * from "price_log" where "shop_id" = $1 and "status" = $2 order by "created_at" desc, "id" desc limit $3 offset $4;

-- price-log.repository priceLogPage: from only, page 2
select * from "price_log" where "shop_id" = $1 and "status" = $2 and "created_at" >= $3 order by "created_at" desc, "id" desc limit $4 offset $5;

-- price-log.repository walkPriceLog: export, first chunk
select * from "price_log" where "shop_id" = $1 and "status" = $2 order by "created_at" desc, "id" desc limit $3;
