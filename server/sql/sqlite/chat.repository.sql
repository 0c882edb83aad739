-- The SQL that chat.repository.ts sends to SQLite, one entry per statement.
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

-- name: countChat[search] (1 of 3)
-- 2 parameters
SELECT count(*) AS n
FROM chat_messages m INDEXED BY chat_time_idx
WHERE 1 = 1 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: countChat[search] (2 of 3)
-- 2 parameters
SELECT count(*) AS n
FROM (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ? LIMIT ?);

-- name: countChat[search] (3 of 3)
-- 3 parameters
SELECT count(*) AS n
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: countChat[no search]
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: chatLogState
-- 4 parameters
SELECT (SELECT coalesce(max(seq), 0) FROM chat_messages) AS position, v.visible, v.floor
FROM (
  SELECT (SELECT value FROM counters WHERE name = ?) - coalesce((SELECT sum(visible) FROM chat_hours WHERE hour < (SELECT coalesce(max(value), 0) FROM counters WHERE name = ?) / ?), 0) AS visible, (SELECT coalesce(max(value), 0) FROM counters WHERE name = ?) AS floor
) v;

-- name: chatGrowth[search]
-- 6 parameters
SELECT sum(CASE WHEN m.timestamp >= ? THEN 1 ELSE 0 END) AS visible, sum(CASE WHEN 1 = 1 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ? AND (m.name LIKE ? ESCAPE '\' OR m.message LIKE ? ESCAPE '\') THEN 1 ELSE 0 END) AS matches
FROM chat_messages m
WHERE m.seq > ? AND m.hidden = 0;

-- name: chatGrowth[no search]
-- 2 parameters
SELECT sum(CASE WHEN m.timestamp >= ? THEN 1 ELSE 0 END) AS visible, sum(CASE WHEN 1 = 1 AND 1 = 1 THEN 1 ELSE 0 END) AS matches
FROM chat_messages m
WHERE m.seq > ? AND m.hidden = 0;

-- name: searchPage[index plan]
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp DESC, m.id DESC
LIMIT ?
OFFSET ?;

-- name: searchPage[scan plan] (1 of 2)
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

-- name: searchPage[scan plan] (2 of 2)
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp DESC, m.id DESC
LIMIT ?
OFFSET ?;

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

-- name: readChatPage[search, older half]
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp ASC, m.id ASC
LIMIT ?
OFFSET ?;

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

-- name: chatExportChunks[search] (1 of 9)
-- 1 parameter
select "value"
from "counters"
where "name" = ?;

-- name: chatExportChunks[search] (2 of 9)
-- 0 parameters
begin;

-- name: chatExportChunks[search] (3 of 9)
-- 2 parameters
SELECT count(*) AS n
FROM chat_messages m INDEXED BY chat_time_idx
WHERE 1 = 1 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: chatExportChunks[search] (4 of 9)
-- 2 parameters
SELECT count(*) AS n
FROM (SELECT rowid FROM chat_fts WHERE chat_fts MATCH ? LIMIT ?);

-- name: chatExportChunks[search] (5 of 9)
-- 3 parameters
SELECT count(*) AS n
FROM chat_fts
CROSS JOIN chat_messages m ON m.seq = chat_fts.rowid
WHERE chat_fts MATCH ? AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?;

-- name: chatExportChunks[search] (6 of 9)
-- 0 parameters
commit;

-- name: chatExportChunks[search] (7 of 9)
-- 0 parameters
begin;

-- name: chatExportChunks[search] (8 of 9)
-- 5 parameters
SELECT m.id, m.user_id, m.name, m.message, m.timestamp, m.filter_warning, m.translated_text, m.server_id, m.place_id
FROM chat_messages m INDEXED BY chat_time_idx
WHERE (m.name LIKE ? ESCAPE '\' OR m.message LIKE ? ESCAPE '\') AND m.hidden = 0 AND "m"."timestamp" >= ? AND "m"."timestamp" <= ?
ORDER BY m.timestamp DESC, m.id DESC
LIMIT ?;

-- name: chatExportChunks[search] (9 of 9)
-- 0 parameters
commit;
