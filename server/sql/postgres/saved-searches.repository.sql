-- The SQL that saved-searches.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: visibleSavedSearches
-- 5 parameters
select "saved_searches".*, "users"."username" as "created_by_name"
from "saved_searches"
inner join "users" on "users"."id" = "saved_searches"."created_by_id"
where "saved_searches"."screen" in ($1, $2) and ("saved_searches"."created_by_id" = $3 or "saved_searches"."shared" = $4)
order by "saved_searches"."screen", "saved_searches"."name", "saved_searches"."id"
limit $5;

-- name: findSavedSearch
-- 1 parameter
select *
from "saved_searches"
where "id" = $1;

-- name: countOwned
-- 1 parameter
select count(*) as "n"
from "saved_searches"
where "created_by_id" = $1;

-- name: lockOwner
-- 1 parameter
SELECT pg_advisory_xact_lock(hashtext($1));

-- name: insertSavedSearch
-- 7 parameters
insert into "saved_searches" ("id", "name", "screen", "query", "shared", "created_by_id", "created_at")
values ($1, $2, $3, $4, $5, $6, $7);

-- name: deleteSavedSearch
-- 1 parameter
delete
from "saved_searches"
where "id" = $1;
