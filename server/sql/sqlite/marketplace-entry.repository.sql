-- The SQL that marketplace-entry.repository.ts sends to SQLite, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findMarketplaceEntry
-- 1 parameter
select *
from "marketplace"
where "id" = ?;
