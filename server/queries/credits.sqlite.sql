-- sqlite SQL of the credits list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- credit-lists.repository customersPage: default (name ascending) [1/2]
select * from "credit_accounts" where "shop_id" = ? order by "name_lower" asc, "id" asc limit ? offset ?;

-- credit-lists.repository customersPage: default (name ascending) [2/2]
select count(*) as "n" from "credit_accounts" where "shop_id" = ?;

-- credit-lists.repository customersPage: search, by balance, page 2 [1/2]
select * from "credit_accounts" where "shop_id" = ? and ("name_lower" like ? escape '!' or "email_lower" like ? escape '!') order by "balance_cents" desc, "id" desc limit ? offset ?;

-- credit-lists.repository customersPage: search, by balance, page 2 [2/2]
select count(*) as "n" from "credit_accounts" where "shop_id" = ? and ("name_lower" like ? escape '!' or "email_lower" like ? escape '!');

-- credit-lists.repository customersChunk: export, first chunk
select * from "credit_accounts" where "shop_id" = ? order by "created_at" desc, "id" desc limit ?;

-- credit-lists.repository customersChunk: export with search, next chunk
select * from "credit_accounts" where "shop_id" = ? and ("name_lower" like ? escape '!' or "email_lower" like ? escape '!') and (created_at, id) < (?, ?) order by "created_at" desc, "id" desc limit ?;

-- credit-lists.repository ledgerPage: no filter (created, newest first) [1/2]
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = ? order by "t"."created_at" desc, "t"."id" desc limit ? offset ?;

-- credit-lists.repository ledgerPage: no filter (created, newest first) [2/2]
select count(*) as "n" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = ?;

-- credit-lists.repository ledgerPage: every filter, by customer name, page 3 [1/2]
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = ? and t.created_at >= ? and t.created_at < ? and "a"."name_lower" like ? escape '!' and "a"."email_lower" like ? escape '!' and lower(t.admin_name) like ? escape '!' and lower(t.admin_email) like ? escape '!' and ("a"."name_lower" like ? escape '!' or "a"."email_lower" like ? escape '!' or lower(t.reference) like ? escape '!' or lower(t.admin_name) like ? escape '!' or lower(t.admin_email) like ? escape '!') and ((t.kind = ? and abs(t.amount_cents) between ? and ?) or (t.kind = ? and abs(t.amount_cents) between ? and ?)) order by "a"."name_lower" asc, "t"."id" asc limit ? offset ?;

-- credit-lists.repository ledgerPage: every filter, by customer name, page 3 [2/2]
select count(*) as "n" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = ? and t.created_at >= ? and t.created_at < ? and "a"."name_lower" like ? escape '!' and "a"."email_lower" like ? escape '!' and lower(t.admin_name) like ? escape '!' and lower(t.admin_email) like ? escape '!' and ("a"."name_lower" like ? escape '!' or "a"."email_lower" like ? escape '!' or lower(t.reference) like ? escape '!' or lower(t.admin_name) like ? escape '!' or lower(t.admin_email) like ? escape '!') and ((t.kind = ? and abs(t.amount_cents) between ? and ?) or (t.kind = ? and abs(t.amount_cents) between ? and ?));

-- credit-lists.repository ledgerChunk: export, first chunk
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = ? order by "t"."created_at" desc, "t"."id" desc limit ?;

-- credit-lists.repository ledgerChunk: export with every filter, next chunk
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = ? and t.created_at >= ? and t.created_at < ? and "a"."name_lower" like ? escape '!' and "a"."email_lower" like ? escape '!' and lower(t.admin_name) like ? escape '!' and lower(t.admin_email) like ? escape '!' and ("a"."name_lower" like ? escape '!' or "a"."email_lower" like ? escape '!' or lower(t.reference) like ? escape '!' or lower(t.admin_name) like ? escape '!' or lower(t.admin_email) like ? escape '!') and ((t.kind = ? and abs(t.amount_cents) between ? and ?) or (t.kind = ? and abs(t.amount_cents) between ? and ?)) and (t.created_at, t.id) < (?, ?) order by "t"."created_at" desc, "t"."id" desc limit ?;

-- store-credit-moves.repository movesInReview: review list
select "m".*, "a"."email", "a"."store_customer_id", "a"."name" from "store_credit_moves" as "m" inner join "credit_accounts" as "a" on "a"."shop_id" = "m"."shop_id" and "a"."id" = "m"."account_id" where "m"."shop_id" = ? and "m"."state" = ? order by "m"."id" limit ?;
