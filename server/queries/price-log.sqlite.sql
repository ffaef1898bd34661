-- sqlite SQL of the price-log list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- price-log.repository countPriceLog: no range
select count(*) as "n" from "price_log" where "shop_id" = ? and "status" = ?;

-- price-log.repository countPriceLog: from and to
select count(*) as "n" from "price_log" where "shop_id" = ? and "status" = ? and "created_at" >= ? and "created_at" <= ?;

-- price-log.repository priceLogPage: no range, page 1
select * from "price_log" where "shop_id" = ? and "status" = ? order by "created_at" desc, "id" desc limit ? offset ?;

-- price-log.repository priceLogPage: from only, page 2
select * from "price_log" where "shop_id" = ? and "status" = ? and "created_at" >= ? order by "created_at" desc, "id" desc limit ? offset ?;

-- price-log.repository walkPriceLog: export, first chunk
select * from "price_log" where "shop_id" = ? and "status" = ? order by "created_at" desc, "id" desc limit ?;
