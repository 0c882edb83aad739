-- The SQL that activity.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: chatPerHour
-- 2 parameters
select "hour", "visible" as "n"
from "chat_hours"
where "hour" >= ? and "hour" <= ?;

-- name: logPerHour[trades]
-- 2 parameters
select date / 3600000 as "hour", count(*) as "n"
from "trades"
where "date" >= ? and "date" < ?
group by date / 3600000;

-- name: logPerHour[marketplace]
-- 2 parameters
select date / 3600000 as "hour", count(*) as "n"
from "marketplace"
where "date" >= ? and "date" < ?
group by date / 3600000;
