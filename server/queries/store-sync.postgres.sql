-- postgres SQL of the store-sync list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- store-sync.repository recentErrors: recent errors list [1/3]
select "updated_at", "kind", "target", "error" from "store_writes" where "shop_id" = $1 and "error" is not null order by "updated_at" desc limit $2;

-- store-sync.repository recentErrors: recent errors list [2/3]
select "started_at", "finished_at", "error" from "store_loads" where "shop_id" = $1 and "error" is not null order by "id" desc limit $2;

-- store-sync.repository recentErrors: recent errors list [3/3]
select "updated_at", "type", "last_error" from "jobs" where "shop_id" = $1 and "type" like $2 and "last_error" is not null order by "updated_at" desc limit $3;
