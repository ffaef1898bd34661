-- postgres SQL of the events list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- events.repository listEvents: default
select "events".*, "operators"."email" as "created_by_email", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = $1) as "invited", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = $2) as "registered" from "events" left join "operators" on "operators"."id" = "events"."created_by" where "events"."shop_id" = $3 and "events"."is_deleted" = $4 order by "events"."id" desc;

-- events.repository findListedEvent: one row of the list
select "events".*, "operators"."email" as "created_by_email", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = $1) as "invited", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = $2) as "registered" from "events" left join "operators" on "operators"."id" = "events"."created_by" where "events"."shop_id" = $3 and "events"."id" = $4;

-- events.repository invitePage: every invitee
select "event_invites".*, "mail_outbox"."status" as "mail_status" from "event_invites" left join "mail_outbox" on "mail_outbox"."shop_id" = "event_invites"."shop_id" and "mail_outbox"."id" = "event_invites"."mail_id" where "event_invites"."shop_id" = $1 and "event_invites"."event_id" = $2 order by "event_invites"."created_at" desc, "event_invites"."id" desc limit $3 offset $4;

-- events.repository invitePage: registered, e-mail prefix, page 2
select "event_invites".*, "mail_outbox"."status" as "mail_status" from "event_invites" left join "mail_outbox" on "mail_outbox"."shop_id" = "event_invites"."shop_id" and "mail_outbox"."id" = "event_invites"."mail_id" where "event_invites"."shop_id" = $1 and "event_invites"."event_id" = $2 and "event_invites"."registered" = $3 and "event_invites"."email_lower" >= $4 and "event_invites"."email_lower" < $5 order by "event_invites"."created_at" desc, "event_invites"."id" desc limit $6 offset $7;

-- events.repository countInvites: every invitee
select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = $1 and "event_invites"."event_id" = $2;

-- events.repository countInvites: not registered, e-mail prefix
select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = $1 and "event_invites"."event_id" = $2 and "event_invites"."registered" = $3 and "event_invites"."email_lower" >= $4 and "event_invites"."email_lower" < $5;
