-- The SQL that sanction-presets.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: listPresets
-- 1 parameter
select *
from "sanction_presets"
order by "name_key", "id"
limit $1;

-- name: findPreset
-- 1 parameter
select *
from "sanction_presets"
where "id" = $1;

-- name: presetNamed
-- 1 parameter
select "id"
from "sanction_presets"
where "name_key" = $1;

-- name: countPresets
-- 0 parameters
select count(*) as "n"
from "sanction_presets";

-- name: insertPreset
-- 9 parameters
insert into "sanction_presets" ("id", "name", "name_key", "public_reason", "private_reason", "steps", "created_by_id", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9);

-- name: updatePreset
-- 5 parameters
update "sanction_presets"
set "name" = $1, "name_key" = $2, "steps" = $3, "updated_at" = $4
where "id" = $5;

-- name: deletePreset
-- 1 parameter
delete
from "sanction_presets"
where "id" = $1;

-- name: lockPresets
-- 1 parameter
SELECT pg_advisory_xact_lock($1, 0);

-- name: countingSanctions (1 of 2)
-- 2 parameters
select count(*) as "n"
from "sanctions"
where "preset_id" = $1 and "user_id" = $2 and "revoked_at" is null;

-- name: countingSanctions (2 of 2)
-- 3 parameters
select "id", "type", "created_at", "expires_at"
from "sanctions"
where "preset_id" = $1 and "user_id" = $2 and "revoked_at" is null
order by "created_at" desc, "id" desc
limit $3;

-- name: presetExists
-- 1 parameter
select *
from "sanction_presets"
where "id" = $1;
