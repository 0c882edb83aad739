-- The SQL that chat-context.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findVisibleMessage
-- 2 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "id" = ? and "hidden" = ?;

-- name: messagesBeside[before]
-- 4 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where ("timestamp", "id") < (?, ?) and "hidden" = ?
order by "timestamp" desc, "id" desc
limit ?;

-- name: messagesBeside[after]
-- 4 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where ("timestamp", "id") > (?, ?) and "hidden" = ?
order by "timestamp" asc, "id" asc
limit ?;

-- name: messagesBeside[before, one server]
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "server_id" = ? and ("timestamp", "id") < (?, ?) and "hidden" = ?
order by "timestamp" desc, "id" desc
limit ?;

-- name: messagesBeside[after, one server]
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "server_id" = ? and ("timestamp", "id") > (?, ?) and "hidden" = ?
order by "timestamp" asc, "id" asc
limit ?;

-- name: messagesBetween[one player]
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "user_id" = ? and "timestamp" >= ? and "timestamp" <= ? and "hidden" = ?
order by "timestamp" desc, "id" desc
limit ?;

-- name: messagesBetween[one server]
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "server_id" = ? and "timestamp" >= ? and "timestamp" <= ? and "hidden" = ?
order by "timestamp" desc, "id" desc
limit ?;
