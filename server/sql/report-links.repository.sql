-- The SQL that report-links.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertReportLink (1 of 2)
-- 1 parameter
delete
from "case_report_links"
where "expires_at" <= ?;

-- name: insertReportLink (2 of 2)
-- 6 parameters
insert into "case_report_links" ("ticket_hash", "case_id", "user_id", "session_id", "token_version", "expires_at")
values (?, ?, ?, ?, ?, ?);

-- name: takeReportLink
-- 2 parameters
delete
from "case_report_links"
where "ticket_hash" = ? and "case_id" = ?
returning *;
