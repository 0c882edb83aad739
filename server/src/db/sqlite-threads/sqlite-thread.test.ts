// A write thread: its transaction commits as a whole or not at all, the main connection sees what
// it committed, and the main thread keeps turning while the thread writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openSqlite } from '../database';
import { loopTurnsDuring } from '../../test/event-loop';
import { SqliteThread } from './sqlite-thread';

describe('SQLite write thread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-console-write-thread-'));
  let main: Database;
  let thread: SqliteThread;
  const names = async () => (await sql<{ name: string }>`SELECT name FROM items ORDER BY id`.execute(main.db)).rows.map((r) => r.name);

  beforeAll(async () => {
    main = openSqlite(path.join(dir, 'console.db'));
    await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)`.execute(main.db);
    thread = new SqliteThread(main.sqlite!.name, { writable: true });
  });
  afterAll(async () => {
    await thread.close();
    await main.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits a list of statements as one transaction and answers each', async () => {
    const answers = await thread.transaction([
      { sql: 'INSERT INTO items (name) VALUES (?), (?)', parameters: ['a', 'b'] },
      { sql: 'DELETE FROM items WHERE name = ?', parameters: ['a'] },
      { sql: 'SELECT count(*) AS n FROM items', parameters: [] },
    ]);
    expect(answers).toEqual([{ rows: [], changes: 2 }, { rows: [], changes: 1 }, { rows: [{ n: 1 }] }]);
    expect(await names()).toEqual(['b']);
  });

  it('changes nothing when one statement fails, and says why', async () => {
    const failing = thread.transaction([
      { sql: 'INSERT INTO items (name) VALUES (?)', parameters: ['c'] },
      { sql: 'INSERT INTO items (name) VALUES (?)', parameters: ['b'] },
    ]);
    await expect(failing).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE', message: expect.stringMatching(/UNIQUE constraint failed: items.name/) });
    expect(await names()).toEqual(['b']);
    // The thread is still usable after the failure.
    expect(await thread.transaction([{ sql: 'INSERT INTO items (name) VALUES (?)', parameters: ['c'] }])).toEqual([{ rows: [], changes: 1 }]);
    expect(await names()).toEqual(['b', 'c']);
  });

  it('leaves the main thread free while it writes', async () => {
    // Half a million rows written from a recursive series: a good part of a second of the thread's work.
    const { result, turns } = await loopTurnsDuring(
      thread.transaction([
        {
          sql: `INSERT INTO items (name) WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 500000) SELECT 'n' || x FROM s`,
          parameters: [],
        },
      ]),
    );
    expect(result[0]!.changes).toBe(500_000);
    expect(turns).toBeGreaterThan(10);
  });
});
