-- The SQL that roles.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findRole
-- 1 parameter
select *
from "roles"
where "id" = ?;

-- name: findRoleByName
-- 1 parameter
select *
from "roles"
where "name_lower" = ?;

-- name: listRoles
-- 0 parameters
select *
from "roles"
order by "system" desc, "name_lower";

-- name: roleUserCounts
-- 0 parameters
select "role", count(*) as "n"
from "users"
group by "role";

-- name: insertRole
-- 9 parameters
insert into "roles" ("id", "name", "name_lower", "description", "permissions", "system", "created_at", "updated_at", "require_two_factor")
values (?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: updateRole
-- 4 parameters
update "roles"
set "description" = ?, "permissions" = ?, "updated_at" = ?
where "id" = ?;

-- name: deleteRole
-- 1 parameter
delete
from "roles"
where "id" = ?;

-- name: ensureSystemRoles (1 of 6)
-- 9 parameters
insert into "roles" ("id", "name", "name_lower", "description", "permissions", "system", "created_at", "updated_at", "require_two_factor")
values (?, ?, ?, ?, ?, ?, ?, ?, ?)
on conflict do nothing;

-- name: ensureSystemRoles (2 of 6)
-- 4 parameters
update "roles"
set "description" = ?, "permissions" = ?, "system" = ?
where "id" = ?;

-- name: ensureSystemRoles (3 of 6)
-- 9 parameters
insert into "roles" ("id", "name", "name_lower", "description", "permissions", "system", "created_at", "updated_at", "require_two_factor")
values (?, ?, ?, ?, ?, ?, ?, ?, ?)
on conflict do nothing;

-- name: ensureSystemRoles (4 of 6)
-- 4 parameters
update "roles"
set "description" = ?, "permissions" = ?, "system" = ?
where "id" = ?;

-- name: ensureSystemRoles (5 of 6)
-- 9 parameters
insert into "roles" ("id", "name", "name_lower", "description", "permissions", "system", "created_at", "updated_at", "require_two_factor")
values (?, ?, ?, ?, ?, ?, ?, ?, ?)
on conflict do nothing;

-- name: ensureSystemRoles (6 of 6)
-- 4 parameters
update "roles"
set "description" = ?, "permissions" = ?, "system" = ?
where "id" = ?;
