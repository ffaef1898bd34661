-- sqlite SQL of the registration-codes list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- registration-codes.repository listCodes: every code
select "c".*, "p"."name" as "partner_name", "p"."handle" as "partner_handle" from "registration_codes" as "c" inner join "partners" as "p" on "p"."shop_id" = "c"."shop_id" and "p"."id" = "c"."partner_id" where "c"."shop_id" = ? order by "c"."id" desc;

-- registration-codes.repository listCodes: active
select "c".*, "p"."name" as "partner_name", "p"."handle" as "partner_handle" from "registration_codes" as "c" inner join "partners" as "p" on "p"."shop_id" = "c"."shop_id" and "p"."id" = "c"."partner_id" where "c"."shop_id" = ? and "c"."end_date" >= ? order by "c"."id" desc;

-- registration-codes.repository listCodes: expired
select "c".*, "p"."name" as "partner_name", "p"."handle" as "partner_handle" from "registration_codes" as "c" inner join "partners" as "p" on "p"."shop_id" = "c"."shop_id" and "p"."id" = "c"."partner_id" where "c"."shop_id" = ? and "c"."end_date" < ? order by "c"."id" desc;

-- registration-codes.repository listPartners: default
select * from "partners" where "shop_id" = ? order by "name", "id";

-- registration-codes.repository listCodeAudit: default
select "action", "target", "before", "after", "created_at" from "audit_log" where "shop_id" = ? and "target" >= ? and "target" < ? and "action" in (?, ?) order by "created_at" desc, "id" desc limit ?;
