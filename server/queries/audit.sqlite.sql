-- sqlite SQL of the audit list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- audit.repository auditPageQuery: no filter, page 1 [1/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" = ? order by "a"."created_at" desc, "a"."id" desc limit ?;

-- audit.repository auditPageQuery: no filter, page 1 [2/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" is null order by "a"."created_at" desc, "a"."id" desc limit ?;

-- audit.repository auditPageQuery: every filter, next page [1/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" = ? and "a"."operator_id" = ? and "a"."action" = ? and a.target >= ? and a.target < ? and "a"."created_at" >= ? and "a"."created_at" < ? and ("a"."created_at", "a"."id") < (?, ?) order by "a"."created_at" desc, "a"."id" desc limit ?;

-- audit.repository auditPageQuery: every filter, next page [2/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" is null and "a"."operator_id" = ? and "a"."action" = ? and a.target >= ? and a.target < ? and "a"."created_at" >= ? and "a"."created_at" < ? and ("a"."created_at", "a"."id") < (?, ?) order by "a"."created_at" desc, "a"."id" desc limit ?;

-- audit.repository auditPageQuery: target prefix, previous page [1/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" = ? and a.target >= ? and a.target < ? and ("a"."created_at", "a"."id") > (?, ?) order by "a"."created_at" asc, "a"."id" asc limit ?;

-- audit.repository auditPageQuery: target prefix, previous page [2/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" is null and a.target >= ? and a.target < ? and ("a"."created_at", "a"."id") > (?, ?) order by "a"."created_at" asc, "a"."id" asc limit ?;

-- audit.repository auditOperators: operator filter
select "id", "email" from "operators" order by "email";

-- audit.repository auditActions: action filter [1/2]
WITH RECURSIVE actions(action) AS (
  SELECT MIN(action) FROM audit_log WHERE shop_id = ?
  UNION ALL
  SELECT (SELECT MIN(l.action) FROM audit_log l WHERE l.shop_id = ? AND l.action > actions.action) FROM actions WHERE actions.action IS NOT NULL
)
SELECT action FROM actions WHERE action IS NOT NULL;

-- audit.repository auditActions: action filter [2/2]
WITH RECURSIVE actions(action) AS (
  SELECT MIN(action) FROM audit_log WHERE shop_id IS NULL
  UNION ALL
  SELECT (SELECT MIN(l.action) FROM audit_log l WHERE l.shop_id IS NULL AND l.action > actions.action) FROM actions WHERE actions.action IS NOT NULL
)
SELECT action FROM actions WHERE action IS NOT NULL;
