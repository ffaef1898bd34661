-- postgres SQL of the coupons list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- coupons.repository countCoupons: no range
select count(*) as "n" from "coupons";

-- coupons.repository countCoupons: from and to
select count(*) as "n" from "coupons" where "assigned_at" >= $1 and "assigned_at" <= $2;

-- coupons.repository couponPage: no range, page 1
select * from "coupons" order by "created_at" desc, "id" desc limit $1 offset $2;

-- coupons.repository couponPage: from and to, page 2
select * from "coupons" where "assigned_at" >= $1 and "assigned_at" <= $2 order by "created_at" desc, "id" desc limit $3 offset $4;

-- coupons.repository resendsOf: the coupons of a page
select "r"."coupon_id", "r"."created_at", "r"."to_address", "m"."status" from "coupon_resends" as "r" inner join "mail_outbox" as "m" on "m"."id" = "r"."mail_id" where "r"."coupon_id" in ($1, $2, $3) order by "r"."id" desc;
