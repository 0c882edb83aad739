-- The SQL that notes.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertNote
-- 7 parameters
insert into "notes" ("id", "user_id", "text", "created_at", "created_by_id", "created_by_name", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7);

-- name: findNote
-- 1 parameter
select *
from "notes"
where "id" = $1;

-- name: updateNoteText
-- 3 parameters
update "notes"
set "text" = $1, "updated_at" = $2
where "id" = $3;

-- name: deleteNote
-- 1 parameter
delete
from "notes"
where "id" = $1;

-- name: notesOfPlayer
-- 1 parameter
select *
from "notes"
where "user_id" = $1
order by "created_at" desc, "id" desc;

-- name: hasModerationRecord (1 of 2)
-- 2 parameters
select "id"
from "notes"
where "user_id" = $1
limit $2;

-- name: hasModerationRecord (2 of 2)
-- 2 parameters
select "id"
from "sanctions"
where "user_id" = $1
limit $2;
