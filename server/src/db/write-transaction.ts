// A transaction that decides from what it reads (check, then write): on SQLite it takes the write
// lock first (BEGIN IMMEDIATE), so another process sharing the file waits (busy_timeout) instead of
// reading the same state; on PostgreSQL it is an ordinary transaction whose callers lock what they
// decide on (a row, an advisory lock).
import { type Kysely, sql } from 'kysely';
import type { Database } from './database';
import type { DB } from './schema';

export async function writeTransaction<T>(database: Database, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (database.engine === 'postgres') return database.db.transaction().execute(work);
  // Within this process the single connection runs one transaction at a time.
  return database.db.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const result = await work(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn);
      throw error;
    }
  });
}
