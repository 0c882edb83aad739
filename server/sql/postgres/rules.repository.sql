-- The SQL that rules.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: rulesInSight[own and shared]
-- 2 parameters
select "watch_rules".*, "users"."username" as "created_by_name"
from "watch_rules"
left join "users" on "users"."id" = "watch_rules"."created_by_id"
where ("watch_rules"."owner_id" = $1 or "watch_rules"."shared" = $2)
order by "watch_rules"."id";

-- name: rulesInSight[everyone, one rule]
-- 1 parameter
select "watch_rules".*, "users"."username" as "created_by_name"
from "watch_rules"
left join "users" on "users"."id" = "watch_rules"."created_by_id"
where "watch_rules"."id" = $1
order by "watch_rules"."id";
