-- The SQL that trade-entry.repository.ts sends to SQLite, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findTrade
-- 1 parameter
select *
from "trades"
where "id" = ?;

-- name: playerIdByName
-- 2 parameters
select "user_id"
from "players"
where "username_lower" = ?
order by "updated_at" desc
limit ?;
