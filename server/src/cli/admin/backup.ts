// Backup and restore of the SQLite database (docs/RULES.md, "Operations"), for the admin CLI.
// - Backup uses SQLite's online backup through its own connection, all pages in one step, so the
//   copy is one consistent snapshot taken while the server keeps serving and ingesting (WAL lets
//   writers go on beside a reader). It is written beside FILE first and renamed into place.
// - Restore refuses while a server has the database open. How it tells: every open connection to a
//   database in WAL mode holds a shared lock on it, and leaving WAL mode needs the only, exclusive
//   lock. The operating system drops a process's locks when it exits, however it ends, so unlike a
//   pid file this never goes stale after a crash, and it also notices the import CLI or a second
//   server. The lock is then kept (exclusive locking mode) until the file has been replaced.
// - Restore checks the backup before anything is replaced: SQLite's integrity check, that it is a
//   console database, and that it has no migration this build does not know (a newer build's).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { MIGRATIONS } from '../../db/migrations';

export class OperatorError extends Error {}

/** Tables every console database has, whatever its age. */
const CONSOLE_TABLES = ['kysely_migration', 'users', 'counters', 'action_logs', 'chat_messages', 'trades', 'marketplace'];

const megabytes = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

/** Why `file` cannot be restored, or undefined when it is a sound console database of this build or older. */
export function backupProblem(file: string): string | undefined {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return `${file} cannot be opened as an SQLite database (${error instanceof Error ? error.message : String(error)}).`;
  }
  try {
    let integrity: string;
    try {
      integrity = String(db.pragma('integrity_check', { simple: true }));
    } catch (error) {
      return `${file} is not a readable SQLite database (${error instanceof Error ? error.message : String(error)}).`;
    }
    if (integrity !== 'ok') return `${file} fails SQLite's integrity check: ${integrity}`;
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    const missing = CONSOLE_TABLES.filter((t) => !tables.has(t));
    if (missing.length > 0) return `${file} is not a Staff Console database (it has no ${missing.join(', ')} table).`;
    const applied = db.prepare('SELECT name FROM kysely_migration').pluck().all() as string[];
    const unknown = applied.filter((name) => !(name in MIGRATIONS));
    if (unknown.length > 0) {
      return `${file} was made by a newer version of the console (migrations ${unknown.join(', ')} are unknown to this one). Upgrade the console, then restore it.`;
    }
    return undefined;
  } finally {
    db.close();
  }
}

/** Copies the database at `database` into `file` while it is in use; returns a line to print. */
export async function backupSqlite(database: string, file: string): Promise<string> {
  if (!existsSync(database)) throw new OperatorError(`There is no console database at ${database} (check DATA_DIR).`);
  if (!existsSync(path.dirname(file))) throw new OperatorError(`The folder ${path.dirname(file)} does not exist.`);
  if (path.resolve(file) === path.resolve(database)) throw new OperatorError('The backup file must not be the database itself.');
  const partial = `${file}.partial-${process.pid}`;
  const source = new SQLite(database, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // After the first (empty) step, every page in a single step: one read snapshot, never restarted by writes.
    await source.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const problem = backupProblem(partial);
  if (problem) {
    rmSync(partial, { force: true });
    throw new OperatorError(`The copy failed its check, nothing was written to ${file}: ${problem}`);
  }
  renameSync(partial, file);
  return `Backup of ${database} written to ${file} (${megabytes(file)}); it passes the integrity check.`;
}

/** Holds the database exclusively, or says that a server (or another tool) has it open. */
function lockExclusively(database: string): SQLite.Database {
  const db = new SQLite(database, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    // Leaving WAL needs every other connection gone; it also folds the WAL into the file and removes it.
    db.pragma('journal_mode = DELETE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY' || (error as { code?: string }).code === 'SQLITE_LOCKED') {
      throw new OperatorError(`The database ${database} is in use: stop the console server (and any import) first, then restore.`);
    }
    throw error;
  }
}

/** Puts `file` in place of the database at `database` after checking it; returns a line to print. */
export function restoreSqlite(database: string, file: string): string {
  if (!existsSync(file)) throw new OperatorError(`There is no file ${file}.`);
  const problem = backupProblem(file);
  if (problem) throw new OperatorError(`Nothing was restored: ${problem}`);
  mkdirSync(path.dirname(database), { recursive: true });
  const lock = existsSync(database) ? lockExclusively(database) : undefined;
  const incoming = `${database}.restoring-${process.pid}`;
  try {
    copyFileSync(file, incoming);
    // Check the copy itself: it is what goes in place.
    const copied = backupProblem(incoming);
    if (copied) throw new OperatorError(`Nothing was restored: the copy of ${file} failed its check: ${copied}`);
    // A WAL or shared-memory file left beside the old database must never be applied to the new one.
    rmSync(`${database}-wal`, { force: true });
    rmSync(`${database}-shm`, { force: true });
    renameSync(incoming, database);
  } finally {
    rmSync(incoming, { force: true });
    lock?.close();
  }
  return `Restored ${file} into ${database} (${megabytes(database)}). Start the console: it brings the schema up to date if the backup is from an older version.`;
}

/** What to do on PostgreSQL: its own tools, with DATABASE_URL (not printed: it holds the password). */
export function postgresInstructions(command: 'backup' | 'restore', file: string | undefined): string {
  const target = file ?? 'console.dump';
  const lines =
    command === 'backup'
      ? [
          "This console uses PostgreSQL (DATABASE_URL): back it up with PostgreSQL's own tool, which takes a consistent snapshot while the console runs:",
          `  pg_dump --format=custom --no-owner --file=${JSON.stringify(target)} "$DATABASE_URL"`,
        ]
      : [
          "This console uses PostgreSQL (DATABASE_URL): restore with PostgreSQL's own tool, with every console process stopped, into the database of DATABASE_URL:",
          `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${JSON.stringify(target)}`,
          'then start the console: it brings the schema up to date if the dump is from an older version.',
        ];
  return [...lines, "Use the same DATABASE_URL as the console (with its password), e.g. from the service's environment file."].join('\n');
}
