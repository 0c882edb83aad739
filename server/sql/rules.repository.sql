-- The SQL that rules.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: rulesInSight[own and shared]
-- 2 parameters
select "watch_rules".*, "users"."username" as "created_by_name"
from "watch_rules"
left join "users" on "users"."id" = "watch_rules"."created_by_id"
where ("watch_rules"."owner_id" = ? or "watch_rules"."shared" = ?)
order by "watch_rules"."id";

-- name: rulesInSight[everyone, one rule]
-- 1 parameter
select "watch_rules".*, "users"."username" as "created_by_name"
from "watch_rules"
left join "users" on "users"."id" = "watch_rules"."created_by_id"
where "watch_rules"."id" = ?
order by "watch_rules"."id";
