-- The SQL that alert-marks.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: watermarkAsOf
-- 6 parameters
SELECT (
  SELECT max(rule_seq)
  FROM (
    SELECT rule_seq
    FROM alerts
    WHERE rule_id = $1 AND id <= $2
    ORDER BY id DESC
    LIMIT $3
  ) b
) AS below, (
  SELECT min(rule_seq)
  FROM (
    SELECT rule_seq
    FROM alerts
    WHERE rule_id = $4 AND id > $5
    ORDER BY id ASC
    LIMIT $6
  ) a
) AS above;

-- name: ruleAlertCount
-- 1 parameter
select "alert_count"
from "watch_rules"
where "id" = $1;

-- name: readMark
-- 2 parameters
select "read_through_seq", "read_count"
from "alert_read_marks"
where "user_id" = $1 and "rule_id" = $2;

-- name: raiseWatermark (1 of 3)
-- 4 parameters
SELECT r.alert_id
FROM alert_reads r
JOIN alerts a ON a.id = r.alert_id
WHERE r.user_id = $1 AND r.rule_id = $2 AND a.rule_seq > $3 AND a.rule_seq <= $4;

-- name: raiseWatermark (2 of 3)
-- 6 parameters
insert into "alert_read_marks" ("user_id", "rule_id", "read_through_seq", "read_count")
values ($1, $2, $3, $4)
on conflict ("user_id", "rule_id") do update set "read_through_seq" = $5, "read_count" = "alert_read_marks"."read_count" + $6;

-- name: raiseWatermark (3 of 3)
-- 2 parameters
delete
from "alert_reads"
where "user_id" = $1 and "alert_id" in ($2);

-- name: lowerWatermark (1 of 3)
-- 3 parameters
select "id"
from "alerts"
where "id" in ($1, $2) and "rule_id" = $3;

-- name: lowerWatermark (2 of 3)
-- 3 parameters
insert into "alert_reads" ("user_id", "alert_id", "rule_id")
values ($1, $2, $3)
on conflict do nothing;

-- name: lowerWatermark (3 of 3)
-- 4 parameters
update "alert_read_marks"
set "read_through_seq" = $1, "read_count" = "read_count" - $2
where "user_id" = $3 and "rule_id" = $4;

-- name: saveUndo (1 of 3)
-- 4 parameters
insert into "alert_read_undos" ("id", "user_id", "marks", "created_at")
values ($1, $2, $3, $4);

-- name: saveUndo (2 of 3)
-- 3 parameters
select "id"
from "alert_read_undos"
where "user_id" = $1
order by "created_at" desc, "id" desc
limit $2
offset $3;

-- name: saveUndo (3 of 3)
-- 1 parameter
delete
from "alert_read_undos"
where "id" in ($1);

-- name: takeUndo (1 of 2)
-- 2 parameters
select "marks"
from "alert_read_undos"
where "id" = $1 and "user_id" = $2;

-- name: takeUndo (2 of 2)
-- 1 parameter
delete
from "alert_read_undos"
where "id" = $1;
