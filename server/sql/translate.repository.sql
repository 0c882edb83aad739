-- The SQL that translate.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findMessages
-- 1 parameter
select "id", "message", "translated_text"
from "chat_messages"
where "id" in (?);

-- name: storeTranslation
-- 2 parameters
update "chat_messages"
set "translated_text" = ?
where "id" = ? and "translated_text" is null;
