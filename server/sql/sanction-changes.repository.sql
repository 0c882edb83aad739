-- The SQL that sanction-changes.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: appendSanctionChange (1 of 2)
-- 1 parameter
UPDATE sequences
SET value = value + 1
WHERE name = ?
RETURNING value;

-- name: appendSanctionChange (2 of 2)
-- 8 parameters
insert into "sanction_changes" ("id", "sanction_id", "user_id", "type", "active", "public_reason", "expires_at", "changed_at")
values (?, ?, ?, ?, ?, ?, ?, ?);

-- name: changesAfter
-- 2 parameters
select "sanction_changes".*, "sanctions"."appeal_code"
from "sanction_changes"
left join "sanctions" on "sanctions"."id" = "sanction_changes"."sanction_id"
where "sanction_changes"."id" > ?
order by "sanction_changes"."id" asc
limit ?;
