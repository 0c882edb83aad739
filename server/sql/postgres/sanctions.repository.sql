-- The SQL that sanctions.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertSanction
-- 18 parameters
insert into "sanctions" ("id", "user_id", "type", "reason", "public_reason", "created_at", "created_by_id", "created_by_name", "expires_at", "exclude_alt_accounts", "case_id", "revoked_at", "revoked_by_id", "revoked_by_name", "revoke_reason", "enforcement", "outbox_id", "preset_id")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18);

-- name: findSanction
-- 1 parameter
select *
from "sanctions"
where "id" = $1;

-- name: sanctionsOfPlayer
-- 1 parameter
select *
from "sanctions"
where "user_id" = $1
order by "created_at" desc, "id" desc;

-- name: activeSanction
-- 3 parameters
select *
from "sanctions"
where "user_id" = $1 and "type" = $2 and "revoked_at" is null and ("expires_at" is null or "expires_at" > $3);

-- name: lockPlayerSanctions
-- 2 parameters
SELECT pg_advisory_xact_lock($1, hashtext($2));

-- name: markRevoked
-- 5 parameters
update "sanctions"
set "revoked_at" = $1, "revoked_by_id" = $2, "revoked_by_name" = $3, "revoke_reason" = $4
where "id" = $5 and "revoked_at" is null;

-- name: setSanctionDelivery
-- 3 parameters
update "sanctions"
set "enforcement" = $1, "outbox_id" = $2
where "id" = $3;

-- name: setDeliveryState
-- 3 parameters
update "sanctions"
set "enforcement" = $1
where "id" = $2 and "outbox_id" = $3;

-- name: listSanctions[unfiltered] (1 of 2)
-- 2 parameters
select *
from "sanctions"
order by "created_at" desc, "id" desc
limit $1
offset $2;

-- name: listSanctions[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "sanctions";

-- name: listSanctions[player, type, case, enforcement, active] (1 of 2)
-- 7 parameters
select *
from "sanctions"
where "user_id" = $1 and "type" = $2 and "case_id" = $3 and "enforcement" = $4 and ("revoked_at" is null and ("expires_at" is null or "expires_at" > $5))
order by "created_at" desc, "id" desc
limit $6
offset $7;

-- name: listSanctions[player, type, case, enforcement, active] (2 of 2)
-- 5 parameters
select count(*) as "n"
from "sanctions"
where "user_id" = $1 and "type" = $2 and "case_id" = $3 and "enforcement" = $4 and ("revoked_at" is null and ("expires_at" is null or "expires_at" > $5));

-- name: listSanctions[expired] (1 of 2)
-- 3 parameters
select *
from "sanctions"
where ("revoked_at" is null and "expires_at" <= $1)
order by "created_at" desc, "id" desc
limit $2
offset $3;

-- name: listSanctions[expired] (2 of 2)
-- 1 parameter
select count(*) as "n"
from "sanctions"
where ("revoked_at" is null and "expires_at" <= $1);

-- name: listSanctions[revoked] (1 of 2)
-- 2 parameters
select *
from "sanctions"
where "revoked_at" is not null
order by "created_at" desc, "id" desc
limit $1
offset $2;

-- name: listSanctions[revoked] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "sanctions"
where "revoked_at" is not null;
