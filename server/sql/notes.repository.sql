-- The SQL that notes.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertNote
-- 7 parameters
insert into "notes" ("id", "user_id", "text", "created_at", "created_by_id", "created_by_name", "updated_at")
values (?, ?, ?, ?, ?, ?, ?);

-- name: findNote
-- 1 parameter
select *
from "notes"
where "id" = ?;

-- name: updateNoteText
-- 3 parameters
update "notes"
set "text" = ?, "updated_at" = ?
where "id" = ?;

-- name: deleteNote
-- 1 parameter
delete
from "notes"
where "id" = ?;

-- name: notesOfPlayer
-- 1 parameter
select *
from "notes"
where "user_id" = ?
order by "created_at" desc, "id" desc;

-- name: hasModerationRecord (1 of 2)
-- 2 parameters
select "id"
from "notes"
where "user_id" = ?
limit ?;

-- name: hasModerationRecord (2 of 2)
-- 2 parameters
select "id"
from "sanctions"
where "user_id" = ?
limit ?;
