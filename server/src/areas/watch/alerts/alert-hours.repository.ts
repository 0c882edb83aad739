// Alerts per hour over a time window, of some rules: the dashboard's alerts per day are summed from
// these (a US Eastern day is whole UTC hours). Read from alerts_time_idx (created_at, rule_id) alone:
// the window is what narrows the rows (14 days of alerts), so the rules are matched as an expression
// that no index on rule_id can answer; otherwise SQLite would read every alert the rules ever raised.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

/** Epoch hours (created_at / 3,600,000, rounded down) with their alerts, of these rules, from `from` (inclusive) to `to` (exclusive). */
export async function alertsPerHour(
  db: Kysely<DB>,
  ruleIds: readonly string[],
  from: number,
  to: number,
): Promise<{ hour: number | string; n: number | string }[]> {
  if (ruleIds.length === 0) return [];
  const hour = sql<number>`created_at / 3600000`;
  return db
    .selectFrom('alerts')
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where(sql<string>`rule_id || ''`, 'in', ruleIds)
    .groupBy(hour)
    .execute();
}
