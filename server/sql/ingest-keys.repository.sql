-- The SQL that ingest-keys.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: insertKey
-- 9 parameters
insert into "ingest_keys" ("id", "name", "key_hash", "prefix", "created_at", "created_by", "last_used_at", "revoked_at", "revoked_by")
values (?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: listKeys
-- 0 parameters
select *
from "ingest_keys"
order by "created_at" desc, "id" desc;

-- name: findKey
-- 1 parameter
select *
from "ingest_keys"
where "id" = ?;

-- name: findKeyByHash
-- 1 parameter
select *
from "ingest_keys"
where "key_hash" = ?;

-- name: revokeKey
-- 3 parameters
update "ingest_keys"
set "revoked_at" = ?, "revoked_by" = ?
where "id" = ? and "revoked_at" is null;

-- name: touchKey
-- 3 parameters
update "ingest_keys"
set "last_used_at" = ?
where "id" = ? and ("last_used_at" is null or "last_used_at" < ?);
