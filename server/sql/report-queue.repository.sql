-- The SQL that report-queue.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: lockQueueRow[sqlite] · SQLite
-- 1 parameter
select *
from "report_queue"
where "reported_id" = ?;

-- name: lockQueueRow[sqlite] · PostgreSQL
-- (SQLite only)

-- name: lockQueueRow[postgres] · SQLite
-- (PostgreSQL only)

-- name: lockQueueRow[postgres] · PostgreSQL
-- 1 parameter
select *
from "report_queue"
where "reported_id" = $1
for update;

-- name: setAssignee
-- 3 parameters
update "report_queue"
set "assignee_id" = ?, "assignee_name" = ?
where "reported_id" = ?;

-- name: dequeuePlayer (1 of 2)
-- 1 parameter
delete
from "report_reporters"
where "reported_id" = ?;

-- name: dequeuePlayer (2 of 2)
-- 1 parameter
delete
from "report_queue"
where "reported_id" = ?;

-- name: queuePage[priority] (1 of 2)
-- 2 parameters
select *
from "report_queue"
order by "reporters" desc, "newest_at" desc, "reported_id" desc
limit ?
offset ?;

-- name: queuePage[priority] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "report_queue";

-- name: queuePage[oldest] (1 of 2)
-- 2 parameters
select *
from "report_queue"
order by "oldest_at" asc, "reported_id" asc
limit ?
offset ?;

-- name: queuePage[oldest] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "report_queue";

-- name: queuePage[newest, category] (1 of 2)
-- 2 parameters
select *
from "report_queue"
where "cat_harassment" > 0
order by "newest_at" desc, "reported_id" desc
limit ?
offset ?;

-- name: queuePage[newest, category] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "report_queue"
where "cat_harassment" > 0;

-- name: queuePage[priority, nobody assigned] (1 of 2)
-- 2 parameters
select *
from "report_queue"
where "assignee_id" is null
order by "reporters" desc, "newest_at" desc, "reported_id" desc
limit ?
offset ?;

-- name: queuePage[priority, nobody assigned] (2 of 2)
-- 0 parameters
select count(*) as "n"
from "report_queue"
where "assignee_id" is null;

-- name: queuePage[oldest, assignee] (1 of 2)
-- 3 parameters
select *
from "report_queue"
where "assignee_id" = ?
order by "oldest_at" asc, "reported_id" asc
limit ?
offset ?;

-- name: queuePage[oldest, assignee] (2 of 2)
-- 1 parameter
select count(*) as "n"
from "report_queue"
where "assignee_id" = ?;
