-- The SQL that player-record.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: sanctionCounts
-- 1 parameter
select "type", CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END as "revoked", count(*) as "n"
from "sanctions"
where "user_id" = ?
group by "type", CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END;

-- name: noteCount
-- 1 parameter
select count(*) as "n"
from "notes"
where "user_id" = ?;

-- name: openCases (1 of 2)
-- 4 parameters
select "c"."id", "c"."number", "c"."title", "c"."status"
from "case_players" as "p"
inner join "cases" as "c" on "c"."id" = "p"."case_id"
where "p"."user_id" = ? and "c"."status" in (?, ?)
order by "c"."number" desc
limit ?;

-- name: openCases (2 of 2)
-- 3 parameters
select count(*) as "n"
from "case_players" as "p"
inner join "cases" as "c" on "c"."id" = "p"."case_id"
where "p"."user_id" = ? and "c"."status" in (?, ?);
