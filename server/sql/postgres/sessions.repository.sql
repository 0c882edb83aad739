-- The SQL that sessions.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertSession (1 of 2)
-- 9 parameters
insert into "sessions" ("id", "user_id", "created_at", "last_seen_at", "expires_at", "ended_at", "ip", "user_agent", "password_change_needed")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9);

-- name: insertSession (2 of 2)
-- 1 parameter
delete
from "sessions"
where "expires_at" < $1;

-- name: findSession
-- 1 parameter
select *
from "sessions"
where "id" = $1;

-- name: touchSession
-- 2 parameters
update "sessions"
set "last_seen_at" = $1
where "id" = $2;

-- name: listLiveSessions
-- 3 parameters
select *
from "sessions"
where "user_id" = $1 and "ended_at" is null and "expires_at" > $2
order by "created_at" desc
limit $3;

-- name: clearPasswordChangeNeeded
-- 2 parameters
update "sessions"
set "password_change_needed" = $1
where "id" = $2;

-- name: endSession
-- 3 parameters
update "sessions"
set "ended_at" = $1
where "id" = $2 and "user_id" = $3 and "ended_at" is null;

-- name: endUserSessions[all]
-- 2 parameters
update "sessions"
set "ended_at" = $1
where "user_id" = $2 and "ended_at" is null;

-- name: endUserSessions[keeping one]
-- 3 parameters
update "sessions"
set "ended_at" = $1
where "user_id" = $2 and "ended_at" is null and "id" != $3;
