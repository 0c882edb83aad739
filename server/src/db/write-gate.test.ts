// The write gate: while another writer of the process holds it, the main connection's reads are
// answered, its writes wait (without stopping the thread) and then go through, and a transaction
// already open finishes before the other writer starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSqliteTransaction } from './raw-sqlite';
import { type Database, openSqlite } from './database';
import { writeTransaction } from './write-transaction';

describe('SQLite write gate', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-console-write-gate-'));
  let database: Database;
  const names = async () => (await sql<{ name: string }>`SELECT name FROM items ORDER BY id`.execute(database.db)).rows.map((r) => r.name);
  const insert = (name: string) => sql`INSERT INTO items (name) VALUES (${name})`.execute(database.db);
  const settled = () => database.db.connection().execute(async () => undefined);
  /** Holds the gate until the returned release is called; `started` resolves when the holder's write begins. */
  function holdGate(events: string[]) {
    let release!: () => void;
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const held = database.writeGate!.hold(settled, async () => {
      events.push('other writer');
      started();
      await new Promise<void>((resolve) => (release = resolve));
    });
    return { begun, release: () => release(), held };
  }

  beforeAll(async () => {
    database = openSqlite(path.join(dir, 'console.db'));
    await sql`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers reads while closed and lets the waiting writes through when it opens', async () => {
    await insert('a');
    const gate = holdGate([]);
    await gate.begun;
    let written = false;
    const write = insert('b').then(() => (written = true));
    const rawWrite = inSqliteTransaction(database, (sqlite) => sqlite.prepare("INSERT INTO items (name) VALUES ('c')").run());
    const transaction = writeTransaction(database, (trx) => sql`INSERT INTO items (name) VALUES ('d')`.execute(trx));
    // Reads go on, and the event loop turns, while the writes wait.
    expect(await names()).toEqual(['a']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toBe(false);
    expect(database.writeGate!.closed).toBe(true);
    gate.release();
    await Promise.all([gate.held, write, rawWrite, transaction]);
    expect((await names()).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets a transaction already open finish before the other writer starts', async () => {
    const events: string[] = [];
    let finish!: () => void;
    const inside = new Promise<void>((resolve) => (finish = resolve));
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const transaction = writeTransaction(database, async (trx) => {
      await sql`INSERT INTO items (name) VALUES ('e')`.execute(trx);
      opened();
      await inside;
      await sql`INSERT INTO items (name) VALUES ('f')`.execute(trx);
      events.push('transaction');
    });
    await isOpen;
    const gate = holdGate(events);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    finish();
    await transaction;
    await gate.begun;
    gate.release();
    await gate.held;
    expect(events).toEqual(['transaction', 'other writer']);
    expect(await names()).toContain('f');
  });
});
