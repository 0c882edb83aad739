// A consistent snapshot for reads that must agree with each other (a total and the page it
// decides; a hit and its neighbours). PostgreSQL: one repeatable-read, read-only transaction;
// SQLite reads hold one anyway.
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';
import type { DB } from './schema';

export function readSnapshot<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
}

/**
 * A snapshot for work that outlives the request that started it (a count from scratch): on SQLite
 * on the long-read threads where there are any; on PostgreSQL without parallel workers, so each
 * such count takes at most one core and the requests of everyone else keep the rest.
 */
export function backgroundSnapshot<T>(database: Database, work: (own: Database) => Promise<T>): Promise<T> {
  return readSnapshot(database.longReads ?? database.db, async (trx) => {
    if (database.engine === 'postgres') await sql`SELECT set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
    return work({ ...database, db: trx });
  });
}
