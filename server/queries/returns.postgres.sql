-- postgres SQL of the returns list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- returns.repository recentReturns: recent returns list
select "r"."id", "r"."lineitem_id", "r"."sku", "r"."title", "r"."quantity", "r"."refund_status", "r"."shopify_order_date", "r"."created_at", "r"."isedit", "r"."country", "r"."address", "r"."city", "r"."state", "r"."zipcode", "r"."phone", "l"."tracking_number", "l"."file_id", "r"."order_number" from "returns" as "r" inner join "return_labels" as "l" on "l"."shop_id" = "r"."shop_id" and "l"."id" = "r"."label_id" where "r"."shop_id" = $1 order by "r"."created_at" desc, "r"."id" desc limit $2;
