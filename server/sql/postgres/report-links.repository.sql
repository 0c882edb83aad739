-- The SQL that report-links.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertReportLink (1 of 2)
-- 1 parameter
delete
from "case_report_links"
where "expires_at" <= $1;

-- name: insertReportLink (2 of 2)
-- 6 parameters
insert into "case_report_links" ("ticket_hash", "case_id", "user_id", "session_id", "token_version", "expires_at")
values ($1, $2, $3, $4, $5, $6);

-- name: takeReportLink
-- 2 parameters
delete
from "case_report_links"
where "ticket_hash" = $1 and "case_id" = $2
returning *;
