-- postgres SQL of the credits list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- credit-lists.repository customersPage: default (name ascending) [1/2]
select * from "credit_accounts" where "shop_id" = $1 order by "name_lower" asc, "id" asc limit $2 offset $3;

-- credit-lists.repository customersPage: default (name ascending) [2/2]
select count(*) as "n" from "credit_accounts" where "shop_id" = $1;

-- credit-lists.repository customersPage: search, by balance, page 2 [1/2]
select * from "credit_accounts" where "shop_id" = $1 and ("name_lower" like $2 escape '!' or "email_lower" like $3 escape '!') order by "balance_cents" desc, "id" desc limit $4 offset $5;

-- credit-lists.repository customersPage: search, by balance, page 2 [2/2]
select count(*) as "n" from "credit_accounts" where "shop_id" = $1 and ("name_lower" like $2 escape '!' or "email_lower" like $3 escape '!');

-- credit-lists.repository customersChunk: export, first chunk
select * from "credit_accounts" where "shop_id" = $1 order by "created_at" desc, "id" desc limit $2;

-- credit-lists.repository customersChunk: export with search, next chunk
select * from "credit_accounts" where "shop_id" = $1 and ("name_lower" like $2 escape '!' or "email_lower" like $3 escape '!') and (created_at, id) < ($4, $5) order by "created_at" desc, "id" desc limit $6;

-- credit-lists.repository ledgerPage: no filter (created, newest first) [1/2]
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = $1 order by "t"."created_at" desc, "t"."id" desc limit $2 offset $3;

-- credit-lists.repository ledgerPage: no filter (created, newest first) [2/2]
select count(*) as "n" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = $1;

-- credit-lists.repository ledgerPage: every filter, by customer name, page 3 [1/2]
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = $1 and t.created_at >= $2 and t.created_at < $3 and "a"."name_lower" like $4 escape '!' and "a"."email_lower" like $5 escape '!' and lower(t.admin_name) like $6 escape '!' and lower(t.admin_email) like $7 escape '!' and ("a"."name_lower" like $8 escape '!' or "a"."email_lower" like $9 escape '!' or lower(t.reference) like $10 escape '!' or lower(t.admin_name) like $11 escape '!' or lower(t.admin_email) like $12 escape '!') and ((t.kind = $13 and abs(t.amount_cents) between $14 and $15) or (t.kind = $16 and abs(t.amount_cents) between $17 and $18)) order by "a"."name_lower" asc, "t"."id" asc limit $19 offset $20;

-- credit-lists.repository ledgerPage: every filter, by customer name, page 3 [2/2]
select count(*) as "n" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = $1 and t.created_at >= $2 and t.created_at < $3 and "a"."name_lower" like $4 escape '!' and "a"."email_lower" like $5 escape '!' and lower(t.admin_name) like $6 escape '!' and lower(t.admin_email) like $7 escape '!' and ("a"."name_lower" like $8 escape '!' or "a"."email_lower" like $9 escape '!' or lower(t.reference) like $10 escape '!' or lower(t.admin_name) like $11 escape '!' or lower(t.admin_email) like $12 escape '!') and ((t.kind = $13 and abs(t.amount_cents) between $14 and $15) or (t.kind = $16 and abs(t.amount_cents) between $17 and $18));

-- credit-lists.repository ledgerChunk: export, first chunk
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = $1 order by "t"."created_at" desc, "t"."id" desc limit $2;

-- credit-lists.repository ledgerChunk: export with every filter, next chunk
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."shop_id" = "t"."shop_id" and "a"."id" = "t"."account_id" where "t"."shop_id" = $1 and t.created_at >= $2 and t.created_at < $3 and "a"."name_lower" like $4 escape '!' and "a"."email_lower" like $5 escape '!' and lower(t.admin_name) like $6 escape '!' and lower(t.admin_email) like $7 escape '!' and ("a"."name_lower" like $8 escape '!' or "a"."email_lower" like $9 escape '!' or lower(t.reference) like $10 escape '!' or lower(t.admin_name) like $11 escape '!' or lower(t.admin_email) like $12 escape '!') and ((t.kind = $13 and abs(t.amount_cents) between $14 and $15) or (t.kind = $16 and abs(t.amount_cents) between $17 and $18)) and (t.created_at, t.id) < ($19, $20) order by "t"."created_at" desc, "t"."id" desc limit $21;

-- store-credit-moves.repository movesInReview: review list
select "m".*, "a"."email", "a"."store_customer_id", "a"."name" from "store_credit_moves" as "m" inner join "credit_accounts" as "a" on "a"."shop_id" = "m"."shop_id" and "a"."id" = "m"."account_id" where "m"."shop_id" = $1 and "m"."state" = $2 order by "m"."id" limit $3;
