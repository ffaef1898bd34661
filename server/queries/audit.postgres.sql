-- postgres SQL of the audit list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- audit.repository auditPageQuery: no filter, page 1 [1/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" = $1 order by "a"."created_at" desc, "a"."id" desc limit $2;

-- audit.repository auditPageQuery: no filter, page 1 [2/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" is null order by "a"."created_at" desc, "a"."id" desc limit $1;

-- audit.repository auditPageQuery: every filter, next page [1/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" = $1 and "a"."operator_id" = $2 and "a"."action" = $3 and a.target COLLATE "C" >= $4 and a.target COLLATE "C" < $5 and "a"."created_at" >= $6 and "a"."created_at" < $7 and ("a"."created_at", "a"."id") < ($8, $9) order by "a"."created_at" desc, "a"."id" desc limit $10;

-- audit.repository auditPageQuery: every filter, next page [2/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" is null and "a"."operator_id" = $1 and "a"."action" = $2 and a.target COLLATE "C" >= $3 and a.target COLLATE "C" < $4 and "a"."created_at" >= $5 and "a"."created_at" < $6 and ("a"."created_at", "a"."id") < ($7, $8) order by "a"."created_at" desc, "a"."id" desc limit $9;

-- audit.repository auditPageQuery: target prefix, previous page [1/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" = $1 and a.target COLLATE "C" >= $2 and a.target COLLATE "C" < $3 and ("a"."created_at", "a"."id") > ($4, $5) order by "a"."created_at" asc, "a"."id" asc limit $6;

-- audit.repository auditPageQuery: target prefix, previous page [2/2]
select "a"."id", "a"."created_at", "o"."email" as "operator_email", "a"."action", "a"."target", "a"."before", "a"."after" from "audit_log" as "a" left join "operators" as "o" on "o"."id" = "a"."operator_id" where "a"."shop_id" is null and a.target COLLATE "C" >= $1 and a.target COLLATE "C" < $2 and ("a"."created_at", "a"."id") > ($3, $4) order by "a"."created_at" asc, "a"."id" asc limit $5;

-- audit.repository auditOperators: operator filter
select "id", "email" from "operators" order by "email";

-- audit.repository auditActions: action filter [1/2]
WITH RECURSIVE actions(action) AS (
  SELECT MIN(action) FROM audit_log WHERE shop_id = $1
  UNION ALL
  SELECT (SELECT MIN(l.action) FROM audit_log l WHERE l.shop_id = $2 AND l.action > actions.action) FROM actions WHERE actions.action IS NOT NULL
)
SELECT action FROM actions WHERE action IS NOT NULL;

-- audit.repository auditActions: action filter [2/2]
WITH RECURSIVE actions(action) AS (
  SELECT MIN(action) FROM audit_log WHERE shop_id IS NULL
  UNION ALL
  SELECT (SELECT MIN(l.action) FROM audit_log l WHERE l.shop_id IS NULL AND l.action > actions.action) FROM actions WHERE actions.action IS NOT NULL
)
SELECT action FROM actions WHERE action IS NOT NULL;
