-- postgres SQL of the giveaways list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- giveaways.repository countGiveaways: no search
select count(*) as "n" from "giveaways" where "shop_id" = $1;

-- giveaways.repository countGiveaways: name search
select count(*) as "n" from "giveaways" where "shop_id" = $1 and name_lower like $2 escape '\';

-- giveaways.repository listGiveaways: default (created, newest first)
select * from "giveaways" where "shop_id" = $1 order by case when "created_at" is null then 1 else 0 end, "created_at" desc, "id" desc limit $2 offset $3;

-- giveaways.repository listGiveaways: name search, by start date, page 2
select * from "giveaways" where "shop_id" = $1 and name_lower like $2 escape '\' order by case when "start_date" is null then 1 else 0 end, "start_date" asc, "id" asc limit $3 offset $4;
