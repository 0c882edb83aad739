-- The SQL that chat.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: countVisible[unbounded]
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: countVisible[from an hour] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: countVisible[from an hour] (2 of 2)
-- 1 parameter
select coalesce(sum("visible"), 0) as "n"
from "chat_hours"
where "hour" < ?;

-- name: countVisible[window] (1 of 3)
-- 3 parameters
select "hour", "visible"
from "chat_hours"
where "visible" > ? and "hour" <= ? and "hour" >= ?
order by "hour" desc;

-- name: countVisible[window] (2 of 3)
-- 3 parameters
select count(*) as "n"
from "chat_messages"
where "hidden" = ? and "timestamp" >= ? and "timestamp" <= ?;

-- name: countVisible[window] (3 of 3)
-- 3 parameters
select count(*) as "n"
from "chat_messages"
where "hidden" = ? and "timestamp" >= ? and "timestamp" <= ?;

-- name: countChat[search] (1 of 3) · SQLite
-- 2 parameters
SELECT count(*) AS n
FROM chat_messages m INDEXED BY chat_time_idx
WHERE 1 = 1 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: countChat[search] (2 of 3) · SQLite
-- 2 parameters
SELECT count(*) AS n
FROM (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ? LIMIT ?);

-- name: countChat[search] (3 of 3) · SQLite
-- 3 parameters
SELECT count(*) AS n
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: countChat[search] (1 of 3) · PostgreSQL
-- 2 parameters
EXPLAIN (FORMAT JSON)
SELECT 1
FROM chat_messages
WHERE 1 = 1 AND "timestamp" >= $1 AND "timestamp" <= $2;

-- name: countChat[search] (2 of 3) · PostgreSQL
-- 2 parameters
EXPLAIN (FORMAT JSON)
SELECT 1
FROM chat_messages
WHERE (lower(name) LIKE $1 ESCAPE '\' OR lower(message) LIKE $2 ESCAPE '\');

-- name: countChat[search] (3 of 3) · PostgreSQL
-- 4 parameters
SELECT count(*) AS n
FROM chat_messages
WHERE hidden = 0 AND "timestamp" >= $1 AND "timestamp" <= $2 AND (lower(name) LIKE $3 ESCAPE '\' OR lower(message) LIKE $4 ESCAPE '\');

-- name: countChat[no search]
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: chatLogState · SQLite
-- 4 parameters
SELECT (SELECT coalesce(max(seq), 0) FROM chat_messages) AS position, v.visible, v.floor
FROM (
  SELECT (SELECT value FROM counters WHERE name = ?) - coalesce((SELECT sum(visible) FROM chat_hours WHERE hour < (SELECT coalesce(max(value), 0) FROM counters WHERE name = ?) / ?), 0) AS visible, (SELECT coalesce(max(value), 0) FROM counters WHERE name = ?) AS floor
) v;

-- name: chatLogState · PostgreSQL
-- 5 parameters
SELECT (SELECT value FROM counters WHERE name = $1) AS position, v.visible, v.floor
FROM (
  SELECT (SELECT value FROM counters WHERE name = $2) - coalesce((SELECT sum(visible) FROM chat_hours WHERE hour < (SELECT coalesce(max(value), 0) FROM counters WHERE name = $3) / $4), 0) AS visible, (SELECT coalesce(max(value), 0) FROM counters WHERE name = $5) AS floor
) v;

-- name: chatGrowth[search] · SQLite
-- 6 parameters
SELECT sum(CASE WHEN m.timestamp >= ? THEN 1 ELSE 0 END) AS visible, sum(CASE WHEN 1 = 1 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ? AND (m.name LIKE ? ESCAPE '\' OR m.message LIKE ? ESCAPE '\') THEN 1 ELSE 0 END) AS matches
FROM chat_messages m
WHERE m.seq > ? AND m.hidden = 0;

-- name: chatGrowth[search] · PostgreSQL
-- 6 parameters
SELECT count(*) FILTER (WHERE m.timestamp >= $1) AS visible, count(*) FILTER (WHERE true AND "timestamp" >= $2 AND "timestamp" <= $3 AND (lower(name) LIKE $4 ESCAPE '\' OR lower(message) LIKE $5 ESCAPE '\')) AS matches
FROM chat_recent r
JOIN chat_messages m ON m.id = r.chat_id
WHERE r.batch > $6 AND m.hidden = 0;

-- name: chatGrowth[no search] · SQLite
-- 2 parameters
SELECT sum(CASE WHEN m.timestamp >= ? THEN 1 ELSE 0 END) AS visible, sum(CASE WHEN 1 = 1 AND 1 = 1 THEN 1 ELSE 0 END) AS matches
FROM chat_messages m
WHERE m.seq > ? AND m.hidden = 0;

-- name: chatGrowth[no search] · PostgreSQL
-- 2 parameters
SELECT count(*) FILTER (WHERE m.timestamp >= $1) AS visible, count(*) FILTER (WHERE true AND true) AS matches
FROM chat_recent r
JOIN chat_messages m ON m.id = r.chat_id
WHERE r.batch > $2 AND m.hidden = 0;

-- name: searchPage[index plan] · SQLite
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp DESC, m.id DESC
LIMIT ?
OFFSET ?;

-- name: searchPage[index plan] (1 of 3) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'off', true);

-- name: searchPage[index plan] (2 of 3) · PostgreSQL
-- 6 parameters
SELECT id, user_id, name, message, timestamp, filter_warning, translated_text, server_id, place_id
FROM chat_messages
WHERE hidden = 0 AND "timestamp" >= $1 AND "timestamp" <= $2 AND (lower(name) LIKE $3 ESCAPE '\' OR lower(message) LIKE $4 ESCAPE '\')
ORDER BY timestamp + 0 DESC, id DESC
LIMIT $5
OFFSET $6;

-- name: searchPage[index plan] (3 of 3) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'on', true);

-- name: searchPage[scan plan] (1 of 2) · SQLite
-- 7 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM (
  SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
  FROM chat_messages m INDEXED BY chat_time_idx
  WHERE m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
  ORDER BY m.timestamp DESC, m.id DESC
  LIMIT ?
) m
WHERE (m.name LIKE ? ESCAPE '\' OR m.message LIKE ? ESCAPE '\')
ORDER BY m.timestamp DESC, m.id DESC
LIMIT ?
OFFSET ?;

-- name: searchPage[scan plan] (2 of 2) · SQLite
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp DESC, m.id DESC
LIMIT ?
OFFSET ?;

-- name: searchPage[scan plan] (1 of 8) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'off', true);

-- name: searchPage[scan plan] (2 of 8) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'off', true);

-- name: searchPage[scan plan] (3 of 8) · PostgreSQL
-- 7 parameters
SELECT id, user_id, name, message, timestamp, filter_warning, translated_text, server_id, place_id
FROM (
  SELECT id, user_id, name, message, timestamp, filter_warning, translated_text, server_id, place_id
  FROM chat_messages
  WHERE hidden = 0 AND "timestamp" >= $1 AND "timestamp" <= $2
  ORDER BY timestamp DESC, id DESC
  LIMIT $3
) AS walked
WHERE (lower(name) LIKE $4 ESCAPE '\' OR lower(message) LIKE $5 ESCAPE '\')
ORDER BY timestamp DESC, id DESC
LIMIT $6
OFFSET $7;

-- name: searchPage[scan plan] (4 of 8) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'on', true);

-- name: searchPage[scan plan] (5 of 8) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'on', true);

-- name: searchPage[scan plan] (6 of 8) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'off', true);

-- name: searchPage[scan plan] (7 of 8) · PostgreSQL
-- 6 parameters
SELECT id, user_id, name, message, timestamp, filter_warning, translated_text, server_id, place_id
FROM chat_messages
WHERE hidden = 0 AND "timestamp" >= $1 AND "timestamp" <= $2 AND (lower(name) LIKE $3 ESCAPE '\' OR lower(message) LIKE $4 ESCAPE '\')
ORDER BY timestamp + 0 DESC, id DESC
LIMIT $5
OFFSET $6;

-- name: searchPage[scan plan] (8 of 8) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'on', true);

-- name: readChatPage[near an end]
-- 3 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "chat_messages"."hidden" = ?
order by "chat_messages"."timestamp" desc, "chat_messages"."id" desc
limit ?
offset ?;

-- name: readChatPage[deep, through its hour] (1 of 2)
-- 1 parameter
select "hour", "visible"
from "chat_hours"
where "visible" > ?
order by "hour" desc;

-- name: readChatPage[deep, through its hour] (2 of 2)
-- 4 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "chat_messages"."hidden" = ? and "chat_messages"."timestamp" >= ?
order by "chat_messages"."timestamp" asc, "chat_messages"."id" asc
limit ?
offset ?;

-- name: readChatPage[no search]
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "chat_messages"."hidden" = ? and "chat_messages"."timestamp" >= ? and "chat_messages"."timestamp" <= ?
order by "chat_messages"."timestamp" desc, "chat_messages"."id" desc
limit ?
offset ?;

-- name: readChatPage[search, older half] · SQLite
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp ASC, m.id ASC
LIMIT ?
OFFSET ?;

-- name: readChatPage[search, older half] (1 of 3) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'off', true);

-- name: readChatPage[search, older half] (2 of 3) · PostgreSQL
-- 6 parameters
SELECT id, user_id, name, message, timestamp, filter_warning, translated_text, server_id, place_id
FROM chat_messages
WHERE hidden = 0 AND "timestamp" >= $1 AND "timestamp" <= $2 AND (lower(name) LIKE $3 ESCAPE '\' OR lower(message) LIKE $4 ESCAPE '\')
ORDER BY timestamp + 0 ASC, id ASC
LIMIT $5
OFFSET $6;

-- name: readChatPage[search, older half] (3 of 3) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'on', true);

-- name: chatExportChunks[window] (1 of 2)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: chatExportChunks[window] (2 of 2)
-- 4 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "chat_messages"."hidden" = ? and "chat_messages"."timestamp" >= ? and "chat_messages"."timestamp" <= ?
order by "chat_messages"."timestamp" desc, "chat_messages"."id" desc
limit ?;

-- name: chatExportChunks[search] (1 of 9) · SQLite
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: chatExportChunks[search] (2 of 9) · SQLite
-- 0 parameters
begin;

-- name: chatExportChunks[search] (3 of 9) · SQLite
-- 2 parameters
SELECT count(*) AS n
FROM chat_messages m INDEXED BY chat_time_idx
WHERE 1 = 1 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: chatExportChunks[search] (4 of 9) · SQLite
-- 2 parameters
SELECT count(*) AS n
FROM (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ? LIMIT ?);

-- name: chatExportChunks[search] (5 of 9) · SQLite
-- 3 parameters
SELECT count(*) AS n
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: chatExportChunks[search] (6 of 9) · SQLite
-- 0 parameters
commit;

-- name: chatExportChunks[search] (7 of 9) · SQLite
-- 0 parameters
begin;

-- name: chatExportChunks[search] (8 of 9) · SQLite
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_messages m INDEXED BY chat_time_idx
WHERE (m.name LIKE ? ESCAPE '\' OR m.message LIKE ? ESCAPE '\') AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp DESC, m.id DESC
LIMIT ?;

-- name: chatExportChunks[search] (9 of 9) · SQLite
-- 0 parameters
commit;

-- name: chatExportChunks[search] (1 of 11) · PostgreSQL
-- 1 parameter
select "value"
from "counters"
where "name" = $1;

-- name: chatExportChunks[search] (2 of 11) · PostgreSQL
-- 0 parameters
start transaction isolation level repeatable read read only;

-- name: chatExportChunks[search] (3 of 11) · PostgreSQL
-- 4 parameters
EXPLAIN (FORMAT JSON)
SELECT 1
FROM chat_messages
WHERE hidden = 0 AND "timestamp" >= $1 AND "timestamp" <= $2 AND (lower(name) LIKE $3 ESCAPE '\' OR lower(message) LIKE $4 ESCAPE '\');

-- name: chatExportChunks[search] (4 of 11) · PostgreSQL
-- 2 parameters
EXPLAIN (FORMAT JSON)
SELECT 1
FROM chat_messages
WHERE (lower(name) LIKE $1 ESCAPE '\' OR lower(message) LIKE $2 ESCAPE '\');

-- name: chatExportChunks[search] (5 of 11) · PostgreSQL
-- 2 parameters
EXPLAIN (FORMAT JSON)
SELECT 1
FROM chat_messages
WHERE 1 = 1 AND "timestamp" >= $1 AND "timestamp" <= $2;

-- name: chatExportChunks[search] (6 of 11) · PostgreSQL
-- 0 parameters
commit;

-- name: chatExportChunks[search] (7 of 11) · PostgreSQL
-- 0 parameters
start transaction isolation level repeatable read read only;

-- name: chatExportChunks[search] (8 of 11) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'off', true);

-- name: chatExportChunks[search] (9 of 11) · PostgreSQL
-- 5 parameters
SELECT id, user_id, name, message, timestamp, filter_warning, translated_text, server_id, place_id
FROM chat_messages
WHERE hidden = 0 AND "timestamp" >= $1 AND "timestamp" <= $2 AND (lower(name) LIKE $3 ESCAPE '\' OR lower(message) LIKE $4 ESCAPE '\')
ORDER BY timestamp + 0 DESC, id DESC
LIMIT $5;

-- name: chatExportChunks[search] (10 of 11) · PostgreSQL
-- 1 parameter
SELECT set_config($1, 'on', true);

-- name: chatExportChunks[search] (11 of 11) · PostgreSQL
-- 0 parameters
commit;
