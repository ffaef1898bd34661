-- sqlite SQL of the events list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- events.repository listEvents: default
select "events".*, "operators"."email" as "created_by_email", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = ?) as "invited", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = ?) as "registered" from "events" left join "operators" on "operators"."id" = "events"."created_by" where "events"."shop_id" = ? and "events"."is_deleted" = ? order by "events"."id" desc;

-- events.repository findListedEvent: one row of the list
select "events".*, "operators"."email" as "created_by_email", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = ?) as "invited", (select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = "events"."shop_id" and "event_invites"."event_id" = "events"."id" and "event_invites"."registered" = ?) as "registered" from "events" left join "operators" on "operators"."id" = "events"."created_by" where "events"."shop_id" = ? and "events"."id" = ?;

-- events.repository invitePage: every invitee
select "event_invites".*, "mail_outbox"."status" as "mail_status" from "event_invites" left join "mail_outbox" on "mail_outbox"."shop_id" = "event_invites"."shop_id" and "mail_outbox"."id" = "event_invites"."mail_id" where "event_invites"."shop_id" = ? and "event_invites"."event_id" = ? order by "event_invites"."created_at" desc, "event_invites"."id" desc limit ? offset ?;

-- events.repository invitePage: registered, e-mail prefix, page 2
select "event_invites".*, "mail_outbox"."status" as "mail_status" from "event_invites" left join "mail_outbox" on "mail_outbox"."shop_id" = "event_invites"."shop_id" and "mail_outbox"."id" = "event_invites"."mail_id" where "event_invites"."shop_id" = ? and "event_invites"."event_id" = ? and "event_invites"."registered" = ? and "event_invites"."email_lower" >= ? and "event_invites"."email_lower" < ? order by "event_invites"."created_at" desc, "event_invites"."id" desc limit ? offset ?;

-- events.repository countInvites: every invitee
select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = ? and "event_invites"."event_id" = ?;

-- events.repository countInvites: not registered, e-mail prefix
select count(*) as "n" from "event_invites" where "event_invites"."shop_id" = ? and "event_invites"."event_id" = ? and "event_invites"."registered" = ? and "event_invites"."email_lower" >= ? and "event_invites"."email_lower" < ?;
