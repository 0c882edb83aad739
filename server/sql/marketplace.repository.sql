-- The SQL that marketplace.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
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

-- name: readMarketplace[text, by price, older half] (1 of 5) · SQLite
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readMarketplace[text, by price, older half] (2 of 5) · SQLite
-- 0 parameters
begin;

-- name: readMarketplace[text, by price, older half] (3 of 5) · SQLite
-- 1 parameter
SELECT (SELECT coalesce(max(seq), 0) FROM "marketplace") AS position, (SELECT value FROM counters WHERE name = ?) AS stored;

-- name: readMarketplace[text, by price, older half] (4 of 5) · SQLite
-- 2 parameters
SELECT rowid AS seq
FROM "marketplace_fts"
WHERE "marketplace_fts" MATCH ?
LIMIT ?;

-- name: readMarketplace[text, by price, older half] (5 of 5) · SQLite
-- 0 parameters
commit;

-- name: readMarketplace[text, by price, older half] (1 of 4) · PostgreSQL
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: readMarketplace[text, by price, older half] (2 of 4) · PostgreSQL
-- 1 parameter
WITH RECURSIVE k(key) AS ((SELECT lower(item_name) FROM marketplace ORDER BY 1 LIMIT 1) UNION ALL SELECT (SELECT lower(item_name) FROM marketplace WHERE lower(item_name) > k.key ORDER BY 1 LIMIT 1) FROM k WHERE k.key IS NOT NULL)
SELECT k.key
FROM k
WHERE k.key IS NOT NULL AND k.key LIKE $1 ESCAPE '\';

-- name: readMarketplace[text, by price, older half] (3 of 4) · PostgreSQL
-- 1 parameter
SELECT count(*) AS n
FROM marketplace
WHERE lower(item_name) = ANY($1::text[]);

-- name: readMarketplace[text, by price, older half] (4 of 4) · PostgreSQL
-- 3 parameters
SELECT "id", "date", "item_name", "item_type", "asset_id", "quantity", "price", "price_per_unit", "base_price", "parsed", "seller", "buyer", "seller_id", "buyer_id", "server_id", "place_id", "raw"
FROM "marketplace"
WHERE "id" IN (
  SELECT "marketplace"."id"
  FROM "marketplace"
  WHERE ((lower(marketplace.item_name) LIKE $1 ESCAPE '\'))
  ORDER BY "price" DESC, "id" DESC
  LIMIT $2
  OFFSET $3
)
ORDER BY "price" DESC, "id" DESC;

-- name: marketplaceExportChunks[text] (1 of 3) · SQLite
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: marketplaceExportChunks[text] (2 of 3) · SQLite
-- 2 parameters
SELECT rowid AS seq
FROM "marketplace_fts"
WHERE "marketplace_fts" MATCH ?
LIMIT ?;

-- name: marketplaceExportChunks[text] (3 of 3) · SQLite
-- 2 parameters
SELECT "id", "date", "item_name", "item_type", "asset_id", "quantity", "price", "price_per_unit", "base_price", "parsed", "seller", "buyer", "seller_id", "buyer_id", "server_id", "place_id", "raw"
FROM "marketplace"
WHERE "marketplace"."seq" IN (SELECT value FROM json_each(?))
ORDER BY "date" DESC, "id" DESC
LIMIT ?;

-- name: marketplaceExportChunks[text] (1 of 3) · PostgreSQL
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: marketplaceExportChunks[text] (2 of 3) · PostgreSQL
-- 3 parameters
SELECT id
FROM "marketplace"
WHERE ((marketplace.seller_lower LIKE $1 ESCAPE '\' OR marketplace.buyer_lower LIKE $2 ESCAPE '\'))
LIMIT $3;

-- name: marketplaceExportChunks[text] (3 of 3) · PostgreSQL
-- 2 parameters
SELECT "id", "date", "item_name", "item_type", "asset_id", "quantity", "price", "price_per_unit", "base_price", "parsed", "seller", "buyer", "seller_id", "buyer_id", "server_id", "place_id", "raw"
FROM "marketplace"
WHERE "marketplace"."id" = ANY($1::text[])
ORDER BY "date" DESC, "id" DESC
LIMIT $2;
