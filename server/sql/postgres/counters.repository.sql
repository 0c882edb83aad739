-- The SQL that counters.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: readCounter
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: readCounters
-- 5 parameters
select "name", "value"
from "counters"
where "name" in ($1, $2, $3, $4, $5);
