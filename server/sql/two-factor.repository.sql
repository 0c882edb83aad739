-- The SQL that two-factor.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: replaceRecoveryCodes[two codes] (1 of 2)
-- 1 parameter
delete
from "recovery_codes"
where "user_id" = ?;

-- name: replaceRecoveryCodes[two codes] (2 of 2)
-- 8 parameters
insert into "recovery_codes" ("id", "user_id", "code_hash", "used_at")
values (?, ?, ?, ?), (?, ?, ?, ?);

-- name: replaceRecoveryCodes[none]
-- 1 parameter
delete
from "recovery_codes"
where "user_id" = ?;

-- name: useRecoveryCode
-- 3 parameters
update "recovery_codes"
set "used_at" = ?
where "user_id" = ? and "code_hash" = ? and "used_at" is null;

-- name: deleteRecoveryCodes
-- 1 parameter
delete
from "recovery_codes"
where "user_id" = ?;

-- name: claimTotpStep
-- 3 parameters
update "users"
set "totp_last_step" = ?
where "id" = ? and ("totp_last_step" is null or "totp_last_step" < ?);

-- name: insertChallenge (1 of 2)
-- 1 parameter
delete
from "login_challenges"
where "expires_at" < ?;

-- name: insertChallenge (2 of 2)
-- 5 parameters
insert into "login_challenges" ("id", "user_id", "created_at", "expires_at", "password_change_needed")
values (?, ?, ?, ?, ?);

-- name: findChallenge
-- 2 parameters
select *
from "login_challenges"
where "id" = ? and "expires_at" > ?;

-- name: deleteChallenge
-- 1 parameter
delete
from "login_challenges"
where "id" = ?;
