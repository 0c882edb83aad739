-- The SQL that team-stats.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: issuedSanctions
-- 2 parameters
select "created_by_id" as "staff", "type", count(*) as "n"
from "sanctions"
where "created_at" >= ? and "created_at" <= ?
group by "created_by_id", "type";

-- name: revokedSanctions
-- 2 parameters
select "revoked_by_id" as "staff", count(*) as "n"
from "sanctions"
where "revoked_at" >= ? and "revoked_at" <= ? and "revoked_by_id" is not null
group by "revoked_by_id";

-- name: openedCases
-- 2 parameters
select "created_by_id" as "staff", count(*) as "n"
from "cases"
where "created_at" >= ? and "created_at" <= ?
group by "created_by_id";

-- name: closedCases
-- 5 parameters
select "by_id" as "staff", count(*) as "n"
from "case_activity"
where "type" = ? and "at" >= ? and "at" <= ? and ("details" like ? or "details" like ?)
group by "by_id";

-- name: resolvedReports
-- 2 parameters
SELECT staff, max(n) AS n, avg(minutes) AS median
FROM (
  SELECT resolved_by_id AS staff, (resolved_at - received_at) / 60000.0 AS minutes, row_number() OVER (PARTITION BY resolved_by_id ORDER BY resolved_at - received_at) AS pos, count(*) OVER (PARTITION BY resolved_by_id) AS n
  FROM reports
  WHERE resolved_at >= ? AND resolved_at <= ? AND resolved_by_id IS NOT NULL
) ranked
WHERE pos IN ((n + 1) / 2, (n + 2) / 2)
GROUP BY staff;

-- name: decidedAppeals
-- 2 parameters
select "decided_by_id" as "staff", "status", count(*) as "n"
from "appeals"
where "decided_at" >= ? and "decided_at" <= ? and "decided_by_id" is not null
group by "decided_by_id", "status";

-- name: overturnedSanctions
-- 4 parameters
select "s"."created_by_id" as "staff", count(*) as "n"
from "appeals" as "a"
inner join "sanctions" as "s" on "s"."id" = "a"."sanction_id"
where "a"."decided_at" >= ? and "a"."decided_at" <= ? and "a"."status" in (?, ?) and "a"."decided_by_id" <> "s"."created_by_id"
group by "s"."created_by_id";

-- name: staffNames[active staff]
-- 1 parameter
select "id", "username"
from "users"
where "active" = ?;

-- name: staffNames[and others with work in the window]
-- 2 parameters
select "id", "username"
from "users"
where ("active" = ? or "id" in (?));
