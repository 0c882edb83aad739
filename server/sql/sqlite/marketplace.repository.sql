-- The SQL that marketplace.repository.ts sends to SQLite, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: readMarketplace[unfiltered, by date] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readMarketplace[unfiltered, by date] (2 of 2)
-- 2 parameters
SELECT "id", "date", "item_name", "item_type", "asset_id", "quantity", "price", "price_per_unit", "base_price", "parsed", "seller", "buyer", "seller_id", "buyer_id", "server_id", "place_id", "raw"
FROM "marketplace"
WHERE "id" IN (
  SELECT "marketplace"."id"
  FROM "marketplace"
  ORDER BY "date" DESC, "id" DESC
  LIMIT ?
  OFFSET ?
)
ORDER BY "date" DESC, "id" DESC;

-- name: readMarketplace[text, by price, older half] (1 of 5)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readMarketplace[text, by price, older half] (2 of 5)
-- 0 parameters
begin;

-- name: readMarketplace[text, by price, older half] (3 of 5)
-- 1 parameter
SELECT (SELECT coalesce(max(seq), 0) FROM "marketplace") AS position, (SELECT value FROM counters WHERE name = ?) AS stored;

-- name: readMarketplace[text, by price, older half] (4 of 5)
-- 2 parameters
SELECT rowid AS seq
FROM "marketplace_fts"
WHERE "marketplace_fts" MATCH ?
LIMIT ?;

-- name: readMarketplace[text, by price, older half] (5 of 5)
-- 0 parameters
commit;

-- name: marketplaceExportChunks[text] (1 of 3)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: marketplaceExportChunks[text] (2 of 3)
-- 2 parameters
SELECT rowid AS seq
FROM "marketplace_fts"
WHERE "marketplace_fts" MATCH ?
LIMIT ?;

-- name: marketplaceExportChunks[text] (3 of 3)
-- 2 parameters
SELECT "id", "date", "item_name", "item_type", "asset_id", "quantity", "price", "price_per_unit", "base_price", "parsed", "seller", "buyer", "seller_id", "buyer_id", "server_id", "place_id", "raw"
FROM "marketplace"
WHERE "marketplace"."seq" IN (SELECT value FROM json_each(?))
ORDER BY "date" DESC, "id" DESC
LIMIT ?;
