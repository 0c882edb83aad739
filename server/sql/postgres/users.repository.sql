-- The SQL that users.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findUserById
-- 2 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = $1
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
where "users"."id" = $2;

-- name: findUserByUsername
-- 2 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = $1
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
where "users"."username_lower" = $2;

-- name: listActiveUsers
-- 3 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = $1
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
where "users"."active" = $2
order by "users"."username_lower"
limit $3;

-- name: listUsers
-- 2 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = $1
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
order by "users"."username_lower"
limit $2;

-- name: countUsers
-- 0 parameters
select count(*) as "n"
from "users";

-- name: insertUser
-- 15 parameters
insert into "users" ("id", "username", "username_lower", "password_hash", "display_name", "email", "role", "permissions", "active", "token_version", "created_at", "updated_at", "totp_secret", "totp_enabled", "totp_last_step")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15);

-- name: updateUser
-- 3 parameters
update "users"
set "active" = $1, "updated_at" = $2
where "id" = $3;

-- name: deleteUser
-- 1 parameter
delete
from "users"
where "id" = $1;

-- name: countUsersWithRole
-- 1 parameter
select count(*) as "n"
from "users"
where "role" = $1;
