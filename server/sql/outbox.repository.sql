-- The SQL that outbox.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: enqueue[no ordering key]
-- 12 parameters
insert into "outbox" ("id", "kind", "payload", "ordering_key", "status", "attempts", "next_attempt_at", "last_error", "lease", "locked_until", "created_at", "sent_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: enqueue[ordering key] (1 of 2)
-- 1 parameter
select max("created_at") as "at"
from "outbox"
where "ordering_key" = ?;

-- name: enqueue[ordering key] (2 of 2)
-- 12 parameters
insert into "outbox" ("id", "kind", "payload", "ordering_key", "status", "attempts", "next_attempt_at", "last_error", "lease", "locked_until", "created_at", "sent_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: claimDue (1 of 3) · SQLite
-- 0 parameters
BEGIN IMMEDIATE;

-- name: claimDue (2 of 3) · SQLite
-- 7 parameters
UPDATE outbox
SET lease = ?, locked_until = ?
WHERE id IN (
  SELECT o.id
  FROM outbox o
  WHERE o.status = 'pending' AND o.kind IN (?, ?) AND NOT EXISTS (
    SELECT 1
    FROM outbox e
    WHERE o.ordering_key IS NOT NULL AND e.ordering_key = o.ordering_key AND e.status = 'pending' AND (e.created_at < o.created_at OR (e.created_at = o.created_at AND e.id < o.id))
  ) AND o.next_attempt_at <= ? AND (o.locked_until IS NULL OR o.locked_until <= ?)
  ORDER BY o.next_attempt_at, o.id
  LIMIT ?
)
RETURNING *;

-- name: claimDue (3 of 3) · SQLite
-- 0 parameters
COMMIT;

-- name: claimDue (1 of 3) · PostgreSQL
-- 0 parameters
begin;

-- name: claimDue (2 of 3) · PostgreSQL
-- 7 parameters
UPDATE outbox
SET lease = $1, locked_until = $2
WHERE id IN (
  SELECT o.id
  FROM outbox o
  WHERE o.status = 'pending' AND o.kind IN ($3, $4) AND NOT EXISTS (
    SELECT 1
    FROM outbox e
    WHERE o.ordering_key IS NOT NULL AND e.ordering_key = o.ordering_key AND e.status = 'pending' AND (e.created_at < o.created_at OR (e.created_at = o.created_at AND e.id < o.id))
  ) AND o.next_attempt_at <= $5 AND (o.locked_until IS NULL OR o.locked_until <= $6)
  ORDER BY o.next_attempt_at, o.id
  LIMIT $7
  FOR UPDATE SKIP LOCKED
)
RETURNING *;

-- name: claimDue (3 of 3) · PostgreSQL
-- 0 parameters
commit;

-- name: markSent
-- 8 parameters
update "outbox"
set "status" = ?, "sent_at" = ?, "attempts" = ?, "last_error" = ?, "lease" = ?, "locked_until" = ?
where "id" = ? and "lease" = ?;

-- name: holdOrderingKey
-- 4 parameters
update "outbox"
set "next_attempt_at" = ?
where "ordering_key" = ? and "status" = ? and "next_attempt_at" < ?;

-- name: markRetry
-- 7 parameters
update "outbox"
set "attempts" = ?, "last_error" = ?, "next_attempt_at" = ?, "lease" = ?, "locked_until" = ?
where "id" = ? and "lease" = ?;

-- name: markFailed
-- 7 parameters
update "outbox"
set "status" = ?, "attempts" = ?, "last_error" = ?, "lease" = ?, "locked_until" = ?
where "id" = ? and "lease" = ?;

-- name: requeueFailed
-- 7 parameters
update "outbox"
set "status" = ?, "attempts" = ?, "next_attempt_at" = ?, "lease" = ?, "locked_until" = ?
where "id" = ? and "status" = ?;

-- name: nextDueAt
-- 2 parameters
SELECT min(CASE WHEN o.locked_until > o.next_attempt_at THEN o.locked_until ELSE o.next_attempt_at END) AS at
FROM outbox o
WHERE o.status = 'pending' AND o.kind IN (?, ?) AND NOT EXISTS (
  SELECT 1
  FROM outbox e
  WHERE o.ordering_key IS NOT NULL AND e.ordering_key = o.ordering_key AND e.status = 'pending' AND (e.created_at < o.created_at OR (e.created_at = o.created_at AND e.id < o.id))
);

-- name: findOutboxRow
-- 1 parameter
select *
from "outbox"
where "id" = ?;

-- name: cancelPending
-- 5 parameters
update "outbox"
set "status" = ?, "last_error" = ?
where "id" = ? and "status" = ? and ("locked_until" is null or "locked_until" <= ?);
