-- The SQL that sessions.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertSession (1 of 2)
-- 9 parameters
insert into "sessions" ("id", "user_id", "created_at", "last_seen_at", "expires_at", "ended_at", "ip", "user_agent", "password_change_needed")
values (?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: insertSession (2 of 2)
-- 1 parameter
delete
from "sessions"
where "expires_at" < ?;

-- name: findSession
-- 1 parameter
select *
from "sessions"
where "id" = ?;

-- name: touchSession
-- 2 parameters
update "sessions"
set "last_seen_at" = ?
where "id" = ?;

-- name: listLiveSessions
-- 3 parameters
select *
from "sessions"
where "user_id" = ? and "ended_at" is null and "expires_at" > ?
order by "created_at" desc
limit ?;

-- name: clearPasswordChangeNeeded
-- 2 parameters
update "sessions"
set "password_change_needed" = ?
where "id" = ?;

-- name: endSession
-- 3 parameters
update "sessions"
set "ended_at" = ?
where "id" = ? and "user_id" = ? and "ended_at" is null;

-- name: endUserSessions[all]
-- 2 parameters
update "sessions"
set "ended_at" = ?
where "user_id" = ? and "ended_at" is null;

-- name: endUserSessions[keeping one]
-- 3 parameters
update "sessions"
set "ended_at" = ?
where "user_id" = ? and "ended_at" is null and "id" != ?;
