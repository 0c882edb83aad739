-- The SQL that roles.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findRole
-- 1 parameter
select *
from "roles"
where "id" = $1;

-- name: findRoleByName
-- 1 parameter
select *
from "roles"
where "name_lower" = $1;

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
values ($1, $2, $3, $4, $5, $6, $7, $8, $9);

-- name: updateRole
-- 4 parameters
update "roles"
set "description" = $1, "permissions" = $2, "updated_at" = $3
where "id" = $4;

-- name: deleteRole
-- 1 parameter
delete
from "roles"
where "id" = $1;

-- name: ensureSystemRoles (1 of 6)
-- 9 parameters
insert into "roles" ("id", "name", "name_lower", "description", "permissions", "system", "created_at", "updated_at", "require_two_factor")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
on conflict do nothing;

-- name: ensureSystemRoles (2 of 6)
-- 4 parameters
update "roles"
set "description" = $1, "permissions" = $2, "system" = $3
where "id" = $4;

-- name: ensureSystemRoles (3 of 6)
-- 9 parameters
insert into "roles" ("id", "name", "name_lower", "description", "permissions", "system", "created_at", "updated_at", "require_two_factor")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
on conflict do nothing;

-- name: ensureSystemRoles (4 of 6)
-- 4 parameters
update "roles"
set "description" = $1, "permissions" = $2, "system" = $3
where "id" = $4;

-- name: ensureSystemRoles (5 of 6)
-- 9 parameters
insert into "roles" ("id", "name", "name_lower", "description", "permissions", "system", "created_at", "updated_at", "require_two_factor")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
on conflict do nothing;

-- name: ensureSystemRoles (6 of 6)
-- 4 parameters
update "roles"
set "description" = $1, "permissions" = $2, "system" = $3
where "id" = $4;
