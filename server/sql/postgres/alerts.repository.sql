-- The SQL that alerts.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: readMarks
-- 3 parameters
select "rule_id", "read_through_seq", "read_count"
from "alert_read_marks"
where "user_id" = $1 and "rule_id" in ($2, $3);

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
      WHERE a.rule_id = $1
      ORDER BY a.id DESC
      LIMIT $2
    ) AS r0
    UNION ALL
    SELECT *
    FROM (
      SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
      FROM alerts a
      WHERE a.rule_id = $3
      ORDER BY a.id DESC
      LIMIT $4
    ) AS r1
  ) AS listed
  ORDER BY id DESC
  LIMIT $5
  OFFSET $6
) a
LEFT JOIN alert_read_marks m ON m.user_id = $7 AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = $8 AND r.alert_id = a.id
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
      WHERE a.rule_id = $1 AND a.rule_seq + 0 > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = $2 AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
        SELECT 1
        FROM alert_reads r
        WHERE r.user_id = $3 AND r.alert_id = a.id
      )
      ORDER BY a.id DESC
      LIMIT $4
    ) AS r0
    UNION ALL
    SELECT *
    FROM (
      SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
      FROM alerts a
      WHERE a.rule_id = $5 AND a.rule_seq + 0 > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = $6 AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
        SELECT 1
        FROM alert_reads r
        WHERE r.user_id = $7 AND r.alert_id = a.id
      )
      ORDER BY a.id DESC
      LIMIT $8
    ) AS r1
  ) AS listed
  ORDER BY id DESC
  LIMIT $9
  OFFSET $10
) a
LEFT JOIN alert_read_marks m ON m.user_id = $11 AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = $12 AND r.alert_id = a.id
ORDER BY a.id DESC;

-- name: alertPage[walk, oldest end]
-- 6 parameters
SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
FROM (
  SELECT *
  FROM (
    SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
    FROM alerts a
    WHERE (a.rule_id || '') IN ($1, $2)
  ) AS listed
  ORDER BY id ASC
  LIMIT $3
  OFFSET $4
) a
LEFT JOIN alert_read_marks m ON m.user_id = $5 AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = $6 AND r.alert_id = a.id
ORDER BY a.id DESC;

-- name: alertPage[walk, unread]
-- 8 parameters
SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, CASE WHEN a.rule_seq <= coalesce(m.read_through_seq, 0) OR r.alert_id IS NOT NULL THEN 1 ELSE 0 END AS read
FROM (
  SELECT *
  FROM (
    SELECT a.id, a.rule_id, a.rule_seq, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key
    FROM alerts a
    WHERE (a.rule_id || '') IN ($1, $2) AND a.rule_seq + 0 > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = $3 AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
      SELECT 1
      FROM alert_reads r
      WHERE r.user_id = $4 AND r.alert_id = a.id
    )
  ) AS listed
  ORDER BY id DESC
  LIMIT $5
  OFFSET $6
) a
LEFT JOIN alert_read_marks m ON m.user_id = $7 AND m.rule_id = a.rule_id
LEFT JOIN alert_reads r ON r.user_id = $8 AND r.alert_id = a.id
ORDER BY a.id DESC;

-- name: allAlertCount
-- 0 parameters
select coalesce(sum("alert_count"), 0) as "n"
from "watch_rules";

-- name: lockReader
-- 1 parameter
SELECT pg_advisory_xact_lock(hashtext($1));

-- name: unreadAmong
-- 6 parameters
SELECT a.id, a.rule_id
FROM alerts a
LEFT JOIN alert_read_marks m ON m.user_id = $1 AND m.rule_id = a.rule_id
WHERE a.id IN ($2, $3) AND a.rule_id IN ($4, $5) AND a.rule_seq > coalesce(m.read_through_seq, 0) AND NOT EXISTS (
  SELECT 1
  FROM alert_reads r
  WHERE r.user_id = $6 AND r.alert_id = a.id
);

-- name: insertReads
-- 6 parameters
insert into "alert_reads" ("user_id", "alert_id", "rule_id")
values ($1, $2, $3), ($4, $5, $6);

-- name: addReads
-- 5 parameters
insert into "alert_read_marks" ("user_id", "rule_id", "read_through_seq", "read_count")
values ($1, $2, $3, $4)
on conflict ("user_id", "rule_id") do update set "read_count" = "alert_read_marks"."read_count" + $5;
