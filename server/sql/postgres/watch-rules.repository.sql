-- The SQL that watch-rules.repository.ts sends to PostgreSQL, one entry per statement.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: findRule
-- 1 parameter
select *
from "watch_rules"
where "id" = $1;

-- name: webhookExists
-- 1 parameter
select "id"
from "discord_webhooks"
where "id" = $1;

-- name: insertRule
-- 15 parameters
insert into "watch_rules" ("id", "name", "kind", "target", "target_key", "ratio", "min_difference", "scopes", "shared", "owner_id", "created_by_id", "discord_webhook_id", "enabled", "created_at", "updated_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15);

-- name: updateRule
-- 4 parameters
update "watch_rules"
set "name" = $1, "enabled" = $2, "updated_at" = $3
where "id" = $4;

-- name: deleteRule
-- 1 parameter
delete
from "watch_rules"
where "id" = $1;

-- name: countRulesBy
-- 1 parameter
select count(*) as "n"
from "watch_rules"
where "created_by_id" = $1;

-- name: countRules
-- 0 parameters
select count(*) as "n"
from "watch_rules";

-- name: lockRuleCreation
-- 1 parameter
SELECT pg_advisory_xact_lock($1, 0);
