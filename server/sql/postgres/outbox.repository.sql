-- The SQL that outbox.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: enqueue[no ordering key]
-- 12 parameters
insert into "outbox" ("id", "kind", "payload", "ordering_key", "status", "attempts", "next_attempt_at", "last_error", "lease", "locked_until", "created_at", "sent_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12);

-- name: enqueue[ordering key] (1 of 2)
-- 1 parameter
select max("created_at") as "at"
from "outbox"
where "ordering_key" = $1;

-- name: enqueue[ordering key] (2 of 2)
-- 12 parameters
insert into "outbox" ("id", "kind", "payload", "ordering_key", "status", "attempts", "next_attempt_at", "last_error", "lease", "locked_until", "created_at", "sent_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12);

-- name: claimDue (1 of 3)
-- 0 parameters
begin;

-- name: claimDue (2 of 3)
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

-- name: claimDue (3 of 3)
-- 0 parameters
commit;

-- name: markSent
-- 8 parameters
update "outbox"
set "status" = $1, "sent_at" = $2, "attempts" = $3, "last_error" = $4, "lease" = $5, "locked_until" = $6
where "id" = $7 and "lease" = $8;

-- name: holdOrderingKey
-- 4 parameters
update "outbox"
set "next_attempt_at" = $1
where "ordering_key" = $2 and "status" = $3 and "next_attempt_at" < $4;

-- name: markRetry
-- 7 parameters
update "outbox"
set "attempts" = $1, "last_error" = $2, "next_attempt_at" = $3, "lease" = $4, "locked_until" = $5
where "id" = $6 and "lease" = $7;

-- name: markFailed
-- 7 parameters
update "outbox"
set "status" = $1, "attempts" = $2, "last_error" = $3, "lease" = $4, "locked_until" = $5
where "id" = $6 and "lease" = $7;

-- name: requeueFailed
-- 7 parameters
update "outbox"
set "status" = $1, "attempts" = $2, "next_attempt_at" = $3, "lease" = $4, "locked_until" = $5
where "id" = $6 and "status" = $7;

-- name: nextDueAt
-- 2 parameters
SELECT min(CASE WHEN o.locked_until > o.next_attempt_at THEN o.locked_until ELSE o.next_attempt_at END) AS at
FROM outbox o
WHERE o.status = 'pending' AND o.kind IN ($1, $2) AND NOT EXISTS (
  SELECT 1
  FROM outbox e
  WHERE o.ordering_key IS NOT NULL AND e.ordering_key = o.ordering_key AND e.status = 'pending' AND (e.created_at < o.created_at OR (e.created_at = o.created_at AND e.id < o.id))
);

-- name: findOutboxRow
-- 1 parameter
select *
from "outbox"
where "id" = $1;

-- name: cancelPending
-- 5 parameters
update "outbox"
set "status" = $1, "last_error" = $2
where "id" = $3 and "status" = $4 and ("locked_until" is null or "locked_until" <= $5);
