// Stored-row counters kept by ingestion in the same transaction as the rows (so they are exact
// once a batch commits). Lists read them instead of COUNT(*) when nothing is filtered.
import type { Kysely } from 'kysely';
import type { DB } from './schema';

export type CounterName = 'chat' | 'chat_visible' | 'trades' | 'marketplace' | 'players';

/** The counter's value; undefined when its row does not exist (a database not yet migrated). */
export async function counterValue(db: Kysely<DB>, name: CounterName): Promise<number | undefined> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.value) : undefined;
}

/** The counter's value; a missing row reads as 0. */
export const readCounter = async (db: Kysely<DB>, name: CounterName): Promise<number> => (await counterValue(db, name)) ?? 0;
