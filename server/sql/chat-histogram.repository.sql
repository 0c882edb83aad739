-- The SQL that chat-histogram.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: chatMatchSpan[search] (1 of 2) · SQLite
-- 2 parameters
SELECT count(*) AS n
FROM (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ? LIMIT ?);

-- name: chatMatchSpan[search] (2 of 2) · SQLite
-- 1 parameter
SELECT min(m.timestamp) AS first, max(m.timestamp) AS last
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0;

-- name: chatMatchSpan[search] · PostgreSQL
-- 2 parameters
SELECT min(timestamp) AS first, max(timestamp) AS last
FROM chat_messages
WHERE hidden = 0 AND (lower(name) LIKE $1 ESCAPE '\' OR lower(message) LIKE $2 ESCAPE '\');

-- name: chatMatchSpan[no search] · SQLite
-- 2 parameters
SELECT (
  SELECT timestamp
  FROM chat_messages INDEXED BY chat_time_idx
  WHERE hidden = 0 AND "timestamp" >= ?
  ORDER BY timestamp ASC
  LIMIT 1
) AS first, (
  SELECT timestamp
  FROM chat_messages INDEXED BY chat_time_idx
  WHERE hidden = 0 AND "timestamp" >= ?
  ORDER BY timestamp DESC
  LIMIT 1
) AS last;

-- name: chatMatchSpan[no search] · PostgreSQL
-- 2 parameters
SELECT (
  SELECT timestamp
  FROM chat_messages
  WHERE hidden = 0 AND "timestamp" >= $1
  ORDER BY timestamp ASC
  LIMIT 1
) AS first, (
  SELECT timestamp
  FROM chat_messages
  WHERE hidden = 0 AND "timestamp" >= $2
  ORDER BY timestamp DESC
  LIMIT 1
) AS last;

-- name: chatCountByBucket[search] · SQLite
-- 4 parameters
SELECT CAST((m.timestamp - CAST(? AS BIGINT)) * CAST(? AS BIGINT) / CAST(? AS BIGINT) AS BIGINT) AS bucket, count(*) AS n
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0
GROUP BY bucket;

-- name: chatCountByBucket[search] · PostgreSQL
-- 5 parameters
SELECT CAST((timestamp - CAST($1 AS BIGINT)) * CAST($2 AS BIGINT) / CAST($3 AS BIGINT) AS BIGINT) AS bucket, count(*) AS n
FROM chat_messages
WHERE hidden = 0 AND (lower(name) LIKE $4 ESCAPE '\' OR lower(message) LIKE $5 ESCAPE '\')
GROUP BY bucket;

-- name: chatCountByBucket[search, window] (1 of 3) · SQLite
-- 2 parameters
SELECT count(*) AS n
FROM chat_messages m INDEXED BY chat_time_idx
WHERE 1 = 1 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: chatCountByBucket[search, window] (2 of 3) · SQLite
-- 2 parameters
SELECT count(*) AS n
FROM (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ? LIMIT ?);

-- name: chatCountByBucket[search, window] (3 of 3) · SQLite
-- 6 parameters
SELECT CAST((m.timestamp - CAST(? AS BIGINT)) * CAST(? AS BIGINT) / CAST(? AS BIGINT) AS BIGINT) AS bucket, count(*) AS n
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
GROUP BY bucket;

-- name: chatCountByBucket[search, window] (1 of 3) · PostgreSQL
-- 2 parameters
EXPLAIN (FORMAT JSON)
SELECT 1
FROM chat_messages
WHERE 1 = 1 AND "timestamp" >= $1 AND "timestamp" <= $2;

-- name: chatCountByBucket[search, window] (2 of 3) · PostgreSQL
-- 2 parameters
EXPLAIN (FORMAT JSON)
SELECT 1
FROM chat_messages
WHERE (lower(name) LIKE $1 ESCAPE '\' OR lower(message) LIKE $2 ESCAPE '\');

-- name: chatCountByBucket[search, window] (3 of 3) · PostgreSQL
-- 7 parameters
SELECT CAST((timestamp - CAST($1 AS BIGINT)) * CAST($2 AS BIGINT) / CAST($3 AS BIGINT) AS BIGINT) AS bucket, count(*) AS n
FROM chat_messages
WHERE hidden = 0 AND "timestamp" >= $4 AND "timestamp" <= $5 AND (lower(name) LIKE $6 ESCAPE '\' OR lower(message) LIKE $7 ESCAPE '\')
GROUP BY bucket;

-- name: chatCountByBucket[no search] (1 of 2)
-- 8 parameters
SELECT CAST((CAST(hour AS BIGINT) * ? - CAST(? AS BIGINT)) * CAST(? AS BIGINT) / CAST(? AS BIGINT) AS BIGINT) AS bucket, sum(visible) AS n
FROM chat_hours
WHERE hour > ? AND hour < ? AND visible > 0 AND hour NOT IN (?, ?)
GROUP BY bucket;

-- name: chatCountByBucket[no search] (2 of 2)
-- 8 parameters
SELECT CAST((timestamp - CAST(? AS BIGINT)) * CAST(? AS BIGINT) / CAST(? AS BIGINT) AS BIGINT) AS bucket, CAST(timestamp / CAST(? AS BIGINT) AS BIGINT) AS hour, count(*) AS n
FROM chat_messages
WHERE hidden = 0 AND ((timestamp >= ? AND timestamp <= ?) OR (timestamp >= ? AND timestamp <= ?))
GROUP BY bucket, hour;
