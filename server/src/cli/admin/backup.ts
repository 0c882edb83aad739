// Backup and restore of the SQLite database (docs/RULES.md, "Operations"), for the admin CLI.
// - Backup uses SQLite's online backup through its own connection, all pages in one step, so the
//   copy is one consistent snapshot taken while the server keeps serving and ingesting (WAL lets
//   writers go on beside a reader). It only ever creates a new file: FILE must not exist, nor be
//   one of the database's own files. The copy is written beside FILE first (mode 0600, turned to
//   a rollback journal so no -wal or -shm file follows it), then linked into place, which fails
//   rather than replace a file that appeared meanwhile.
// - Restore refuses while a server has the database open. How it tells: every open connection to a
//   database in WAL mode holds a shared lock on it, and leaving WAL mode needs the only, exclusive
//   lock. The operating system drops a process's locks when it exits, however it ends, so unlike a
//   pid file this never goes stale after a crash, and it also notices the import CLI or a second
//   server. The lock is then kept (exclusive locking mode) until the file has been replaced.
// - Restore checks the backup before anything is replaced: SQLite's integrity check, that it is a
//   console database, and that it has no migration this build does not know (a newer build's).
import { chmodSync, closeSync, constants, copyFileSync, existsSync, linkSync, lstatSync, openSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { MIGRATIONS } from '../../db/migrations';
import { makePrivateDir, PRIVATE_FILE_MODE, sqliteFiles } from '../../db/private-files';

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

const codeOf = (error: unknown) => (error as { code?: string }).code;

/** Whether anything (a file, a folder, even a dangling link) has the name `file`. */
function occupied(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
}

/** Why a backup must not be written to `file`, or undefined when it is a new name outside the database's own files. */
function targetProblem(database: string, file: string): string | undefined {
  const folder = path.dirname(file);
  if (!existsSync(folder)) return `The folder ${folder} does not exist.`;
  // Compared through real paths, so a symbolic link or a `..` cannot name the database another way.
  const target = path.join(realpathSync(folder), path.basename(file));
  if (sqliteFiles(realpathSync(database)).includes(target)) {
    return `${file} is one of the database's own files (the database, its -wal, -shm or -journal file); nothing was written. Choose a new file outside them.`;
  }
  if (occupied(file))
    return `${file} already exists; nothing was written. A backup only ever creates a new file: choose another name, or move that file away first.`;
  const beside = sqliteFiles(file).slice(1).filter(occupied);
  if (beside.length > 0)
    return `${beside.join(' and ')} already exists; SQLite would read it as part of a backup at ${file}, so nothing was written. Choose another name.`;
  return undefined;
}

/** Puts the finished copy at `file` without ever replacing what is there (a hard link fails if the name is taken). */
function placeWithoutOverwriting(partial: string, file: string): void {
  try {
    linkSync(partial, file);
  } catch (error) {
    if (codeOf(error) === 'EEXIST')
      throw new OperatorError(`${file} appeared while the backup was being taken; it was left as it is and no backup was written.`);
    // A file system without hard links: an exclusive copy keeps the same promise.
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(codeOf(error) ?? '')) throw error;
    try {
      copyFileSync(partial, file, constants.COPYFILE_EXCL);
    } catch (copyError) {
      if (codeOf(copyError) === 'EEXIST')
        throw new OperatorError(`${file} appeared while the backup was being taken; it was left as it is and no backup was written.`);
      throw copyError;
    }
    chmodSync(file, PRIVATE_FILE_MODE);
  }
}

/**
 * Copies the database at `database` into the new file `file` while it is in use; returns a line to
 * print. The copy is one file, mode 0600, in rollback-journal mode (no -wal or -shm file beside it,
 * now or when it is opened later).
 */
export async function backupSqlite(database: string, file: string): Promise<string> {
  if (!existsSync(database)) throw new OperatorError(`There is no console database at ${database} (check DATA_DIR).`);
  const problem = targetProblem(database, file);
  if (problem) throw new OperatorError(problem);
  const partial = `${file}.partial-${process.pid}`;
  // Created here, exclusively and private: SQLite writes into it and keeps its mode.
  closeSync(openSync(partial, 'wx', PRIVATE_FILE_MODE));
  try {
    const source = new SQLite(database, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // After the first (empty) step, every page in a single step: one read snapshot, never restarted by writes.
      await source.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    // The pages say WAL, like the database's: a WAL copy grows -wal and -shm files whenever it is opened.
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const copyProblem = backupProblem(partial);
    if (copyProblem) throw new OperatorError(`The copy failed its check, nothing was written to ${file}: ${copyProblem}`);
    placeWithoutOverwriting(partial, file);
  } finally {
    for (const each of sqliteFiles(partial)) rmSync(each, { force: true });
  }
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
  makePrivateDir(path.dirname(database));
  const lock = existsSync(database) ? lockExclusively(database) : undefined;
  const incoming = `${database}.restoring-${process.pid}`;
  try {
    copyFileSync(file, incoming);
    chmodSync(incoming, PRIVATE_FILE_MODE);
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
