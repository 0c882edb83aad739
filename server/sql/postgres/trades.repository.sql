-- The SQL that trades.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: readTrades[unfiltered, by date] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: readTrades[unfiltered, by date] (2 of 2)
-- 2 parameters
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
WHERE "id" IN (
  SELECT "trades"."id"
  FROM "trades"
  ORDER BY "date" DESC, "id" DESC
  LIMIT $1
  OFFSET $2
)
ORDER BY "date" DESC, "id" DESC;

-- name: readTrades[text only, by total, older half] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: readTrades[text only, by total, older half] (2 of 2)
-- 4 parameters
SELECT id
FROM "trades"
WHERE ((trades.sender_lower LIKE $1 ESCAPE '\' OR trades.receiver_lower LIKE $2 ESCAPE '\' OR trades.item_names LIKE $3 ESCAPE '\'))
LIMIT $4;

-- name: readTrades[names, player, flag and text] (1 of 2)
-- 6 parameters
select count(*) as "n"
from "trades"
where (("sender_lower" = $1 or "receiver_lower" = $2) and ((trades.item_names LIKE $3 ESCAPE '\')) and ("sender_id" = $4 or "receiver_id" = $5) and "lopsided" = $6);

-- name: readTrades[names, player, flag and text] (2 of 2)
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
where "name" = $1;

-- name: tradeExportChunks[unfiltered] (2 of 2)
-- 1 parameter
SELECT "id", "date", "sender", "receiver", "sender_id", "receiver_id", "sent", "received", "sent_case_bux", "received_case_bux", "total", "profit_loss", "item_count", "lopsided", "server_id", "place_id", "raw"
FROM "trades"
ORDER BY "date" DESC, "id" DESC
LIMIT $1;

-- name: tradeExportChunks[text] (1 of 7)
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: tradeExportChunks[text] (2 of 7)
-- 1 parameter
WITH RECURSIVE k(key) AS ((SELECT item_lower FROM trade_items ORDER BY 1 LIMIT 1) UNION ALL SELECT (SELECT item_lower FROM trade_items WHERE item_lower > k.key ORDER BY 1 LIMIT 1) FROM k WHERE k.key IS NOT NULL)
SELECT k.key
FROM k
WHERE k.key IS NOT NULL AND k.key LIKE $1 ESCAPE '\';

-- name: tradeExportChunks[text] (3 of 7)
-- 0 parameters
begin;

-- name: tradeExportChunks[text] (4 of 7)
-- 0 parameters
SET LOCAL work_mem = '64MB';

-- name: tradeExportChunks[text] (5 of 7)
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

-- name: tradeExportChunks[text] (6 of 7)
-- 0 parameters
commit;

-- name: tradeExportChunks[text] (7 of 7)
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
where "sender_lower" = $1
limit $2;

-- name: nameExists (2 of 2)
-- 2 parameters
select "id"
from "trades"
where "receiver_lower" = $1
limit $2;
