-- The SQL that action-log.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findActionLogs[unfiltered] (1 of 2)
-- 2 parameters
select *
from "action_logs"
order by "timestamp" desc, "id" desc
limit ?
offset ?;

-- name: findActionLogs[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "action_logs";

-- name: findActionLogs[every filter, targets by name and number] (1 of 6)
-- 2 parameters
select "user_id"
from "player_names"
where "name_lower" = ?
limit ?;

-- name: findActionLogs[every filter, targets by name and number] (2 of 6)
-- 2 parameters
select "user_id"
from "players"
where "username_lower" = ?
limit ?;

-- name: findActionLogs[every filter, targets by name and number] (3 of 6)
-- 1 parameter
select "id"
from "cases"
where "number" = ?;

-- name: findActionLogs[every filter, targets by name and number] (4 of 6)
-- 1 parameter
select "id"
from "users"
where "username_lower" = ?;

-- name: findActionLogs[every filter, targets by name and number] (5 of 6)
-- 10 parameters
select *
from "action_logs"
where "category" = ? and "username_lower" = ? and "action" = ? and "target_player_id" in (?) and "target_case_id" = ? and "target_user_id" = ? and "timestamp" >= ? and "timestamp" <= ?
order by "timestamp" desc, "id" desc
limit ?
offset ?;

-- name: findActionLogs[every filter, targets by name and number] (6 of 6)
-- 8 parameters
select count(*) as "n"
from "action_logs"
where "category" = ? and "username_lower" = ? and "action" = ? and "target_player_id" in (?) and "target_case_id" = ? and "target_user_id" = ? and "timestamp" >= ? and "timestamp" <= ?;

-- name: findActionLogs[targets by id] (1 of 2)
-- 5 parameters
select *
from "action_logs"
where "target_player_id" in (?) and "target_case_id" = ? and "target_user_id" = ?
order by "timestamp" asc, "id" asc
limit ?
offset ?;

-- name: findActionLogs[targets by id] (2 of 2)
-- 3 parameters
select count(*) as "n"
from "action_logs"
where "target_player_id" in (?) and "target_case_id" = ? and "target_user_id" = ?;

-- name: filtered[rows]
-- 3 parameters
select *
from "action_logs"
where "category" = ? and "target_player_id" in (?, ?);

-- name: latestActionLogs
-- 1 parameter
select *
from "action_logs"
order by "timestamp" desc, "id" desc
limit ?;
