-- The SQL that reports.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findReport
-- 1 parameter
select *
from "reports"
where "id" = ?;

-- name: listReports[unfiltered] (1 of 2)
-- 2 parameters
select *
from "reports"
order by "date" desc, "id" desc
limit ?
offset ?;

-- name: listReports[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "reports";

-- name: listReports[reported player and status] (1 of 2)
-- 4 parameters
select *
from "reports"
where "reported_id" = ? and "status" = ?
order by "date" desc, "id" desc
limit ?
offset ?;

-- name: listReports[reported player and status] (2 of 2)
-- 2 parameters
select count(*) as "n"
from "reports"
where "reported_id" = ? and "status" = ?;

-- name: listReports[reporter] (1 of 2)
-- 3 parameters
select *
from "reports"
where "reporter_id" = ?
order by "date" desc, "id" desc
limit ?
offset ?;

-- name: listReports[reporter] (2 of 2)
-- 1 parameter
select count(*) as "n"
from "reports"
where "reporter_id" = ?;

-- name: reporterRecord
-- 1 parameter
select count(*) as "total", sum(CASE WHEN status = 'actioned' THEN 1 ELSE 0 END) as "actioned", sum(CASE WHEN status = 'dismissed' THEN 1 ELSE 0 END) as "dismissed", sum(excess) as "excess"
from "reports"
where "reporter_id" = ?;

-- name: pendingReports
-- 3 parameters
select *
from "reports"
where "reported_id" = ? and "status" in (?, ?)
order by "date", "id";

-- name: claimReports
-- 6 parameters
update "reports"
set "status" = ?, "assignee_id" = ?, "assignee_name" = ?
where "reported_id" = ? and "status" in (?, ?);

-- name: resolveReport
-- 10 parameters
update "reports"
set "status" = ?, "resolution_action" = ?, "resolution_reason" = ?, "resolution_case_id" = ?, "resolution_sanction_id" = ?, "resolved_by_id" = ?, "resolved_by_name" = ?, "resolved_at" = ?, "outcome_seq" = ?
where "id" = ?;

-- name: outcomesAfter
-- 2 parameters
select "id", "reporter_id", "status", "resolved_at", "outcome_seq"
from "reports"
where "outcome_seq" > ?
order by "outcome_seq"
limit ?;

-- name: lastOutcome
-- 1 parameter
select "outcome_seq"
from "reports"
where "outcome_seq" is not null
order by "outcome_seq" desc
limit ?;
