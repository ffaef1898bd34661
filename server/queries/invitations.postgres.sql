-- postgres SQL of the invitations list and search queries, parameters as placeholders.
-- Written by `npm run queries` from server/src/dev/query-cases.ts: do not edit.

-- invitations.repository invitationPageQuery: invited, page 1
select * from "invitations" where "programme" = $1 and "status" = $2 order by "created_at" desc, "id" desc limit $3;

-- invitations.repository invitationPageQuery: e-mail prefix, next page
select * from "invitations" where "programme" = $1 and "status" = $2 and "email_lower" >= $3 and "email_lower" < $4 and ("created_at", "id") < ($5, $6) order by "created_at" desc, "id" desc limit $7;

-- invitations.repository invitationPageQuery: created-day search, previous page
select * from "invitations" where "programme" = $1 and "status" = $2 and "created_at" >= $3 and "created_at" < $4 and ("created_at", "id") > ($5, $6) order by "created_at" asc, "id" asc limit $7;

-- invitations.repository countInvitations: no search
select count(*) as "n" from (select "id" from "invitations" where "programme" = $1 and "status" = $2 limit $3) as "matches";

-- invitations.repository countInvitations: e-mail prefix
select count(*) as "n" from (select "id" from "invitations" where "programme" = $1 and "status" = $2 and "email_lower" >= $3 and "email_lower" < $4 limit $5) as "matches";
