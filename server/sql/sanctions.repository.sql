-- The SQL that sanctions.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertSanction
-- 19 parameters
insert into "sanctions" ("id", "user_id", "type", "reason", "public_reason", "created_at", "created_by_id", "created_by_name", "expires_at", "exclude_alt_accounts", "case_id", "revoked_at", "revoked_by_id", "revoked_by_name", "revoke_reason", "enforcement", "outbox_id", "preset_id", "appeal_code")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: findSanction
-- 1 parameter
select *
from "sanctions"
where "id" = ?;

-- name: sanctionsOfPlayer
-- 1 parameter
select *
from "sanctions"
where "user_id" = ?
order by "created_at" desc, "id" desc;

-- name: activeSanction
-- 3 parameters
select *
from "sanctions"
where "user_id" = ? and "type" = ? and "revoked_at" is null and ("expires_at" is null or "expires_at" > ?);

-- name: lockPlayerSanctions · SQLite
-- (PostgreSQL only)

-- name: lockPlayerSanctions · PostgreSQL
-- 2 parameters
SELECT pg_advisory_xact_lock($1, hashtext($2));

-- name: markRevoked
-- 5 parameters
update "sanctions"
set "revoked_at" = ?, "revoked_by_id" = ?, "revoked_by_name" = ?, "revoke_reason" = ?
where "id" = ? and "revoked_at" is null;

-- name: setSanctionDelivery
-- 3 parameters
update "sanctions"
set "enforcement" = ?, "outbox_id" = ?
where "id" = ?;

-- name: setDeliveryState
-- 3 parameters
update "sanctions"
set "enforcement" = ?
where "id" = ? and "outbox_id" = ?;

-- name: setExpiry
-- 2 parameters
update "sanctions"
set "expires_at" = ?
where "id" = ? and "revoked_at" is null;

-- name: sanctionsByIds
-- 2 parameters
select *
from "sanctions"
where "id" in (?, ?);

-- name: listSanctions[unfiltered] (1 of 2)
-- 2 parameters
select *
from "sanctions"
order by "created_at" desc, "id" desc
limit ?
offset ?;

-- name: listSanctions[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "sanctions";

-- name: listSanctions[player, type, case, enforcement, active] (1 of 2)
-- 7 parameters
select *
from "sanctions"
where "user_id" = ? and "type" = ? and "case_id" = ? and "enforcement" = ? and ("revoked_at" is null and ("expires_at" is null or "expires_at" > ?))
order by "created_at" desc, "id" desc
limit ?
offset ?;

-- name: listSanctions[player, type, case, enforcement, active] (2 of 2)
-- 5 parameters
select count(*) as "n"
from "sanctions"
where "user_id" = ? and "type" = ? and "case_id" = ? and "enforcement" = ? and ("revoked_at" is null and ("expires_at" is null or "expires_at" > ?));

-- name: listSanctions[expired] (1 of 2)
-- 3 parameters
select *
from "sanctions"
where ("revoked_at" is null and "expires_at" <= ?)
order by "created_at" desc, "id" desc
limit ?
offset ?;

-- name: listSanctions[expired] (2 of 2)
-- 1 parameter
select count(*) as "n"
from "sanctions"
where ("revoked_at" is null and "expires_at" <= ?);

-- name: listSanctions[revoked] (1 of 2)
-- 2 parameters
select *
from "sanctions"
where "revoked_at" is not null
order by "created_at" desc, "id" desc
limit ?
offset ?;

-- name: listSanctions[revoked] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "sanctions"
where "revoked_at" is not null;
