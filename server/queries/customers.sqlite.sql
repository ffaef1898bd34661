-- sqlite SQL of the customers list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- customers.repository customerListQuery: students pending, page 1
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: next page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? and ("created_at", "id") < (?, ?) order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: previous page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? and ("created_at", "id") > (?, ?) order by "created_at" asc, "id" asc limit 26;

-- customers.repository customerListQuery: e-mail prefix search
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? and "email_lower" >= ? and "email_lower" < ? order by "created_at" desc, "id" desc limit ?;

-- customers.repository customerListQuery: created-day search, next page
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? and "created_at" >= ? and "created_at" < ? and ("created_at", "id") < (?, ?) order by "created_at" desc, "id" desc limit ?;

-- customers.repository customerListQuery: national partners (no status)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and "status" is null order by "created_at" desc, "id" desc limit 26;

-- customers.repository customerListQuery: store account state filter
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? and "store_state" = ? order by "created_at" desc, "id" desc limit 26;

-- customers.repository countCustomerList: status, no search
select count(*) as "n" from (select "id" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? limit ?) as "matches";

-- customers.repository countCustomerList: no status, e-mail prefix
select count(*) as "n" from (select "id" from "customers" where "shop_id" = ? and "programme" = ? and "status" is null and "email_lower" >= ? and "email_lower" < ? limit ?) as "matches";

-- customers.repository countCustomerList: store state, created-day search
select count(*) as "n" from (select "id" from "customers" where "shop_id" = ? and "programme" = ? and "status" = ? and "store_state" = ? and "created_at" >= ? and "created_at" < ? limit ?) as "matches";

-- customers.repository customersByNamePrefix: first name (palette)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and lower("first_name") >= ? and lower("first_name") < ? limit ?;

-- customers.repository customersByNamePrefix: first and last name (palette)
select "id", "programme", "status", "first_name", "last_name", "email", "tags", "country", "school", "course", "state", "start_date", "end_date", "crm_id", "as400_id", "phone", "dob", "privacy_consent", "email_consent", "link_distributor", "distributor_name", "amount_spent_cents", "discount_limit_cents", "created_at" from "customers" where "shop_id" = ? and "programme" = ? and lower("first_name") >= ? and lower("first_name") < ? and lower("last_name") >= ? and lower("last_name") < ? limit ?;
