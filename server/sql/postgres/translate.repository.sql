-- The SQL that translate.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findMessages
-- 1 parameter
select "id", "message", "translated_text"
from "chat_messages"
where "id" in ($1);

-- name: storeTranslation
-- 2 parameters
update "chat_messages"
set "translated_text" = $1
where "id" = $2 and "translated_text" is null;
