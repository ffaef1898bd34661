-- sqlite SQL of the coupons list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- coupons.repository countCoupons: no range
select count(*) as "n" from "coupons" where "shop_id" = ?;

-- coupons.repository countCoupons: from and to
select count(*) as "n" from "coupons" where "shop_id" = ? and "assigned_at" >= ? and "assigned_at" <= ?;

-- coupons.repository couponPage: no range, page 1
select * from "coupons" where "shop_id" = ? order by "created_at" desc, "id" desc limit ? offset ?;

-- coupons.repository couponPage: from and to, page 2
select * from "coupons" where "shop_id" = ? and "assigned_at" >= ? and "assigned_at" <= ? order by "created_at" desc, "id" desc limit ? offset ?;

-- coupons.repository couponPage: code search, used only
select * from "coupons" where "shop_id" = ? and "code" >= ? and "code" < ? and "order_ref" is not null order by "created_at" desc, "id" desc limit ? offset ?;

-- coupons.repository countCoupons: code search, not used only
select count(*) as "n" from "coupons" where "shop_id" = ? and "code" >= ? and "code" < ? and "order_ref" is null;

-- coupons.repository resendsOf: the coupons of a page
select "r"."coupon_id", "r"."created_at", "r"."to_address", "m"."status" from "coupon_resends" as "r" inner join "mail_outbox" as "m" on "m"."shop_id" = "r"."shop_id" and "m"."id" = "r"."mail_id" where "r"."shop_id" = ? and "r"."coupon_id" in (?, ?, ?) order by "r"."id" desc;
