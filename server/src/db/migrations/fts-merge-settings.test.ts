// SQLite's FTS5 indexes merge 16 segments of a size at a time, a share at every write, and merge a
// whole level at once only when it has reached 64 segments (a write that filled a level used to
// rewrite it whole, on the main thread for ingest).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { FTS_TABLES } from './007-fts-upkeep';

describe('FTS5 merge settings (sqlite)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it.each(FTS_TABLES.map(({ table }) => table))('%s merges incrementally and in a crisis only at 64 segments', async (table) => {
    const { rows } = await sql<{ k: string; v: number }>`SELECT k, v FROM ${sql.table(`${table}_config`)} ORDER BY k`.execute(database.db);
    const settings = Object.fromEntries(rows.map((row) => [row.k, Number(row.v)]));
    expect(settings).toMatchObject({ automerge: 16, crisismerge: 64 });
  });
});
