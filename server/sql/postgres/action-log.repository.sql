-- The SQL that action-log.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findActionLogs[unfiltered] (1 of 2)
-- 2 parameters
select *
from "action_logs"
order by "timestamp" desc, "id" desc
limit $1
offset $2;

-- name: findActionLogs[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "action_logs";

-- name: findActionLogs[every filter, targets by name and number] (1 of 6)
-- 2 parameters
select "user_id"
from "player_names"
where "name_lower" = $1
limit $2;

-- name: findActionLogs[every filter, targets by name and number] (2 of 6)
-- 2 parameters
select "user_id"
from "players"
where "username_lower" = $1
limit $2;

-- name: findActionLogs[every filter, targets by name and number] (3 of 6)
-- 1 parameter
select "id"
from "cases"
where "number" = $1;

-- name: findActionLogs[every filter, targets by name and number] (4 of 6)
-- 1 parameter
select "id"
from "users"
where "username_lower" = $1;

-- name: findActionLogs[every filter, targets by name and number] (5 of 6)
-- 10 parameters
select *
from "action_logs"
where "category" = $1 and "username_lower" = $2 and "action" = $3 and "target_player_id" in ($4) and "target_case_id" = $5 and "target_user_id" = $6 and "timestamp" >= $7 and "timestamp" <= $8
order by "timestamp" desc, "id" desc
limit $9
offset $10;

-- name: findActionLogs[every filter, targets by name and number] (6 of 6)
-- 8 parameters
select count(*) as "n"
from "action_logs"
where "category" = $1 and "username_lower" = $2 and "action" = $3 and "target_player_id" in ($4) and "target_case_id" = $5 and "target_user_id" = $6 and "timestamp" >= $7 and "timestamp" <= $8;

-- name: findActionLogs[targets by id] (1 of 2)
-- 5 parameters
select *
from "action_logs"
where "target_player_id" in ($1) and "target_case_id" = $2 and "target_user_id" = $3
order by "timestamp" asc, "id" asc
limit $4
offset $5;

-- name: findActionLogs[targets by id] (2 of 2)
-- 3 parameters
select count(*) as "n"
from "action_logs"
where "target_player_id" in ($1) and "target_case_id" = $2 and "target_user_id" = $3;

-- name: filtered[rows]
-- 3 parameters
select *
from "action_logs"
where "category" = $1 and "target_player_id" in ($2, $3);

-- name: latestActionLogs
-- 1 parameter
select *
from "action_logs"
order by "timestamp" desc, "id" desc
limit $1;
