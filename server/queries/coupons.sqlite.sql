-- sqlite SQL of the coupons list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- coupons.repository countCoupons: no range
select count(*) as "n" from "coupons";

-- coupons.repository countCoupons: from and to
select count(*) as "n" from "coupons" where "assigned_at" >= ? and "assigned_at" <= ?;

-- coupons.repository couponPage: no range, page 1
select * from "coupons" order by "created_at" desc, "id" desc limit ? offset ?;

-- coupons.repository couponPage: from and to, page 2
select * from "coupons" where "assigned_at" >= ? and "assigned_at" <= ? order by "created_at" desc, "id" desc limit ? offset ?;

-- coupons.repository resendsOf: the coupons of a page
select "r"."coupon_id", "r"."created_at", "r"."to_address", "m"."status" from "coupon_resends" as "r" inner join "mail_outbox" as "m" on "m"."id" = "r"."mail_id" where "r"."coupon_id" in (?, ?, ?) order by "r"."id" desc;
