-- The SQL that alert-hours.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: alertsPerHour
-- 4 parameters
select created_at / 3600000 as "hour", count(*) as "n"
from "alerts"
where "created_at" >= ? and "created_at" < ? and rule_id || '' in (?, ?)
group by created_at / 3600000;
