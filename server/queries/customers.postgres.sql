-- postgres SQL of the customers list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- customers.repository customerListQuery: students pending, page 1
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and "status" = $2 order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: next page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and "status" = $2 and ("created_at", "id") < ($3, $4) order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: previous page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and "status" = $2 and ("created_at", "id") > ($3, $4) order by "created_at" asc, "id" asc limit 26;

-- customers.repository customerListQuery: e-mail prefix search
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and "status" = $2 and "email_lower" >= $3 and "email_lower" < $4 order by "created_at" desc, "id" desc limit $5;

-- customers.repository customerListQuery: created-day search, next page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and "status" = $2 and "created_at" >= $3 and "created_at" < $4 and ("created_at", "id") < ($5, $6) order by "created_at" desc, "id" desc limit $7;

-- customers.repository customerListQuery: national partners (no status)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and "status" is null order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: store account state filter
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and "status" = $2 and "store_state" = $3 order by "created_at" desc, "id" desc limit 26;

-- customers.repository countCustomerList: status, no search
select count(*) as "n" from (select "id" from "customers" where "programme" = $1 and "status" = $2 limit $3) as "matches";

-- customers.repository countCustomerList: no status, e-mail prefix
select count(*) as "n" from (select "id" from "customers" where "programme" = $1 and "status" is null and "email_lower" >= $2 and "email_lower" < $3 limit $4) as "matches";

-- customers.repository countCustomerList: store state, created-day search
select count(*) as "n" from (select "id" from "customers" where "programme" = $1 and "status" = $2 and "store_state" = $3 and "created_at" >= $4 and "created_at" < $5 limit $6) as "matches";

-- customers.repository customersByNamePrefix: first name (palette)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and lower("first_name" COLLATE "C") >= $2 and lower("first_name" COLLATE "C") < $3 limit $4;

-- customers.repository customersByNamePrefix: first and last name (palette)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "programme" = $1 and lower("first_name" COLLATE "C") >= $2 and lower("first_name" COLLATE "C") < $3 and lower("last_name" COLLATE "C") >= $4 and lower("last_name" COLLATE "C") < $5 limit $6;
