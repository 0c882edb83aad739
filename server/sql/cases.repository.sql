-- The SQL that cases.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertCase
-- 13 parameters
insert into "cases" ("id", "number", "title", "title_lower", "status", "assignee_id", "assignee_name", "summary", "resolution", "created_at", "created_by_id", "created_by_name", "updated_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: findCase
-- 1 parameter
select *
from "cases"
where "id" = ?;

-- name: lockCase · SQLite
-- 1 parameter
select *
from "cases"
where "id" = ?;

-- name: lockCase · PostgreSQL
-- 1 parameter
select *
from "cases"
where "id" = $1
for update;

-- name: updateCase
-- 4 parameters
update "cases"
set "status" = ?, "resolution" = ?, "updated_at" = ?
where "id" = ?;

-- name: setCasePlayers[two players] (1 of 2)
-- 1 parameter
delete
from "case_players"
where "case_id" = ?;

-- name: setCasePlayers[two players] (2 of 2)
-- 4 parameters
insert into "case_players" ("case_id", "user_id")
values (?, ?), (?, ?);

-- name: setCasePlayers[none]
-- 1 parameter
delete
from "case_players"
where "case_id" = ?;

-- name: addCasePlayers
-- 4 parameters
insert into "case_players" ("case_id", "user_id")
values (?, ?), (?, ?)
on conflict ("case_id", "user_id") do nothing;

-- name: playersOfCases
-- 2 parameters
select "case_id", "user_id"
from "case_players"
where "case_id" in (?, ?)
order by "user_id";

-- name: listCases[unfiltered] (1 of 2)
-- 2 parameters
select *
from "cases"
order by "number" desc
limit ?
offset ?;

-- name: listCases[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "cases";

-- name: listCases[every filter] (1 of 2)
-- 6 parameters
select *
from "cases"
where "status" = ? and "assignee_id" = ? and exists (
  select "case_players"."case_id"
  from "case_players"
  where "case_players"."case_id" = "cases"."id" and "case_players"."user_id" = ?
) and title_lower LIKE ? ESCAPE '\'
order by "number" desc
limit ?
offset ?;

-- name: listCases[every filter] (2 of 2)
-- 4 parameters
select count(*) as "n"
from "cases"
where "status" = ? and "assignee_id" = ? and exists (
  select "case_players"."case_id"
  from "case_players"
  where "case_players"."case_id" = "cases"."id" and "case_players"."user_id" = ?
) and title_lower LIKE ? ESCAPE '\';

-- name: insertEvidence
-- 9 parameters
insert into "case_evidence" ("id", "case_id", "kind", "ref", "snapshot", "note", "added_by_id", "added_by_name", "added_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: findEvidenceByRef
-- 3 parameters
select *
from "case_evidence"
where "case_id" = ? and "kind" = ? and "ref" = ?;

-- name: findEvidence
-- 2 parameters
select *
from "case_evidence"
where "case_id" = ? and "id" = ?;

-- name: deleteEvidence
-- 1 parameter
delete
from "case_evidence"
where "id" = ?;

-- name: evidencePage[first page]
-- 2 parameters
select *
from "case_evidence"
where "case_id" = ?
order by "added_at" desc, "id" desc
limit ?;

-- name: evidencePage[before a position]
-- 5 parameters
select *
from "case_evidence"
where "case_id" = ? and ("added_at" < ? or ("added_at" = ? and "id" < ?))
order by "added_at" desc, "id" desc
limit ?;

-- name: countEvidence
-- 1 parameter
select count(*) as "n"
from "case_evidence"
where "case_id" = ?;

-- name: sanctionsOfCase (1 of 2)
-- 2 parameters
select *
from "sanctions"
where "case_id" = ?
order by "created_at" desc, "id" desc
limit ?;

-- name: sanctionsOfCase (2 of 2)
-- 1 parameter
select count(*) as "n"
from "sanctions"
where "case_id" = ?;
