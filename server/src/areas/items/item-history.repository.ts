// One item's purchases over a span, read through market_item_date_idx (item name, date, unit
// price, quantity, id): one index range, summed per local day by the database, each day's median
// unit price included. Only one row per day comes back, never the day's purchases. The outliers
// are then read from the days that have any (known from their least and greatest prices), only those.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DaySpan } from '@staff-console/domain';
import type { Engine } from '../../db/database';
import type { DB } from '../../db/schema';
import { localDaySql } from '../../db/search/local-day';

type Span = Pick<DaySpan, 'from' | 'to' | 'segments'>;

/** Whether any purchase of an item of this exact name was ever logged. */
export async function itemExists(db: Kysely<DB>, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('marketplace')
    .select(sql<number>`1`.as('found'))
    .where('item_name', '=', name)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ItemDayRow {
  day: number | string;
  sales: number | string;
  quantity: number | string;
  avg_unit: number | string;
  min_unit: number | string;
  max_unit: number | string;
  /** The middle unit price, or the mean of the two middle ones. */
  median: number | string;
}

/**
 * The median of a group's unit prices: PostgreSQL's percentile_cont; SQLite's median() (its
 * percentile functions, built into the SQLite that better-sqlite3 bundles). Both interpolate: an
 * even count's median is the mean of the two middle prices.
 */
const medianUnit = (engine: Engine) => (engine === 'postgres' ? sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY price_per_unit)` : sql`median(price_per_unit)`);

/** Per local day with purchases: how many, how many units, and their unit prices' mean, least, greatest and median. */
export async function itemDays(db: Kysely<DB>, engine: Engine, name: string, span: Span): Promise<ItemDayRow[]> {
  const { rows } = await sql<ItemDayRow>`
    SELECT ${localDaySql('date', span.segments)} AS day, count(*) AS sales, sum(quantity) AS quantity,
           avg(price_per_unit) AS avg_unit, min(price_per_unit) AS min_unit, max(price_per_unit) AS max_unit, ${medianUnit(engine)} AS median
    FROM marketplace WHERE item_name = ${name} AND date >= ${span.from} AND date < ${span.to}
    GROUP BY 1`.execute(db);
  return rows;
}

/** A day's range and the unit prices at or beyond which its purchases are outliers. */
export interface OutlierDay {
  from: number;
  to: number;
  /** At or above: an outlier. */
  high: number;
  /** At or below: an outlier. */
  low: number;
}

export interface ItemOutlierRow {
  id: string;
  date: number | string;
  unit: number | string;
}

/**
 * The purchases of the given days at or beyond their day's bounds, newest first, at most `limit`.
 * Ordered as the index is (backwards), so the engine walks it and stops at the limit: ordered by
 * date and id alone, SQLite would rather walk market_date_idx through every item's purchases.
 */
export async function itemOutliers(db: Kysely<DB>, name: string, days: readonly OutlierDay[], limit: number): Promise<ItemOutlierRow[]> {
  if (days.length === 0) return [];
  const within: RawBuilder<unknown>[] = days.map(
    (d) => sql`(date >= ${d.from} AND date < ${d.to} AND (price_per_unit >= ${d.high} OR price_per_unit <= ${d.low}))`,
  );
  const { rows } = await sql<ItemOutlierRow>`
    SELECT id, date, price_per_unit AS unit FROM marketplace
    WHERE item_name = ${name} AND date >= ${Math.min(...days.map((d) => d.from))} AND date < ${Math.max(...days.map((d) => d.to))}
      AND (${sql.join(within, sql` OR `)})
    ORDER BY date DESC, price_per_unit DESC, quantity DESC, id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}
