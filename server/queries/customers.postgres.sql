-- postgres SQL of the customers list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- customers.repository customerListQuery: students pending, page 1
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: next page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and ("created_at", "id") < ($4, $5) order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: previous page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and ("created_at", "id") > ($4, $5) order by "created_at" asc, "id" asc limit 26;

-- customers.repository customerListQuery: e-mail prefix search
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and "email_lower" >= $4 and "email_lower" < $5 order by "created_at" desc, "id" desc limit $6;

-- customers.repository customerListQuery: created-day search, next page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and "created_at" >= $4 and "created_at" < $5 and ("created_at", "id") < ($6, $7) order by "created_at" desc, "id" desc limit $8;

-- customers.repository customerListQuery: national partners (no status)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" is null order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: store account state filter
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and "store_state" = $4 order by "created_at" desc, "id" desc limit 26;

-- customers.repository countCustomerList: status, no search
select count(*) as "n" from (select "id" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 limit $4) as "matches";

-- customers.repository countCustomerList: no status, e-mail prefix
select count(*) as "n" from (select "id" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" is null and "email_lower" >= $3 and "email_lower" < $4 limit $5) as "matches";

-- customers.repository countCustomerList: store state, created-day search
select count(*) as "n" from (select "id" from "customers" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and "store_state" = $4 and "created_at" >= $5 and "created_at" < $6 limit $7) as "matches";

-- customers.repository customersByNamePrefix: first name (palette)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and lower("first_name" COLLATE "C") >= $3 and lower("first_name" COLLATE "C") < $4 limit $5;

-- customers.repository customersByNamePrefix: first and last name (palette)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = $1 and "programme" = $2 and lower("first_name" COLLATE "C") >= $3 and lower("first_name" COLLATE "C") < $4 and lower("last_name" COLLATE "C") >= $5 and lower("last_name" COLLATE "C") < $6 limit $7;
