-- The SQL that trades.repository.ts sends to SQLite, one entry per statement.
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

-- name: readTrades[text only, by total, older half] (1 of 5)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: readTrades[text only, by total, older half] (2 of 5)
-- 0 parameters
begin;

-- name: readTrades[text only, by total, older half] (3 of 5)
-- 1 parameter
SELECT (SELECT coalesce(max(seq), 0) FROM "trades") AS position, (SELECT value FROM counters WHERE name = ?) AS stored;

-- name: readTrades[text only, by total, older half] (4 of 5)
-- 2 parameters
SELECT rowid AS seq
FROM "trades_fts"
WHERE "trades_fts" MATCH ?
LIMIT ?;

-- name: readTrades[text only, by total, older half] (5 of 5)
-- 0 parameters
commit;

-- name: readTrades[names, player, flag and text] (1 of 2)
-- 6 parameters
select count(*) as "n"
from "trades"
where (("sender_lower" = ? or "receiver_lower" = ?) and ((instr(trades.item_names, ?) > 0)) and ("sender_id" = ? or "receiver_id" = ?) and "lopsided" = ?);

-- name: readTrades[names, player, flag and text] (2 of 2)
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

-- name: tradeExportChunks[text] (1 of 3)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: tradeExportChunks[text] (2 of 3)
-- 2 parameters
SELECT rowid AS seq
FROM "trades_fts"
WHERE "trades_fts" MATCH ?
LIMIT ?;

-- name: tradeExportChunks[text] (3 of 3)
-- 2 parameters
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
WHERE "trades"."seq" IN (SELECT value FROM json_each(?))
ORDER BY "date" DESC, "id" DESC
LIMIT ?;

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
