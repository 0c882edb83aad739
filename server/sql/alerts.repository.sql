-- The SQL that alerts.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: readMarks
-- 3 parameters
select "rule_id", "read_through_seq", "read_count"
from "alert_read_marks"
where "user_id" = ? and "rule_id" in (?, ?);

-- name: alertPage[merge, newest end]
-- 8 parameters
SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
FROM (
  SELECT *
  FROM (
    SELECT *
    FROM (
      SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
      FROM alerts a
      WHERE a.rule_id = ?
      ORDER BY a.id DESC
      LIMIT ?
    ) AS r0
    UNION ALL
    SELECT *
    FROM (
      SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
      FROM alerts a
      WHERE a.rule_id = ?
      ORDER BY a.id DESC
      LIMIT ?
    ) AS r1
  ) AS listed
  ORDER BY id DESC
  LIMIT ?
  OFFSET ?
) a
LEFT JOIN alert_read_marks m ON m.user_id = ? AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = ? AND r.alert_id = a.id
ORDER BY a.id DESC;

-- name: alertPage[merge, unread]
-- 12 parameters
SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
FROM (
  SELECT *
  FROM (
    SELECT *
    FROM (
      SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
      FROM alerts a
      WHERE a.rule_id = ? AND a.rule_seq + 0 > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ? AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
        SELECT 1
        FROM alert_reads r
        WHERE r.user_id = ? AND r.alert_id = a.id
      )
      ORDER BY a.id DESC
      LIMIT ?
    ) AS r0
    UNION ALL
    SELECT *
    FROM (
      SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
      FROM alerts a
      WHERE a.rule_id = ? AND a.rule_seq + 0 > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ? AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
        SELECT 1
        FROM alert_reads r
        WHERE r.user_id = ? AND r.alert_id = a.id
      )
      ORDER BY a.id DESC
      LIMIT ?
    ) AS r1
  ) AS listed
  ORDER BY id DESC
  LIMIT ?
  OFFSET ?
) a
LEFT JOIN alert_read_marks m ON m.user_id = ? AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = ? AND r.alert_id = a.id
ORDER BY a.id DESC;

-- name: alertPage[walk, oldest end]
-- 6 parameters
SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
FROM (
  SELECT *
  FROM (
    SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
    FROM alerts a
    WHERE (a.rule_id || '') IN (?, ?)
  ) AS listed
  ORDER BY id ASC
  LIMIT ?
  OFFSET ?
) a
LEFT JOIN alert_read_marks m ON m.user_id = ? AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = ? AND r.alert_id = a.id
ORDER BY a.id DESC;

-- name: alertPage[walk, unread]
-- 8 parameters
SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
FROM (
  SELECT *
  FROM (
    SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
    FROM alerts a
    WHERE (a.rule_id || '') IN (?, ?) AND a.rule_seq + 0 > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ? AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
      SELECT 1
      FROM alert_reads r
      WHERE r.user_id = ? AND r.alert_id = a.id
    )
  ) AS listed
  ORDER BY id DESC
  LIMIT ?
  OFFSET ?
) a
LEFT JOIN alert_read_marks m ON m.user_id = ? AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = ? AND r.alert_id = a.id
ORDER BY a.id DESC;

-- name: allAlertCount
-- 0 parameters
select coalesce(sum("alert_count"), 0) as "n"
from "watch_rules";

-- name: lockReader · SQLite
-- (PostgreSQL only)

-- name: lockReader · PostgreSQL
-- 1 parameter
SELECT pg_advisory_xact_lock(hashtext($1));

-- name: unreadAmong
-- 6 parameters
SELECT a.id, a.rule_id
FROM alerts a
LEFT JOIN alert_read_marks m ON m.user_id = ? AND m.rule_id = a.rule_id
WHERE a.id IN (?, ?) AND a.rule_id IN (?, ?) AND a.rule_seq > coalesce(m.read_through_seq, 0) AND NOT EXISTS (
  SELECT 1
  FROM alert_reads r
  WHERE r.user_id = ? AND r.alert_id = a.id
);

-- name: insertReads
-- 6 parameters
insert into "alert_reads" ("user_id", "alert_id", "rule_id")
values (?, ?, ?), (?, ?, ?);

-- name: addReads
-- 5 parameters
insert into "alert_read_marks" ("user_id", "rule_id", "read_through_seq", "read_count")
values (?, ?, ?, ?)
on conflict ("user_id", "rule_id") do update set "read_count" = "alert_read_marks"."read_count" + ?;
