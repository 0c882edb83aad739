-- The SQL that sanction-presets.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: listPresets
-- 1 parameter
select *
from "sanction_presets"
order by "name_key", "id"
limit ?;

-- name: findPreset
-- 1 parameter
select *
from "sanction_presets"
where "id" = ?;

-- name: presetNamed
-- 1 parameter
select "id"
from "sanction_presets"
where "name_key" = ?;

-- name: countPresets
-- 0 parameters
select count(*) as "n"
from "sanction_presets";

-- name: insertPreset
-- 9 parameters
insert into "sanction_presets" ("id", "name", "name_key", "public_reason", "private_reason", "steps", "created_by_id", "created_at", "updated_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: updatePreset
-- 5 parameters
update "sanction_presets"
set "name" = ?, "name_key" = ?, "steps" = ?, "updated_at" = ?
where "id" = ?;

-- name: deletePreset
-- 1 parameter
delete
from "sanction_presets"
where "id" = ?;

-- name: lockPresets · SQLite
-- (PostgreSQL only)

-- name: lockPresets · PostgreSQL
-- 1 parameter
SELECT pg_advisory_xact_lock($1, 0);

-- name: countingSanctions (1 of 2)
-- 2 parameters
select count(*) as "n"
from "sanctions"
where "preset_id" = ? and "user_id" = ? and "revoked_at" is null;

-- name: countingSanctions (2 of 2)
-- 3 parameters
select "id", "type", "created_at", "expires_at"
from "sanctions"
where "preset_id" = ? and "user_id" = ? and "revoked_at" is null
order by "created_at" desc, "id" desc
limit ?;

-- name: presetExists
-- 1 parameter
select *
from "sanction_presets"
where "id" = ?;
