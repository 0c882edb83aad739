// `npm run admin -- backup / restore` as child processes next to a real server process: a backup
// taken while the server ingests without pause restores to a database that passes the integrity
// check and holds every event acknowledged before the backup started; restore refuses while the
// server has the database open, and refuses a damaged, foreign or newer file without touching
// anything; on PostgreSQL both commands explain pg_dump / pg_restore and exit non-zero.
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openSqlite } from '../../db/database';
import { migrate } from '../../db/migrations';
import { childServer, type ChildServer } from '../../reliability/server-child';
import { runAdmin } from './admin-cli.fixtures';
import { backupSqlite, OperatorError, restoreSqlite } from './backup';

const ADMIN_PASSWORD = 'backup-test-admin-password';
const BATCH = 250;

/** The admin CLI, quiet but for errors. */
const admin = (args: string[], env: Record<string, string>) => runAdmin(args, { LOG_LEVEL: 'error', ...env });

const message = (batch: number, i: number) => `backup line ${batch}-${i}`;

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

describe('admin CLI backup and restore [sqlite]', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up while the server ingests, and restores every event acknowledged before the backup', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'data');
    const env = { DATA_DIR: dataDir, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD, JWT_SECRET: 'backup-test-secret-0123456789-abcdefghijk' };
    const server: ChildServer = await childServer(env);
    await server.start();
    cleanups.push(() => server.kill());

    const { token } = await json<{ token: string }>(
      fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      }),
    );
    const { key } = await json<{ key: string }>(
      fetch(`${server.baseUrl}/api/admin/ingest-keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'backup test' }),
      }),
    );

    // The game servers: one batch after another, without pause, recording each acknowledged batch.
    const acknowledged: number[] = [];
    let stop = false;
    const ingest = (async () => {
      for (let b = 0; !stop; b += 1) {
        const events = Array.from({ length: BATCH }, (_, i) => ({
          userId: 1 + (i % 40),
          name: `Player${i % 40}`,
          message: message(b, i),
          timestamp: 1_790_000_000_000 + b * BATCH + i,
        }));
        const res = await fetch(`${server.baseUrl}/api/ingest/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ingest-key': key },
          body: JSON.stringify(events),
        });
        const body = (await res.json()) as { success?: boolean; accepted?: number };
        if (res.ok && body.success && body.accepted === BATCH) acknowledged.push(b);
        else throw new Error(`batch ${b} refused: ${res.status} ${JSON.stringify(body)}`);
      }
    })();
    while (acknowledged.length < 8) await new Promise((r) => setTimeout(r, 20));

    const backupFile = path.join(dir, 'console-backup.db');
    const ackedBeforeBackup = [...acknowledged];
    const backup = await admin(['backup', backupFile], env);
    const duringBackup = acknowledged.length - ackedBeforeBackup.length;
    const afterBackup = acknowledged.length;
    while (acknowledged.length < afterBackup + 3) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await ingest;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`written to ${backupFile}`);
    expect(backup.stdout).toContain('passes the integrity check');

    // Restore refuses while the server has the database open, and changes nothing: the live
    // database still holds every batch (the backup has fewer). Compared by content, not bytes: the
    // server's checkpoint thread may still be copying the last batches' pages into the file.
    const liveContent = () => {
      const db = new SQLite(path.join(dataDir, 'console.db'), { readonly: true, fileMustExist: true });
      try {
        return db.prepare('SELECT count(*) AS n, max(id) AS last, (SELECT value FROM counters WHERE name = ?) AS counted FROM chat_messages').get('chat');
      } finally {
        db.close();
      }
    };
    const live = liveContent();
    expect(live).toMatchObject({ n: acknowledged.length * BATCH, counted: acknowledged.length * BATCH });
    const refused = await admin(['restore', backupFile], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is in use: stop the console server (and any import) first, then restore.');
    expect(liveContent()).toEqual(live);

    await server.kill('SIGTERM');
    const restored = await admin(['restore', backupFile], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backupFile} into ${path.join(dataDir, 'console.db')}`);

    const db = new SQLite(path.join(dataDir, 'console.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(db.prepare('SELECT message FROM chat_messages').pluck().all() as string[]);
      for (const b of ackedBeforeBackup)
        for (let i = 0; i < BATCH; i += 1) if (!stored.has(message(b, i))) throw new Error(`acknowledged message ${message(b, i)} is missing`);
      // A snapshot: whole batches only, none of those acknowledged after the backup ended.
      expect(stored.size % BATCH).toBe(0);
      expect(stored.size).toBeGreaterThanOrEqual(ackedBeforeBackup.length * BATCH);
      expect(stored.size).toBeLessThanOrEqual(afterBackup * BATCH);
      const counter = (name: string) => Number(db.prepare('SELECT value FROM counters WHERE name = ?').pluck().get(name));
      expect(counter('chat')).toBe(stored.size);
      expect(counter('chat_visible')).toBe(Number(db.prepare('SELECT count(*) FROM chat_messages WHERE hidden = 0').pluck().get()));
      console.log(`[backup] ${ackedBeforeBackup.length} batches before the backup, ${duringBackup} during it; ${stored.size / BATCH} restored`);
    } finally {
      db.close();
    }
    const writable = new SQLite(path.join(dataDir, 'console.db'));
    try {
      expect(() => writable.prepare("INSERT INTO chat_fts(chat_fts, rank) VALUES ('integrity-check', 1)").run()).not.toThrow();
    } finally {
      writable.close();
    }

    // The server starts on the restored database and serves it.
    await server.start();
    expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
    const { token: again } = await json<{ token: string }>(
      fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      }),
    );
    // A first count may outlast its 700 ms budget on a loaded machine: the answer is then 503 with
    // Retry-After, and the client asks again, as the web app does.
    let res = await fetch(`${server.baseUrl}/api/chat?search=backup%20line%200-`, { headers: { authorization: `Bearer ${again}` } });
    for (let attempt = 0; res.status === 503 && attempt < 60; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      res = await fetch(`${server.baseUrl}/api/chat?search=backup%20line%200-`, { headers: { authorization: `Bearer ${again}` } });
    }
    expect(res.status).toBe(200);
    expect(((await res.json()) as { total: number }).total).toBe(BATCH);
  });

  it('refuses a damaged, foreign or newer file, and replaces nothing', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'restore-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'data');
    const env = { DATA_DIR: dataDir };
    // A console database to protect, and a good backup of it.
    const server = await childServer({ ...env, ADMIN_PASSWORD, JWT_SECRET: 'restore-test-secret-0123456789-abcdefghijk' });
    await server.start();
    await server.kill('SIGTERM');
    const good = path.join(dir, 'good.db');
    expect((await admin(['backup', good], env)).code).toBe(0);
    const before = readFileSync(path.join(dataDir, 'console.db'));

    const damaged = path.join(dir, 'damaged.db');
    const bytes = readFileSync(good);
    bytes.fill(0x5a, 4096, 8192);
    writeFileSync(damaged, bytes);
    const foreign = path.join(dir, 'foreign.db');
    const other = new SQLite(foreign);
    other.exec('CREATE TABLE notes (text TEXT)');
    other.close();
    const newer = path.join(dir, 'newer.db');
    copyFileSync(good, newer);
    const future = new SQLite(newer);
    future.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run('999-from-the-future', new Date().toISOString());
    future.close();

    for (const [file, sentence] of [
      [damaged, /^Nothing was restored: .*damaged\.db (fails SQLite's integrity check|is not a readable SQLite database|cannot be opened)/],
      [foreign, /^Nothing was restored: .*foreign\.db is not a Staff Console database \(it has no kysely_migration, users, counters/],
      [newer, /^Nothing was restored: .*newer\.db was made by a newer version of the console \(migrations 999-from-the-future are unknown to this one\)/],
      [path.join(dir, 'missing.db'), /^There is no file .*missing\.db\./],
    ] as const) {
      const outcome = await admin(['restore', file], env);
      expect(outcome.code, file).toBe(1);
      expect(outcome.stderr.trim(), file).toMatch(sentence);
      expect(readFileSync(path.join(dataDir, 'console.db')).equals(before), file).toBe(true);
    }
    expect((await admin(['restore', good], env)).code).toBe(0);
    // Onto a new machine: no database (nor DATA_DIR) yet.
    const fresh = path.join(dir, 'fresh', 'data');
    const onto = await admin(['restore', good], { DATA_DIR: fresh });
    expect(onto.code, onto.stderr).toBe(0);
    expect(readFileSync(path.join(fresh, 'console.db')).equals(readFileSync(good))).toBe(true);
  });
});

describe('admin CLI backup writes only a new, private file [sqlite]', () => {
  let dir: string;
  let dataDir: string;
  let live: Database;
  const dbFile = () => path.join(dataDir, 'console.db');
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backup-target-'));
    dataDir = path.join(dir, 'data');
    // A database in use, as under a running server: open, in WAL mode, with its -wal and -shm files.
    live = openSqlite(dbFile());
    await migrate(live);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'the-secret-that-signs-every-session-0123456789\n', { mode: 0o600 });
  });
  afterAll(async () => {
    await live?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a file that exists (the JWT secret) with a sentence and a non-zero exit, and changes nothing', { timeout: 60_000 }, async () => {
    const secret = path.join(dataDir, 'jwt-secret');
    const before = readFileSync(secret);
    const outcome = await admin(['backup', secret], env());
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe(
      `${secret} already exists; nothing was written. A backup only ever creates a new file: choose another name, or move that file away first.`,
    );
    expect(readFileSync(secret).equals(before)).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual(['console.db', 'console.db-shm', 'console.db-wal', 'jwt-secret']);
  });

  it("refuses the database's own files, however they are named", async () => {
    const link = path.join(dir, 'link-to-data');
    symlinkSync(dataDir, link);
    const before = readdirSync(dataDir).sort();
    const databaseBytes = readFileSync(dbFile());
    for (const file of [
      dbFile(),
      `${dbFile()}-wal`,
      `${dbFile()}-shm`,
      `${dbFile()}-journal`,
      path.join(link, 'console.db'),
      path.join(dataDir, '..', 'data', 'console.db-wal'),
    ]) {
      await expect(backupSqlite(dbFile(), file), file).rejects.toThrow(
        new OperatorError(
          `${file} is one of the database's own files (the database, its -wal, -shm or -journal file); nothing was written. Choose a new file outside them.`,
        ),
      );
    }
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(readFileSync(dbFile()).equals(databaseBytes)).toBe(true);
  });

  it('refuses a dangling link, a folder, or a name with a -wal file beside it', async () => {
    const dangling = path.join(dir, 'dangling.db');
    symlinkSync(path.join(dir, 'nowhere', 'x.db'), dangling);
    await expect(backupSqlite(dbFile(), dangling)).rejects.toThrow(`${dangling} already exists; nothing was written.`);
    expect(existsSync(path.join(dir, 'nowhere'))).toBe(false);
    await expect(backupSqlite(dbFile(), dataDir)).rejects.toThrow(`${dataDir} already exists; nothing was written.`);
    const named = path.join(dir, 'named.db');
    writeFileSync(`${named}-wal`, 'not ours');
    await expect(backupSqlite(dbFile(), named)).rejects.toThrow(
      `${named}-wal already exists; SQLite would read it as part of a backup at ${named}, so nothing was written. Choose another name.`,
    );
    expect(existsSync(named)).toBe(false);
  });

  it('writes one new file, mode 0600, with no -wal, -shm or partial file beside it, then refuses to write it again', { timeout: 60_000 }, async () => {
    const folder = mkdtempSync(path.join(dir, 'backups-'));
    const file = path.join(folder, 'nightly.db');
    const outcome = await admin(['backup', file], env());
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toContain(`written to ${file}`);
    expect(readdirSync(folder)).toEqual(['nightly.db']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Opened (and written to) later, it still grows no -wal or -shm file: it is in rollback-journal mode.
    const copy = new SQLite(file);
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare('SELECT count(*) FROM users').pluck().get()).toBe(0);
    copy.close();
    expect(readdirSync(folder)).toEqual(['nightly.db']);

    const bytes = readFileSync(file);
    const again = await admin(['backup', file], env());
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${file} already exists; nothing was written.`);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readdirSync(folder)).toEqual(['nightly.db']);
  });

  it('restores a backup readable by others as a private database in a private folder', async () => {
    const file = path.join(dir, 'loose.db');
    await backupSqlite(dbFile(), file);
    chmodSync(file, 0o644);
    const fresh = path.join(dir, 'fresh', 'data');
    restoreSqlite(path.join(fresh, 'console.db'), file);
    expect(statSync(path.join(fresh, 'console.db')).mode & 0o777).toBe(0o600);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
  });
});

describe('admin CLI backup and restore [postgres configuration]', () => {
  it('explains pg_dump and pg_restore without printing the password, and exits non-zero', { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: 'postgres://console:very-secret-password@127.0.0.1:1/console' };
    const backup = await admin(['backup', 'nightly.dump'], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump --format=custom --no-owner --file="nightly.dump" "$DATABASE_URL"');
    const restore = await admin(['restore', 'nightly.dump'], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" "nightly.dump"');
    for (const outcome of [backup, restore]) expect(outcome.stdout + outcome.stderr).not.toContain('very-secret-password');
    const usage = await admin(['backup'], {});
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- backup FILE');
  });
});
