-- postgres SQL of the invitations list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- invitations.repository invitationPageQuery: invited, page 1
select * from "invitations" where "shop_id" = $1 and "programme" = $2 and "status" = $3 order by "created_at" desc, "id" desc limit $4;

-- invitations.repository invitationPageQuery: e-mail prefix, next page
select * from "invitations" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and "email_lower" >= $4 and "email_lower" < $5 and ("created_at", "id") < ($6, $7) order by "created_at" desc, "id" desc limit $8;

-- invitations.repository invitationPageQuery: created-day search, previous page
select * from "invitations" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and "created_at" >= $4 and "created_at" < $5 and ("created_at", "id") > ($6, $7) order by "created_at" asc, "id" asc limit $8;

-- invitations.repository countInvitations: no search
select count(*) as "n" from (select "id" from "invitations" where "shop_id" = $1 and "programme" = $2 and "status" = $3 limit $4) as "matches";

-- invitations.repository countInvitations: e-mail prefix
select count(*) as "n" from (select "id" from "invitations" where "shop_id" = $1 and "programme" = $2 and "status" = $3 and "email_lower" >= $4 and "email_lower" < $5 limit $6) as "matches";
