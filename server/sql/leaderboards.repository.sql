-- The SQL that leaderboards.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: readLeaderboard[value, first page] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readLeaderboard[value, first page] (2 of 2)
-- 2 parameters
select "user_id", "username", "value" as "value"
from "players"
where "user_id" in (
  select "user_id"
  from "players"
  order by "value" desc, "user_id" asc
  limit ?
  offset ?
)
order by "value" desc, "user_id" asc;

-- name: readLeaderboard[levels, last page] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readLeaderboard[levels, last page] (2 of 2)
-- 2 parameters
select "user_id", "username", "level" as "value"
from "players"
where "user_id" in (
  select "user_id"
  from "players"
  order by "level" asc, "user_id" desc
  limit ?
  offset ?
)
order by "level" asc, "user_id" desc;
