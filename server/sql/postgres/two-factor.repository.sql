-- The SQL that two-factor.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: replaceRecoveryCodes[two codes] (1 of 2)
-- 1 parameter
delete
from "recovery_codes"
where "user_id" = $1;

-- name: replaceRecoveryCodes[two codes] (2 of 2)
-- 8 parameters
insert into "recovery_codes" ("id", "user_id", "code_hash", "used_at")
values ($1, $2, $3, $4), ($5, $6, $7, $8);

-- name: replaceRecoveryCodes[none]
-- 1 parameter
delete
from "recovery_codes"
where "user_id" = $1;

-- name: useRecoveryCode
-- 3 parameters
update "recovery_codes"
set "used_at" = $1
where "user_id" = $2 and "code_hash" = $3 and "used_at" is null;

-- name: deleteRecoveryCodes
-- 1 parameter
delete
from "recovery_codes"
where "user_id" = $1;

-- name: claimTotpStep
-- 3 parameters
update "users"
set "totp_last_step" = $1
where "id" = $2 and ("totp_last_step" is null or "totp_last_step" < $3);

-- name: insertChallenge (1 of 2)
-- 1 parameter
delete
from "login_challenges"
where "expires_at" < $1;

-- name: insertChallenge (2 of 2)
-- 5 parameters
insert into "login_challenges" ("id", "user_id", "created_at", "expires_at", "password_change_needed")
values ($1, $2, $3, $4, $5);

-- name: findChallenge
-- 2 parameters
select *
from "login_challenges"
where "id" = $1 and "expires_at" > $2;

-- name: deleteChallenge
-- 1 parameter
delete
from "login_challenges"
where "id" = $1;
