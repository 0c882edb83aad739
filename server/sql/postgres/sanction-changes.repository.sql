-- The SQL that sanction-changes.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: appendSanctionChange (1 of 2)
-- 1 parameter
UPDATE sequences
SET value = value + 1
WHERE name = $1
RETURNING value;

-- name: appendSanctionChange (2 of 2)
-- 8 parameters
insert into "sanction_changes" ("id", "sanction_id", "user_id", "type", "active", "public_reason", "expires_at", "changed_at")
values ($1, $2, $3, $4, $5, $6, $7, $8);

-- name: changesAfter
-- 2 parameters
select *
from "sanction_changes"
where "id" > $1
order by "id" asc
limit $2;
