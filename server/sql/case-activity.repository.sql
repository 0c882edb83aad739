-- The SQL that case-activity.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: appendActivity
-- 7 parameters
insert into "case_activity" ("id", "case_id", "type", "at", "by_id", "by_name", "details")
values (?, ?, ?, ?, ?, ?, ?);

-- name: activityPage[first page]
-- 2 parameters
select *
from "case_activity"
where "case_id" = ?
order by "at" desc, "id" desc
limit ?;

-- name: activityPage[before a position]
-- 5 parameters
select *
from "case_activity"
where "case_id" = ? and ("at" < ? or ("at" = ? and "id" < ?))
order by "at" desc, "id" desc
limit ?;

-- name: countActivity[all]
-- 1 parameter
select count(*) as "n"
from "case_activity"
where "case_id" = ?;

-- name: countActivity[of a type]
-- 2 parameters
select count(*) as "n"
from "case_activity"
where "case_id" = ? and "type" = ?;

-- name: caseExists
-- 1 parameter
select "id"
from "cases"
where "id" = ?;

-- name: touchCase
-- 2 parameters
update "cases"
set "updated_at" = ?
where "id" = ?;
