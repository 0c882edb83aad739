-- The SQL that alert-groups.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: groupTotals
-- 8 parameters
SELECT a.rule_id, a.group_key, count(*) AS count, sum(CASE WHEN a.rule_seq > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ? AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (SELECT 1 FROM alert_reads r WHERE r.user_id = ? AND r.alert_id = a.id) THEN 1 ELSE 0 END) AS unread, min(a.created_at) AS first_at, max(a.created_at) AS last_at
FROM alerts a
WHERE a.rule_id = ? AND a.group_key = ?
GROUP BY a.rule_id, a.group_key
UNION ALL
SELECT a.rule_id, a.group_key, count(*) AS count, sum(CASE WHEN a.rule_seq > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ? AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (SELECT 1 FROM alert_reads r WHERE r.user_id = ? AND r.alert_id = a.id) THEN 1 ELSE 0 END) AS unread, min(a.created_at) AS first_at, max(a.created_at) AS last_at
FROM alerts a
WHERE a.rule_id = ? AND a.group_key = ?
GROUP BY a.rule_id, a.group_key;

-- name: groupPage[all]
-- 6 parameters
SELECT *
FROM (
  SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, 1 - CASE WHEN a.rule_seq > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ? AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
    SELECT 1
    FROM alert_reads r
    WHERE r.user_id = ? AND r.alert_id = a.id
  ) THEN 1 ELSE 0 END AS read
  FROM alerts a
  WHERE a.rule_id = ? AND a.group_key = ?
) listed
ORDER BY id DESC
LIMIT ?
OFFSET ?;

-- name: groupPage[unread]
-- 6 parameters
SELECT *
FROM (
  SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, 1 - CASE WHEN a.rule_seq > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ? AND m.rule_id = a.rule_id), 0) AND NOT EXISTS (
    SELECT 1
    FROM alert_reads r
    WHERE r.user_id = ? AND r.alert_id = a.id
  ) THEN 1 ELSE 0 END AS read
  FROM alerts a
  WHERE a.rule_id = ? AND a.group_key = ?
) listed
WHERE read = 0
ORDER BY id DESC
LIMIT ?
OFFSET ?;
