-- The SQL that item-history.repository.ts sends, one entry per statement.
-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);
-- where the engines differ, the entry is written for each, SQLite first.
-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.

-- name: itemExists
-- 2 parameters
select 1 as "found"
from "marketplace"
where "item_name" = ?
limit ?;

-- name: itemDays · SQLite
-- 8 parameters
SELECT (("date" + CASE WHEN "date" < cast(? as bigint) THEN cast(? as bigint) WHEN "date" < cast(? as bigint) THEN cast(? as bigint) ELSE cast(? as bigint) END) / 86400000) AS day, count(*) AS sales, sum(quantity) AS quantity, avg(price_per_unit) AS avg_unit, min(price_per_unit) AS min_unit, max(price_per_unit) AS max_unit, median(price_per_unit) AS median
FROM marketplace
WHERE item_name = ? AND date >= ? AND date < ?
GROUP BY 1;

-- name: itemDays · PostgreSQL
-- 8 parameters
SELECT (("date" + CASE WHEN "date" < cast($1 as bigint) THEN cast($2 as bigint) WHEN "date" < cast($3 as bigint) THEN cast($4 as bigint) ELSE cast($5 as bigint) END) / 86400000) AS day, count(*) AS sales, sum(quantity) AS quantity, avg(price_per_unit) AS avg_unit, min(price_per_unit) AS min_unit, max(price_per_unit) AS max_unit, percentile_cont(0.5) WITHIN GROUP (ORDER BY price_per_unit) AS median
FROM marketplace
WHERE item_name = $6 AND date >= $7 AND date < $8
GROUP BY 1;

-- name: itemOutliers
-- 8 parameters
SELECT id, date, price_per_unit AS unit
FROM marketplace
WHERE item_name = ? AND date >= ? AND date < ? AND ((date >= ? AND date < ? AND (price_per_unit >= ? OR price_per_unit <= ?)))
ORDER BY date DESC, price_per_unit DESC, quantity DESC, id DESC
LIMIT ?;
