-- The SQL that cases.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertCase
-- 13 parameters
insert into "cases" ("id", "number", "title", "title_lower", "status", "assignee_id", "assignee_name", "summary", "resolution", "created_at", "created_by_id", "created_by_name", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13);

-- name: findCase
-- 1 parameter
select *
from "cases"
where "id" = $1;

-- name: lockCase
-- 1 parameter
select *
from "cases"
where "id" = $1
for update;

-- name: updateCase
-- 4 parameters
update "cases"
set "status" = $1, "resolution" = $2, "updated_at" = $3
where "id" = $4;

-- name: setCasePlayers[two players] (1 of 2)
-- 1 parameter
delete
from "case_players"
where "case_id" = $1;

-- name: setCasePlayers[two players] (2 of 2)
-- 4 parameters
insert into "case_players" ("case_id", "user_id")
values ($1, $2), ($3, $4);

-- name: setCasePlayers[none]
-- 1 parameter
delete
from "case_players"
where "case_id" = $1;

-- name: addCasePlayers
-- 4 parameters
insert into "case_players" ("case_id", "user_id")
values ($1, $2), ($3, $4)
on conflict ("case_id", "user_id") do nothing;

-- name: playersOfCases
-- 2 parameters
select "case_id", "user_id"
from "case_players"
where "case_id" in ($1, $2)
order by "user_id";

-- name: listCases[unfiltered] (1 of 2)
-- 2 parameters
select *
from "cases"
order by "number" desc
limit $1
offset $2;

-- name: listCases[unfiltered] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "cases";

-- name: listCases[every filter] (1 of 2)
-- 6 parameters
select *
from "cases"
where "status" = $1 and "assignee_id" = $2 and exists (
  select "case_players"."case_id"
  from "case_players"
  where "case_players"."case_id" = "cases"."id" and "case_players"."user_id" = $3
) and title_lower LIKE $4 ESCAPE '\'
order by "number" desc
limit $5
offset $6;

-- name: listCases[every filter] (2 of 2)
-- 4 parameters
select count(*) as "n"
from "cases"
where "status" = $1 and "assignee_id" = $2 and exists (
  select "case_players"."case_id"
  from "case_players"
  where "case_players"."case_id" = "cases"."id" and "case_players"."user_id" = $3
) and title_lower LIKE $4 ESCAPE '\';

-- name: insertEvidence
-- 9 parameters
insert into "case_evidence" ("id", "case_id", "kind", "ref", "snapshot", "note", "added_by_id", "added_by_name", "added_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9);

-- name: findEvidenceByRef
-- 3 parameters
select *
from "case_evidence"
where "case_id" = $1 and "kind" = $2 and "ref" = $3;

-- name: findEvidence
-- 2 parameters
select *
from "case_evidence"
where "case_id" = $1 and "id" = $2;

-- name: deleteEvidence
-- 1 parameter
delete
from "case_evidence"
where "id" = $1;

-- name: evidencePage[first page]
-- 2 parameters
select *
from "case_evidence"
where "case_id" = $1
order by "added_at" desc, "id" desc
limit $2;

-- name: evidencePage[before a position]
-- 5 parameters
select *
from "case_evidence"
where "case_id" = $1 and ("added_at" < $2 or ("added_at" = $3 and "id" < $4))
order by "added_at" desc, "id" desc
limit $5;

-- name: countEvidence
-- 1 parameter
select count(*) as "n"
from "case_evidence"
where "case_id" = $1;

-- name: sanctionsOfCase (1 of 2)
-- 2 parameters
select *
from "sanctions"
where "case_id" = $1
order by "created_at" desc, "id" desc
limit $2;

-- name: sanctionsOfCase (2 of 2)
-- 1 parameter
select count(*) as "n"
from "sanctions"
where "case_id" = $1;
