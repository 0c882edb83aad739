-- The SQL that users.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findUserById
-- 2 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = ?
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
where "users"."id" = ?;

-- name: findUserByUsername
-- 2 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = ?
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
where "users"."username_lower" = ?;

-- name: listActiveUsers
-- 3 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = ?
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
where "users"."active" = ?
order by "users"."username_lower"
limit ?;

-- name: listUsers
-- 2 parameters
select "users".*, "roles"."name" as "role_name", "roles"."permissions" as "role_permissions", "roles"."require_two_factor" as "role_requires_two_factor", (
  select "admin_role"."require_two_factor"
  from "roles" as "admin_role"
  where "admin_role"."id" = ?
) as "admin_requires_two_factor"
from "users"
left join "roles" on "roles"."id" = "users"."role"
order by "users"."username_lower"
limit ?;

-- name: countUsers
-- 0 parameters
select count(*) as "n"
from "users";

-- name: insertUser
-- 15 parameters
insert into "users" ("id", "username", "username_lower", "password_hash", "display_name", "email", "role", "permissions", "active", "token_version", "created_at", "updated_at", "totp_secret", "totp_enabled", "totp_last_step")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: updateUser
-- 3 parameters
update "users"
set "active" = ?, "updated_at" = ?
where "id" = ?;

-- name: deleteUser
-- 1 parameter
delete
from "users"
where "id" = ?;

-- name: countUsersWithRole
-- 1 parameter
select count(*) as "n"
from "users"
where "role" = ?;
