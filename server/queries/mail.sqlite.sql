-- sqlite SQL of the mail list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- mail.repository mailPageQuery: every flag held, page 1
select "id", "to_address", "subject", "kind", "status", "attempts", "last_error", "created_at", "sent_at", "flag" from "mail_outbox" where "shop_id" = ? and ("flag" in (?, ?) or "flag" is null) order by "created_at" desc, "id" desc limit ?;

-- mail.repository mailPageQuery: some flags, status, next page
select "id", "to_address", "subject", "kind", "status", "attempts", "last_error", "created_at", "sent_at", "flag" from "mail_outbox" where "shop_id" = ? and "status" = ? and "flag" in (?) and ("created_at", "id") < (?, ?) order by "created_at" desc, "id" desc limit ?;

-- mail.repository mailPageQuery: no flag held
select "id", "to_address", "subject", "kind", "status", "attempts", "last_error", "created_at", "sent_at", "flag" from "mail_outbox" where "shop_id" = ? and 1 = 0 order by "created_at" desc, "id" desc limit ?;
