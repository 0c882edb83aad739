// The dashboard's events per hour, each log through its time index and grouped in SQL: chat from
// the visible messages per hour that ingestion keeps (chat_hours, one row per hour), trades and
// marketplace purchases counted from trades_date_idx and market_date_idx alone.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

export interface HourCount {
  hour: number | string;
  n: number | string;
}

/** Visible chat messages per epoch hour, `fromHour` to `toHour` inclusive. */
export const chatPerHour = (db: Kysely<DB>, fromHour: number, toHour: number): Promise<HourCount[]> =>
  db.selectFrom('chat_hours').select(['hour', 'visible as n']).where('hour', '>=', fromHour).where('hour', '<=', toHour).execute();

/** Rows of a time-keyed log per epoch hour (date / 3,600,000, rounded down), `from` inclusive to `to` exclusive. */
export async function logPerHour(db: Kysely<DB>, table: 'trades' | 'marketplace', from: number, to: number): Promise<HourCount[]> {
  const hour = sql<number>`date / 3600000`;
  return db
    .selectFrom(table)
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('date', '>=', from)
    .where('date', '<', to)
    .groupBy(hour)
    .execute();
}
