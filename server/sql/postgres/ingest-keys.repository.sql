-- The SQL that ingest-keys.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertKey
-- 9 parameters
insert into "ingest_keys" ("id", "name", "key_hash", "prefix", "created_at", "created_by", "last_used_at", "revoked_at", "revoked_by")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9);

-- name: listKeys
-- 0 parameters
select *
from "ingest_keys"
order by "created_at" desc, "id" desc;

-- name: findKey
-- 1 parameter
select *
from "ingest_keys"
where "id" = $1;

-- name: findKeyByHash
-- 1 parameter
select *
from "ingest_keys"
where "key_hash" = $1;

-- name: revokeKey
-- 3 parameters
update "ingest_keys"
set "revoked_at" = $1, "revoked_by" = $2
where "id" = $3 and "revoked_at" is null;

-- name: touchKey
-- 3 parameters
update "ingest_keys"
set "last_used_at" = $1
where "id" = $2 and ("last_used_at" is null or "last_used_at" < $3);
