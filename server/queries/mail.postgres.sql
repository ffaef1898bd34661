-- postgres SQL of the mail list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- mail.repository mailPageQuery: every flag held, page 1
select "id", "to_address", "subject", "kind", "status", "attempts", "last_error", "created_at", "sent_at", "flag" from "mail_outbox" where "shop_id" = $1 and ("flag" in ($2, $3) or "flag" is null) order by "created_at" desc, "id" desc limit $4;

-- mail.repository mailPageQuery: some flags, status, next page
select "id", "to_address", "subject", "kind", "status", "attempts", "last_error", "created_at", "sent_at", "flag" from "mail_outbox" where "shop_id" = $1 and "status" = $2 and "flag" in ($3) and ("created_at", "id") < ($4, $5) order by "created_at" desc, "id" desc limit $6;

-- mail.repository mailPageQuery: no flag held
select "id", "to_address", "subject", "kind", "status", "attempts", "last_error", "created_at", "sent_at", "flag" from "mail_outbox" where "shop_id" = $1 and 1 = 0 order by "created_at" desc, "id" desc limit $2;
