-- The SQL that players.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findNames
-- 1 parameter
select "name", "name_lower", "first_seen", "last_seen", "sources"
from "player_names"
where "user_id" = ?
order by "last_seen" desc;

-- name: findByName
-- 3 parameters
select "n"."user_id", "n"."name", "n"."last_seen", "p"."username"
from "player_names" as "n"
left join "players" as "p" on "p"."user_id" = "n"."user_id"
where "n"."name_lower" = ? and (n.sources & ?) <> 0
order by "n"."last_seen" desc
limit ?;

-- name: findPlayer
-- 1 parameter
select *
from "players"
where "user_id" = ?;

-- name: rankOf
-- 3 parameters
SELECT (SELECT count(*) FROM players WHERE "value" > ?) AS above, (
  SELECT count(*)
  FROM players
  WHERE "value" = ? AND user_id < ?
) AS tied;

-- name: sourceKeys[chat, newest first]
-- 2 parameters
SELECT id, "timestamp" AS at
FROM "chat_messages"
WHERE (user_id = ? AND hidden = 0)
ORDER BY "timestamp" DESC, id DESC
LIMIT ?;

-- name: sourceKeys[trades by id, before a trade]
-- 7 parameters
SELECT id, "date" AS at
FROM "trades"
WHERE ("sender_id" = ?) AND ("date" >= ?) AND ("date" <= ?) AND ("date" <= ? AND ("date" < ? OR id < ?))
ORDER BY "date" DESC, id DESC
LIMIT ?;

-- name: sourceKeys[marketplace by name, after a chat line]
-- 5 parameters
SELECT id, "date" AS at
FROM "marketplace"
WHERE ("seller_lower" = ? AND "seller_id" IS NULL) AND ("date" >= ?) AND ("date" <= ?) AND ("date" >= ?)
ORDER BY "date" ASC, id ASC
LIMIT ?;

-- name: sourceKeys[notes, before a sanction]
-- 3 parameters
SELECT id, "created_at" AS at
FROM "notes"
WHERE (user_id = ?) AND ("created_at" <= ?)
ORDER BY "created_at" DESC, id DESC
LIMIT ?;

-- name: rowsById
-- 2 parameters
SELECT *
FROM "trades"
WHERE id IN (?, ?);

-- name: sourcesCount[every source] (1 of 11)
-- 3 parameters
SELECT count(*) AS n
FROM "chat_messages"
WHERE (user_id = ? AND hidden = 0) AND ("timestamp" >= ?) AND ("timestamp" <= ?);

-- name: sourcesCount[every source] (2 of 11)
-- 3 parameters
SELECT count(*) AS n
FROM "trades"
WHERE ("sender_id" = ?) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[every source] (3 of 11)
-- 5 parameters
SELECT count(*) AS n
FROM "trades"
WHERE ("receiver_id" = ? AND NOT (coalesce("sender_id", -1) = ? OR ("sender_id" IS NULL AND "sender_lower" IN (?)))) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[every source] (4 of 11)
-- 3 parameters
SELECT count(*) AS n
FROM "trades"
WHERE ("sender_lower" = ? AND "sender_id" IS NULL) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[every source] (5 of 11)
-- 5 parameters
SELECT count(*) AS n
FROM "trades"
WHERE ("receiver_lower" = ? AND "receiver_id" IS NULL AND NOT (coalesce("sender_id", -1) = ? OR ("sender_id" IS NULL AND "sender_lower" IN (?)))) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[every source] (6 of 11)
-- 3 parameters
SELECT count(*) AS n
FROM "notes"
WHERE (user_id = ?) AND ("created_at" >= ?) AND ("created_at" <= ?);

-- name: sourcesCount[every source] (7 of 11)
-- 3 parameters
SELECT count(*) AS n
FROM "sanctions"
WHERE (user_id = ?) AND ("created_at" >= ?) AND ("created_at" <= ?);

-- name: sourcesCount[every source] (8 of 11)
-- 3 parameters
SELECT count(*) AS n
FROM "marketplace"
WHERE ("seller_id" = ?) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[every source] (9 of 11)
-- 5 parameters
SELECT count(*) AS n
FROM "marketplace"
WHERE ("buyer_id" = ? AND NOT (coalesce("seller_id", -1) = ? OR ("seller_id" IS NULL AND "seller_lower" IN (?)))) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[every source] (10 of 11)
-- 3 parameters
SELECT count(*) AS n
FROM "marketplace"
WHERE ("seller_lower" = ? AND "seller_id" IS NULL) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[every source] (11 of 11)
-- 5 parameters
SELECT count(*) AS n
FROM "marketplace"
WHERE ("buyer_lower" = ? AND "buyer_id" IS NULL AND NOT (coalesce("seller_id", -1) = ? OR ("seller_id" IS NULL AND "seller_lower" IN (?)))) AND ("date" >= ?) AND ("date" <= ?);

-- name: sourcesCount[lopsided trades] (1 of 4)
-- 1 parameter
SELECT count(*) AS n
FROM "trades"
WHERE ("sender_id" = ?) AND (lopsided = 1);

-- name: sourcesCount[lopsided trades] (2 of 4)
-- 3 parameters
SELECT count(*) AS n
FROM "trades"
WHERE ("receiver_id" = ? AND NOT (coalesce("sender_id", -1) = ? OR ("sender_id" IS NULL AND "sender_lower" IN (?)))) AND (lopsided = 1);

-- name: sourcesCount[lopsided trades] (3 of 4)
-- 1 parameter
SELECT count(*) AS n
FROM "trades"
WHERE ("sender_lower" = ? AND "sender_id" IS NULL) AND (lopsided = 1);

-- name: sourcesCount[lopsided trades] (4 of 4)
-- 3 parameters
SELECT count(*) AS n
FROM "trades"
WHERE ("receiver_lower" = ? AND "receiver_id" IS NULL AND NOT (coalesce("sender_id", -1) = ? OR ("sender_id" IS NULL AND "sender_lower" IN (?)))) AND (lopsided = 1);

-- name: rankedPartners[every trade source, the 20 with most trades and the 20 with the largest balance] · SQLite
-- 10 parameters
WITH per_source AS (
  SELECT "receiver_id" AS partner_id, CASE WHEN "receiver_id" IS NULL THEN "receiver_lower" ELSE '' END AS name_key, "receiver" AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("sent") AS gave, sum("received") AS got, max(date) AS last
  FROM trades
  WHERE "sender_id" = ?
  GROUP BY "receiver_id", name_key
  UNION ALL
  SELECT "sender_id" AS partner_id, CASE WHEN "sender_id" IS NULL THEN "sender_lower" ELSE '' END AS name_key, "sender" AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("received") AS gave, sum("sent") AS got, max(date) AS last
  FROM trades
  WHERE "receiver_id" = ? AND NOT (coalesce("sender_id", -1) = ? OR ("sender_id" IS NULL AND "sender_lower" IN (?)))
  GROUP BY "sender_id", name_key
  UNION ALL
  SELECT "receiver_id" AS partner_id, CASE WHEN "receiver_id" IS NULL THEN "receiver_lower" ELSE '' END AS name_key, "receiver" AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("sent") AS gave, sum("received") AS got, max(date) AS last
  FROM trades
  WHERE "sender_lower" = ? AND "sender_id" IS NULL
  GROUP BY "receiver_id", name_key
  UNION ALL
  SELECT "sender_id" AS partner_id, CASE WHEN "sender_id" IS NULL THEN "sender_lower" ELSE '' END AS name_key, "sender" AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("received") AS gave, sum("sent") AS got, max(date) AS last
  FROM trades
  WHERE "receiver_lower" = ? AND "receiver_id" IS NULL AND NOT (coalesce("sender_id", -1) = ? OR ("sender_id" IS NULL AND "sender_lower" IN (?)))
  GROUP BY "sender_id", name_key
), partners AS (
  SELECT partner_id, name_key, partner_name AS partner_name, max(last) AS last, sum(trades) AS trades, sum(lopsided) AS lopsided, sum(gave) AS gave, sum(got) AS got
  FROM per_source
  GROUP BY partner_id, name_key
)
SELECT 'trades' AS list, t.*
FROM (
  SELECT *
  FROM partners
  ORDER BY trades DESC, last DESC, partner_id, name_key
  LIMIT ?
) t
UNION ALL
SELECT 'net' AS list, n.*
FROM (
  SELECT *
  FROM partners
  ORDER BY abs(got - gave) DESC, trades DESC, last DESC, partner_id, name_key
  LIMIT ?
) n;

-- name: rankedPartners[every trade source, the 20 with most trades and the 20 with the largest balance] · PostgreSQL
-- 10 parameters
WITH per_source AS (
  SELECT "receiver_id" AS partner_id, CASE WHEN "receiver_id" IS NULL THEN "receiver_lower" ELSE '' END AS name_key, (array_agg("receiver" ORDER BY date DESC))[1] AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("sent") AS gave, sum("received") AS got, max(date) AS last
  FROM trades
  WHERE "sender_id" = $1
  GROUP BY "receiver_id", name_key
  UNION ALL
  SELECT "sender_id" AS partner_id, CASE WHEN "sender_id" IS NULL THEN "sender_lower" ELSE '' END AS name_key, (array_agg("sender" ORDER BY date DESC))[1] AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("received") AS gave, sum("sent") AS got, max(date) AS last
  FROM trades
  WHERE "receiver_id" = $2 AND NOT (coalesce("sender_id", -1) = $3 OR ("sender_id" IS NULL AND "sender_lower" IN ($4)))
  GROUP BY "sender_id", name_key
  UNION ALL
  SELECT "receiver_id" AS partner_id, CASE WHEN "receiver_id" IS NULL THEN "receiver_lower" ELSE '' END AS name_key, (array_agg("receiver" ORDER BY date DESC))[1] AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("sent") AS gave, sum("received") AS got, max(date) AS last
  FROM trades
  WHERE "sender_lower" = $5 AND "sender_id" IS NULL
  GROUP BY "receiver_id", name_key
  UNION ALL
  SELECT "sender_id" AS partner_id, CASE WHEN "sender_id" IS NULL THEN "sender_lower" ELSE '' END AS name_key, (array_agg("sender" ORDER BY date DESC))[1] AS partner_name, count(*) AS trades, sum(lopsided) AS lopsided, sum("received") AS gave, sum("sent") AS got, max(date) AS last
  FROM trades
  WHERE "receiver_lower" = $6 AND "receiver_id" IS NULL AND NOT (coalesce("sender_id", -1) = $7 OR ("sender_id" IS NULL AND "sender_lower" IN ($8)))
  GROUP BY "sender_id", name_key
), partners AS (
  SELECT partner_id, name_key, (array_agg(partner_name ORDER BY last DESC))[1] AS partner_name, max(last) AS last, sum(trades) AS trades, sum(lopsided) AS lopsided, sum(gave) AS gave, sum(got) AS got
  FROM per_source
  GROUP BY partner_id, name_key
)
SELECT 'trades' AS list, t.*
FROM (
  SELECT *
  FROM partners
  ORDER BY trades DESC, last DESC, partner_id, name_key
  LIMIT $9
) t
UNION ALL
SELECT 'net' AS list, n.*
FROM (
  SELECT *
  FROM partners
  ORDER BY abs(got - gave) DESC, trades DESC, last DESC, partner_id, name_key
  LIMIT $10
) n;
