-- The SQL that watch-rules.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findRule
-- 1 parameter
select *
from "watch_rules"
where "id" = ?;

-- name: webhookExists
-- 1 parameter
select "id"
from "discord_webhooks"
where "id" = ?;

-- name: insertRule
-- 15 parameters
insert into "watch_rules" ("id", "name", "kind", "target", "target_key", "ratio", "min_difference", "scopes", "shared", "owner_id", "created_by_id", "discord_webhook_id", "enabled", "created_at", "updated_at")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

-- name: updateRule
-- 4 parameters
update "watch_rules"
set "name" = ?, "enabled" = ?, "updated_at" = ?
where "id" = ?;

-- name: deleteRule
-- 1 parameter
delete
from "watch_rules"
where "id" = ?;

-- name: countRulesBy
-- 1 parameter
select count(*) as "n"
from "watch_rules"
where "created_by_id" = ?;

-- name: countRules
-- 0 parameters
select count(*) as "n"
from "watch_rules";

-- name: lockRuleCreation · SQLite
-- (PostgreSQL only)

-- name: lockRuleCreation · PostgreSQL
-- 1 parameter
SELECT pg_advisory_xact_lock($1, 0);
