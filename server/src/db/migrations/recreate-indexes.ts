// Replaces indexes with wider ones (same names): each is dropped and created again from its
// statement. Where SQLite keeps planner statistics (ANALYZE has been run on the database), a new
// index has none until it is analyzed and would be passed over, so each is analyzed too.
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

export async function hasStatistics(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** `creates`: `CREATE INDEX <name> ON …` statements of indexes that exist under those names. */
export async function recreateIndexes(db: Kysely<unknown>, engine: Engine, creates: readonly string[]): Promise<void> {
  const analyze = engine === 'sqlite' && (await hasStatistics(db));
  for (const create of creates) {
    const name = create.split(' ')[2]!;
    await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
    await sql.raw(create).execute(db);
    if (analyze) await sql`ANALYZE ${sql.raw(name)}`.execute(db);
  }
}
