// Stored-row counters kept by ingestion in the same transaction as the rows (so they are exact
// once a batch commits). Lists read them instead of COUNT(*) when nothing is filtered, and the
// admin statistics read nothing else of the big tables.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export const COUNTER_NAMES = ['chat', 'chat_visible', 'trades', 'marketplace', 'players'] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];

export async function readCounter(db: Kysely<DB>, name: CounterName): Promise<number> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', name).executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** Every counter in one query; a missing row reads as 0. */
export async function readCounters(db: Kysely<DB>): Promise<Record<CounterName, number>> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).where('name', 'in', COUNTER_NAMES).execute();
  const counters = Object.fromEntries(COUNTER_NAMES.map((name) => [name, 0])) as Record<CounterName, number>;
  for (const row of rows) counters[row.name as CounterName] = Number(row.value);
  return counters;
}
