// A consistent snapshot for reads that must agree with each other (a total and the page it
// decides; a hit and its neighbours). PostgreSQL: one repeatable-read, read-only transaction;
// SQLite reads hold one anyway.
import type { Kysely } from 'kysely';
import type { DB } from './schema';

export function readSnapshot<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
}
