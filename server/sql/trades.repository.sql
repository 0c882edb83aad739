-- The SQL that trades.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: readTrades[unfiltered, by date] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readTrades[unfiltered, by date] (2 of 2)
-- 2 parameters
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
WHERE "id" IN (
  SELECT "trades"."id"
  FROM "trades"
  ORDER BY "date" DESC, "id" DESC
  LIMIT ?
  OFFSET ?
)
ORDER BY "date" DESC, "id" DESC;

-- name: readTrades[text only, by total, older half] (1 of 5) · SQLite
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readTrades[text only, by total, older half] (2 of 5) · SQLite
-- 0 parameters
begin;

-- name: readTrades[text only, by total, older half] (3 of 5) · SQLite
-- 1 parameter
SELECT (SELECT coalesce(max(seq), 0) FROM "trades") AS position, (SELECT value FROM counters WHERE name = ?) AS stored;

-- name: readTrades[text only, by total, older half] (4 of 5) · SQLite
-- 2 parameters
SELECT rowid AS seq
FROM "trades_fts"
WHERE "trades_fts" MATCH ?
LIMIT ?;

-- name: readTrades[text only, by total, older half] (5 of 5) · SQLite
-- 0 parameters
commit;

-- name: readTrades[text only, by total, older half] (1 of 2) · PostgreSQL
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: readTrades[text only, by total, older half] (2 of 2) · PostgreSQL
-- 4 parameters
SELECT id
FROM "trades"
WHERE ((trades.sender_lower LIKE $1 ESCAPE '\' OR trades.receiver_lower LIKE $2 ESCAPE '\' OR trades.item_names LIKE $3 ESCAPE '\'))
LIMIT $4;

-- name: readTrades[names, player, flag and text] (1 of 2) · SQLite
-- 6 parameters
select count(*) as "n"
from "trades"
where (("sender_lower" = ? or "receiver_lower" = ?) and ((instr(trades.item_names, ?) > 0)) and ("sender_id" = ? or "receiver_id" = ?) and "lopsided" = ?);

-- name: readTrades[names, player, flag and text] (2 of 2) · SQLite
-- 8 parameters
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
WHERE "id" IN (
  SELECT "trades"."id"
  FROM "trades"
  WHERE (("sender_lower" = ? or "receiver_lower" = ?) and ((instr(trades.item_names, ?) > 0)) and ("sender_id" = ? or "receiver_id" = ?) and "lopsided" = ?)
  ORDER BY "profit_loss" DESC, "id" DESC
  LIMIT ?
  OFFSET ?
)
ORDER BY "profit_loss" DESC, "id" DESC;

-- name: readTrades[names, player, flag and text] (1 of 2) · PostgreSQL
-- 6 parameters
select count(*) as "n"
from "trades"
where (("sender_lower" = $1 or "receiver_lower" = $2) and ((trades.item_names LIKE $3 ESCAPE '\')) and ("sender_id" = $4 or "receiver_id" = $5) and "lopsided" = $6);

-- name: readTrades[names, player, flag and text] (2 of 2) · PostgreSQL
-- 8 parameters
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
WHERE "id" IN (
  SELECT "trades"."id"
  FROM "trades"
  WHERE (("sender_lower" = $1 or "receiver_lower" = $2) and ((trades.item_names LIKE $3 ESCAPE '\')) and ("sender_id" = $4 or "receiver_id" = $5) and "lopsided" = $6)
  ORDER BY "profit_loss" DESC, "id" DESC
  LIMIT $7
  OFFSET $8
)
ORDER BY "profit_loss" DESC, "id" DESC;

-- name: tradeExportChunks[unfiltered] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: tradeExportChunks[unfiltered] (2 of 2)
-- 1 parameter
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
ORDER BY "date" DESC, "id" DESC
LIMIT ?;

-- name: tradeExportChunks[text] (1 of 3) · SQLite
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: tradeExportChunks[text] (2 of 3) · SQLite
-- 2 parameters
SELECT rowid AS seq
FROM "trades_fts"
WHERE "trades_fts" MATCH ?
LIMIT ?;

-- name: tradeExportChunks[text] (3 of 3) · SQLite
-- 2 parameters
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
WHERE "trades"."seq" IN (SELECT value FROM json_each(?))
ORDER BY "date" DESC, "id" DESC
LIMIT ?;

-- name: tradeExportChunks[text] (1 of 7) · PostgreSQL
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: tradeExportChunks[text] (2 of 7) · PostgreSQL
-- 1 parameter
WITH RECURSIVE k(key) AS ((SELECT item_lower FROM trade_items ORDER BY 1 LIMIT 1) UNION ALL SELECT (SELECT item_lower FROM trade_items WHERE item_lower > k.key ORDER BY 1 LIMIT 1) FROM k WHERE k.key IS NOT NULL)
SELECT k.key
FROM k
WHERE k.key IS NOT NULL AND k.key LIKE $1 ESCAPE '\';

-- name: tradeExportChunks[text] (3 of 7) · PostgreSQL
-- 0 parameters
begin;

-- name: tradeExportChunks[text] (4 of 7) · PostgreSQL
-- 0 parameters
SET LOCAL work_mem = '64MB';

-- name: tradeExportChunks[text] (5 of 7) · PostgreSQL
-- 2 parameters
SELECT count(*) AS n
FROM (
  SELECT trade_id
  FROM trade_items
  WHERE item_lower = ANY($1::text[])
  UNION
  SELECT ti.trade_id
  FROM trade_items ti
  JOIN trades t ON t.id = ti.trade_id
  WHERE ti.item_lower = '' AND t.item_names LIKE $2 ESCAPE '\'
) m;

-- name: tradeExportChunks[text] (6 of 7) · PostgreSQL
-- 0 parameters
commit;

-- name: tradeExportChunks[text] (7 of 7) · PostgreSQL
-- 2 parameters
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
WHERE ((trades.item_names LIKE $1 ESCAPE '\'))
ORDER BY "date" DESC, "id" DESC
LIMIT $2;

-- name: nameExists (1 of 2)
-- 2 parameters
select "id"
from "trades"
where "sender_lower" = ?
limit ?;

-- name: nameExists (2 of 2)
-- 2 parameters
select "id"
from "trades"
where "receiver_lower" = ?
limit ?;
