-- The SQL that appeals.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: listAppeals[open, oldest first] (1 of 2)
-- 3 parameters
select *
from "appeals"
where "status" = ?
order by "submitted_at" asc, "id" asc
limit ?
offset ?;

-- name: listAppeals[open, oldest first] (2 of 2)
-- 1 parameter
select count(*) as "n"
from "appeals"
where "status" = ?;

-- name: listAppeals[decided, newest decision first] (1 of 2)
-- 3 parameters
select *
from "appeals"
where "status" = ?
order by "decided_at" desc, "id" desc
limit ?
offset ?;

-- name: listAppeals[decided, newest decision first] (2 of 2)
-- 1 parameter
select count(*) as "n"
from "appeals"
where "status" = ?;

-- name: countAppeals
-- 1 parameter
select count(*) as "n"
from "appeals"
where "status" = ?;

-- name: findAppeal
-- 1 parameter
select *
from "appeals"
where "id" = ?;

-- name: markDecided
-- 9 parameters
update "appeals"
set "status" = ?, "decided_by_id" = ?, "decided_by_name" = ?, "decided_at" = ?, "public_answer" = ?, "private_note" = ?, "previous_expires_at" = ?
where "id" = ? and "status" = ?;
