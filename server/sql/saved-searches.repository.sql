-- The SQL that saved-searches.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: visibleSavedSearches
-- 5 parameters
select "saved_searches".*, "users"."username" as "created_by_name"
from "saved_searches"
inner join "users" on "users"."id" = "saved_searches"."created_by_id"
where "saved_searches"."screen" in (?, ?) and ("saved_searches"."created_by_id" = ? or "saved_searches"."shared" = ?)
order by "saved_searches"."screen", "saved_searches"."name", "saved_searches"."id"
limit ?;

-- name: findSavedSearch
-- 1 parameter
select *
from "saved_searches"
where "id" = ?;

-- name: countOwned
-- 1 parameter
select count(*) as "n"
from "saved_searches"
where "created_by_id" = ?;

-- name: lockOwner · SQLite
-- (PostgreSQL only)

-- name: lockOwner · PostgreSQL
-- 1 parameter
SELECT pg_advisory_xact_lock(hashtext($1));

-- name: insertSavedSearch
-- 7 parameters
insert into "saved_searches" ("id", "name", "screen", "query", "shared", "created_by_id", "created_at")
values (?, ?, ?, ?, ?, ?, ?);

-- name: deleteSavedSearch
-- 1 parameter
delete
from "saved_searches"
where "id" = ?;
