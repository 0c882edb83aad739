-- The SQL that trade-entry.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findTrade
-- 1 parameter
select *
from "trades"
where "id" = $1;

-- name: playerIdByName
-- 2 parameters
select "user_id"
from "players"
where "username_lower" = $1
order by "updated_at" desc
limit $2;
