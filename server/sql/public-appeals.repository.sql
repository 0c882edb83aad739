-- The SQL that public-appeals.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: sanctionsByCodes
-- 2 parameters
SELECT s.appeal_code, s.id, s.user_id, s.type, s.public_reason, s.created_at, s.expires_at, s.revoked_at, a.status AS appeal_status, a.submitted_at AS appeal_submitted_at, a.decided_at AS appeal_decided_at, a.public_answer AS appeal_public_answer
FROM sanctions s
LEFT JOIN appeals a ON a.id = (
  SELECT l.id
  FROM appeals l
  WHERE l.sanction_id = s.id
  ORDER BY l.submitted_at DESC, l.id DESC
  LIMIT 1
)
WHERE s.appeal_code IN (?, ?);

-- name: sanctionByCode
-- 1 parameter
SELECT s.appeal_code, s.id, s.user_id, s.type, s.public_reason, s.created_at, s.expires_at, s.revoked_at, a.status AS appeal_status, a.submitted_at AS appeal_submitted_at, a.decided_at AS appeal_decided_at, a.public_answer AS appeal_public_answer
FROM sanctions s
LEFT JOIN appeals a ON a.id = (
  SELECT l.id
  FROM appeals l
  WHERE l.sanction_id = s.id
  ORDER BY l.submitted_at DESC, l.id DESC
  LIMIT 1
)
WHERE s.appeal_code IN (?);

-- name: insertAppeal
-- 8 parameters
insert into "appeals" ("id", "sanction_id", "user_id", "text", "contact", "submitted_at", "address", "status")
values (?, ?, ?, ?, ?, ?, ?, ?);
