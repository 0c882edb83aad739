-- The SQL that marketplace-entry.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findMarketplaceEntry
-- 1 parameter
select *
from "marketplace"
where "id" = ?;
