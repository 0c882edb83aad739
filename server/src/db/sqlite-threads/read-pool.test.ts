// The SQLite read threads: they see what the writer committed, cannot write, keep one state for a
// whole transaction, and leave the main thread free while a long read runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openSqlite } from '../database';
import { openReadDatabase } from '../read-database';
import { loopTurnsDuring } from '../../test/event-loop';

describe('SQLite read threads', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-console-read-pool-'));
  let writer: Database;
  let reader: Database;
  const count = async (db: Database['db']) => (await sql<{ n: number }>`SELECT count(*) AS n FROM items`.execute(db)).rows[0]!.n;

  beforeAll(async () => {
    writer = openSqlite(path.join(dir, 'console.db'));
    await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(writer.db);
    await sql`INSERT INTO items (name) VALUES ('a'), ('b')`.execute(writer.db);
    reader = openReadDatabase(writer, { sqliteReadThreads: 2 });
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads on threads of its own, with what the writer committed', async () => {
    expect(reader.offThread).toBe(true);
    expect(reader.db).not.toBe(writer.db);
    expect(await count(reader.db)).toBe(2);
    await sql`INSERT INTO items (name) VALUES ('c')`.execute(writer.db);
    expect(await count(reader.db)).toBe(3);
    const rows = await reader.db
      .selectFrom('items' as never)
      .select(['id' as never, 'name' as never])
      .orderBy('id' as never)
      .execute();
    expect(rows).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
  });

  it('cannot write, and says why', async () => {
    await expect(sql`INSERT INTO items (name) VALUES ('nope')`.execute(reader.db)).rejects.toThrow(/readonly|read-only|query_only/i);
    expect(await count(writer.db)).toBe(3);
  });

  it('keeps one state of the file for a whole transaction', async () => {
    const seen = await reader.db.transaction().execute(async (trx) => {
      const before = await count(trx);
      await sql`INSERT INTO items (name) VALUES ('d')`.execute(writer.db);
      return [before, await count(trx)];
    });
    expect(seen).toEqual([3, 3]);
    expect(await count(reader.db)).toBe(4);
  });

  it('leaves the main thread free while a long read runs', async () => {
    // A read that walks a few million rows of a recursive series: seconds of work for its thread.
    const long = sql<{ n: number }>`WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 3000000) SELECT count(*) AS n FROM s`.execute(
      reader.db,
    );
    const { result, turns } = await loopTurnsDuring(long);
    const { rows } = result;
    expect(rows[0]!.n).toBe(3_000_000);
    // On the main thread the event loop could not have turned once during the read.
    expect(turns).toBeGreaterThan(10);
  });

  it('serves as many callers as it has threads at once, and queues the rest in order', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => sql<{ v: number }>`SELECT ${i} AS v`.execute(reader.db)));
    expect(answers.map((a) => a.rows[0]!.v)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('where reads go without threads', () => {
  it('reads on the main connection when the file is in memory or threads are off', () => {
    const memory = openSqlite(':memory:');
    expect(openReadDatabase(memory, { sqliteReadThreads: 4 }).db).toBe(memory.db);
    void memory.close();
  });
});
