-- The SQL that case-activity.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: appendActivity
-- 7 parameters
insert into "case_activity" ("id", "case_id", "type", "at", "by_id", "by_name", "details")
values ($1, $2, $3, $4, $5, $6, $7);

-- name: activityPage[first page]
-- 2 parameters
select *
from "case_activity"
where "case_id" = $1
order by "at" desc, "id" desc
limit $2;

-- name: activityPage[before a position]
-- 5 parameters
select *
from "case_activity"
where "case_id" = $1 and ("at" < $2 or ("at" = $3 and "id" < $4))
order by "at" desc, "id" desc
limit $5;

-- name: countActivity[all]
-- 1 parameter
select count(*) as "n"
from "case_activity"
where "case_id" = $1;

-- name: countActivity[of a type]
-- 2 parameters
select count(*) as "n"
from "case_activity"
where "case_id" = $1 and "type" = $2;

-- name: caseExists
-- 1 parameter
select "id"
from "cases"
where "id" = $1;

-- name: touchCase
-- 2 parameters
update "cases"
set "updated_at" = $1
where "id" = $2;
