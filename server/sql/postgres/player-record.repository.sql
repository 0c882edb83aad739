-- The SQL that player-record.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: sanctionCounts
-- 1 parameter
select "type", CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END as "revoked", count(*) as "n"
from "sanctions"
where "user_id" = $1
group by "type", CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END;

-- name: noteCount
-- 1 parameter
select count(*) as "n"
from "notes"
where "user_id" = $1;

-- name: openCases (1 of 2)
-- 4 parameters
select "c"."id", "c"."number", "c"."title", "c"."status"
from "case_players" as "p"
inner join "cases" as "c" on "c"."id" = "p"."case_id"
where "p"."user_id" = $1 and "c"."status" in ($2, $3)
order by "c"."number" desc
limit $4;

-- name: openCases (2 of 2)
-- 3 parameters
select count(*) as "n"
from "case_players" as "p"
inner join "cases" as "c" on "c"."id" = "p"."case_id"
where "p"."user_id" = $1 and "c"."status" in ($2, $3);
