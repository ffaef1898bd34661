-- sqlite SQL of the invitations list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- invitations.repository invitationPageQuery: invited, page 1
select * from "invitations" where "shop_id" = ? and "programme" = ? and "status" = ? order by "created_at" desc, "id" desc limit ?;

-- invitations.repository invitationPageQuery: e-mail prefix, next page
select * from "invitations" where "shop_id" = ? and "programme" = ? and "status" = ? and "email_lower" >= ? and "email_lower" < ? and ("created_at", "id") < (?, ?) order by "created_at" desc, "id" desc limit ?;

-- invitations.repository invitationPageQuery: created-day search, previous page
select * from "invitations" where "shop_id" = ? and "programme" = ? and "status" = ? and "created_at" >= ? and "created_at" < ? and ("created_at", "id") > (?, ?) order by "created_at" asc, "id" asc limit ?;

-- invitations.repository countInvitations: no search
select count(*) as "n" from (select "id" from "invitations" where "shop_id" = ? and "programme" = ? and "status" = ? limit ?) as "matches";

-- invitations.repository countInvitations: e-mail prefix
select count(*) as "n" from (select "id" from "invitations" where "shop_id" = ? and "programme" = ? and "status" = ? and "email_lower" >= ? and "email_lower" < ? limit ?) as "matches";
