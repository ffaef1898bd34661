-- postgres SQL of the credits list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- credit-lists.repository customersPage: default (name ascending) [1/2]
select * from "credit_accounts" order by "name_lower" asc, "id" asc limit $1 offset $2;

-- credit-lists.repository customersPage: default (name ascending) [2/2]
select count(*) as "n" from "credit_accounts";

-- credit-lists.repository customersPage: search, by balance, page 2 [1/2]
select * from "credit_accounts" where ("name_lower" like $1 escape '!' or "email_lower" like $2 escape '!') order by "balance_cents" desc, "id" desc limit $3 offset $4;

-- credit-lists.repository customersPage: search, by balance, page 2 [2/2]
select count(*) as "n" from "credit_accounts" where ("name_lower" like $1 escape '!' or "email_lower" like $2 escape '!');

-- credit-lists.repository customersChunk: export, first chunk
select * from "credit_accounts" order by "created_at" desc, "id" desc limit $1;

-- credit-lists.repository customersChunk: export with search, next chunk
select * from "credit_accounts" where ("name_lower" like $1 escape '!' or "email_lower" like $2 escape '!') and (created_at, id) < ($3, $4) order by "created_at" desc, "id" desc limit $5;

-- credit-lists.repository ledgerPage: no filter (created, newest first) [1/2]
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."id" = "t"."account_id" order by "t"."created_at" desc, "t"."id" desc limit $1 offset $2;

-- credit-lists.repository ledgerPage: no filter (created, newest first) [2/2]
select count(*) as "n" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."id" = "t"."account_id";

-- credit-lists.repository ledgerPage: every filter, by customer name, page 3 [1/2]
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."id" = "t"."account_id" where t.created_at >= $1 and t.created_at < $2 and "a"."name_lower" like $3 escape '!' and "a"."email_lower" like $4 escape '!' and lower(t.admin_name) like $5 escape '!' and lower(t.admin_email) like $6 escape '!' and ("a"."name_lower" like $7 escape '!' or "a"."email_lower" like $8 escape '!' or lower(t.reference) like $9 escape '!' or lower(t.admin_name) like $10 escape '!' or lower(t.admin_email) like $11 escape '!') and ((t.kind = $12 and abs(t.amount_cents) between $13 and $14) or (t.kind = $15 and abs(t.amount_cents) between $16 and $17)) order by "a"."name_lower" asc, "t"."id" asc limit $18 offset $19;

-- credit-lists.repository ledgerPage: every filter, by customer name, page 3 [2/2]
select count(*) as "n" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."id" = "t"."account_id" where t.created_at >= $1 and t.created_at < $2 and "a"."name_lower" like $3 escape '!' and "a"."email_lower" like $4 escape '!' and lower(t.admin_name) like $5 escape '!' and lower(t.admin_email) like $6 escape '!' and ("a"."name_lower" like $7 escape '!' or "a"."email_lower" like $8 escape '!' or lower(t.reference) like $9 escape '!' or lower(t.admin_name) like $10 escape '!' or lower(t.admin_email) like $11 escape '!') and ((t.kind = $12 and abs(t.amount_cents) between $13 and $14) or (t.kind = $15 and abs(t.amount_cents) between $16 and $17));

-- credit-lists.repository ledgerChunk: export, first chunk
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."id" = "t"."account_id" order by "t"."created_at" desc, "t"."id" desc limit $1;

-- credit-lists.repository ledgerChunk: export with every filter, next chunk
select "t"."id", "t"."kind", "t"."amount_cents", "t"."balance_after_cents", "t"."reference", "t"."expiration_date", "t"."admin_name", "t"."admin_email", "t"."created_at", "a"."name" as "customer_name", "a"."email" as "customer_email" from "credit_transactions" as "t" inner join "credit_accounts" as "a" on "a"."id" = "t"."account_id" where t.created_at >= $1 and t.created_at < $2 and "a"."name_lower" like $3 escape '!' and "a"."email_lower" like $4 escape '!' and lower(t.admin_name) like $5 escape '!' and lower(t.admin_email) like $6 escape '!' and ("a"."name_lower" like $7 escape '!' or "a"."email_lower" like $8 escape '!' or lower(t.reference) like $9 escape '!' or lower(t.admin_name) like $10 escape '!' or lower(t.admin_email) like $11 escape '!') and ((t.kind = $12 and abs(t.amount_cents) between $13 and $14) or (t.kind = $15 and abs(t.amount_cents) between $16 and $17)) and (t.created_at, t.id) < ($18, $19) order by "t"."created_at" desc, "t"."id" desc limit $20;

-- store-credit-moves.repository movesInReview: review list
select "m".*, "a"."email", "a"."store_customer_id", "a"."name" from "store_credit_moves" as "m" inner join "credit_accounts" as "a" on "a"."id" = "m"."account_id" where "m"."state" = $1 order by "m"."id" limit $2;
