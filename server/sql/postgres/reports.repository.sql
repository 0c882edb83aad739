-- The SQL that reports.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: reportExists
-- 1 parameter
select "id"
from "reports"
where "id" = $1;

-- name: insertReport
-- 23 parameters
insert into "reports" ("id", "reporter_id", "reporter_name", "reported_id", "reported_name", "category", "text", "server_id", "place_id", "date", "received_at", "status", "excess", "assignee_id", "assignee_name", "resolution_action", "resolution_reason", "resolution_case_id", "resolution_sanction_id", "resolved_by_id", "resolved_by_name", "resolved_at", "outcome_seq")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
on conflict ("id") do nothing;

-- name: countReporterBetween
-- 3 parameters
select count(*) as "n"
from "reports"
where "reporter_id" = $1 and "date" >= $2 and "date" <= $3;

-- name: findReport
-- 1 parameter
select *
from "reports"
where "id" = $1;

-- name: listReports[unfiltered] (1 of 2)
-- 2 parameters
select *
from "reports"
order by "date" desc, "id" desc
limit $1
offset $2;

-- name: listReports[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "reports";

-- name: listReports[reported player and status] (1 of 2)
-- 4 parameters
select *
from "reports"
where "reported_id" = $1 and "status" = $2
order by "date" desc, "id" desc
limit $3
offset $4;

-- name: listReports[reported player and status] (2 of 2)
-- 2 parameters
select count(*) as "n"
from "reports"
where "reported_id" = $1 and "status" = $2;

-- name: listReports[reporter] (1 of 2)
-- 3 parameters
select *
from "reports"
where "reporter_id" = $1
order by "date" desc, "id" desc
limit $2
offset $3;

-- name: listReports[reporter] (2 of 2)
-- 1 parameter
select count(*) as "n"
from "reports"
where "reporter_id" = $1;

-- name: reporterRecord
-- 1 parameter
select count(*) as "total", sum(CASE WHEN status = 'actioned' THEN 1 ELSE 0 END) as "actioned", sum(CASE WHEN status = 'dismissed' THEN 1 ELSE 0 END) as "dismissed", sum(excess) as "excess"
from "reports"
where "reporter_id" = $1;

-- name: pendingReports
-- 3 parameters
select *
from "reports"
where "reported_id" = $1 and "status" in ($2, $3)
order by "date", "id";

-- name: claimReports
-- 6 parameters
update "reports"
set "status" = $1, "assignee_id" = $2, "assignee_name" = $3
where "reported_id" = $4 and "status" in ($5, $6);

-- name: resolveReport
-- 10 parameters
update "reports"
set "status" = $1, "resolution_action" = $2, "resolution_reason" = $3, "resolution_case_id" = $4, "resolution_sanction_id" = $5, "resolved_by_id" = $6, "resolved_by_name" = $7, "resolved_at" = $8, "outcome_seq" = $9
where "id" = $10;

-- name: outcomesAfter
-- 2 parameters
select "id", "reporter_id", "status", "resolved_at", "outcome_seq"
from "reports"
where "outcome_seq" > $1
order by "outcome_seq"
limit $2;
