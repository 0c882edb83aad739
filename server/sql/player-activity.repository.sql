-- The SQL that player-activity.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: countPerDay[chat, a week without a change of offset]
-- 4 parameters
SELECT day, count(*) AS n
FROM (
  SELECT (("timestamp" + cast(? as bigint)) / 86400000) AS day
  FROM "chat_messages"
  WHERE (user_id = ? AND hidden = 0) AND "timestamp" >= ? AND "timestamp" < ?
) AS events
GROUP BY day;

-- name: countPerDay[purchases, a year across two changes]
-- 20 parameters
SELECT day, count(*) AS n
FROM (
  SELECT (("date" + CASE WHEN "date" < cast(? as bigint) THEN cast(? as bigint) WHEN "date" < cast(? as bigint) THEN cast(? as bigint) ELSE cast(? as bigint) END) / 86400000) AS day
  FROM "marketplace"
  WHERE ("buyer_id" = ? AND NOT (coalesce("seller_id", -1) = ? OR ("seller_id" IS NULL AND "seller_lower" IN (?)))) AND "date" >= ? AND "date" < ?
  UNION ALL
  SELECT (("date" + CASE WHEN "date" < cast(? as bigint) THEN cast(? as bigint) WHEN "date" < cast(? as bigint) THEN cast(? as bigint) ELSE cast(? as bigint) END) / 86400000) AS day
  FROM "marketplace"
  WHERE ("buyer_lower" = ? AND "buyer_id" IS NULL AND NOT (coalesce("seller_id", -1) = ? OR ("seller_id" IS NULL AND "seller_lower" IN (?)))) AND "date" >= ? AND "date" < ?
) AS events
GROUP BY day;
