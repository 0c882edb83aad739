-- The SQL that chat-context.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findVisibleMessage
-- 2 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "id" = $1 and "hidden" = $2;

-- name: messagesBeside[before]
-- 4 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where ("timestamp", "id") < ($1, $2) and "hidden" = $3
order by "timestamp" desc, "id" desc
limit $4;

-- name: messagesBeside[after]
-- 4 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where ("timestamp", "id") > ($1, $2) and "hidden" = $3
order by "timestamp" asc, "id" asc
limit $4;

-- name: messagesBeside[before, one server]
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "server_id" = $1 and ("timestamp", "id") < ($2, $3) and "hidden" = $4
order by "timestamp" desc, "id" desc
limit $5;

-- name: messagesBeside[after, one server]
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "server_id" = $1 and ("timestamp", "id") > ($2, $3) and "hidden" = $4
order by "timestamp" asc, "id" asc
limit $5;

-- name: playerMessagesBetween
-- 5 parameters
select "id", "user_id", "name", "message", "timestamp", "filter_warning", "translated_text", "server_id", "place_id"
from "chat_messages"
where "user_id" = $1 and "timestamp" >= $2 and "timestamp" <= $3 and "hidden" = $4
order by "timestamp" desc, "id" desc
limit $5;
