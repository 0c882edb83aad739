-- The SQL that alert-marks.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: watermarkAsOf
-- 6 parameters
SELECT (
  SELECT max(rule_seq)
  FROM (
    SELECT rule_seq
    FROM alerts
    WHERE rule_id = ? AND id <= ?
    ORDER BY id DESC
    LIMIT ?
  ) b
) AS below, (
  SELECT min(rule_seq)
  FROM (
    SELECT rule_seq
    FROM alerts
    WHERE rule_id = ? AND id > ?
    ORDER BY id ASC
    LIMIT ?
  ) a
) AS above;

-- name: ruleAlertCount
-- 1 parameter
select "alert_count"
from "watch_rules"
where "id" = ?;

-- name: readMark
-- 2 parameters
select "read_through_seq", "read_count"
from "alert_read_marks"
where "user_id" = ? and "rule_id" = ?;

-- name: raiseWatermark (1 of 3)
-- 4 parameters
SELECT r.alert_id
FROM alert_reads r
JOIN alerts a ON a.id = r.alert_id
WHERE r.user_id = ? AND r.rule_id = ? AND a.rule_seq > ? AND a.rule_seq <= ?;

-- name: raiseWatermark (2 of 3)
-- 6 parameters
insert into "alert_read_marks" ("user_id", "rule_id", "read_through_seq", "read_count")
values (?, ?, ?, ?)
on conflict ("user_id", "rule_id") do update set "read_through_seq" = ?, "read_count" = "alert_read_marks"."read_count" + ?;

-- name: raiseWatermark (3 of 3)
-- 2 parameters
delete
from "alert_reads"
where "user_id" = ? and "alert_id" in (?);

-- name: lowerWatermark (1 of 3)
-- 3 parameters
select "id"
from "alerts"
where "id" in (?, ?) and "rule_id" = ?;

-- name: lowerWatermark (2 of 3)
-- 3 parameters
insert into "alert_reads" ("user_id", "alert_id", "rule_id")
values (?, ?, ?)
on conflict do nothing;

-- name: lowerWatermark (3 of 3)
-- 4 parameters
update "alert_read_marks"
set "read_through_seq" = ?, "read_count" = "read_count" - ?
where "user_id" = ? and "rule_id" = ?;

-- name: saveUndo (1 of 3)
-- 4 parameters
insert into "alert_read_undos" ("id", "user_id", "marks", "created_at")
values (?, ?, ?, ?);

-- name: saveUndo (2 of 3)
-- 3 parameters
select "id"
from "alert_read_undos"
where "user_id" = ?
order by "created_at" desc, "id" desc
limit ?
offset ?;

-- name: saveUndo (3 of 3)
-- 1 parameter
delete
from "alert_read_undos"
where "id" in (?);

-- name: takeUndo (1 of 2)
-- 2 parameters
select "marks"
from "alert_read_undos"
where "id" = ? and "user_id" = ?;

-- name: takeUndo (2 of 2)
-- 1 parameter
delete
from "alert_read_undos"
where "id" = ?;
