// The files the console writes into DATA_DIR (the SQLite database and its -wal, -shm and -journal
// files, the generated JWT secret, backups) hold every chat line, password hash and the key that
// signs sessions: they are for the server's own user only, mode 0600, whatever the umask. Folders
// the console creates are 0700; a folder that already exists is left alone (it may be shared).
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** The database file and the files SQLite keeps beside it. */
export const sqliteFiles = (file: string): string[] => [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];

/** Creates `dir` and any missing parent, 0700. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/** Takes away every right of group and others on `file` when it exists (files of an older version, or of a restore). */
export function tightenFile(file: string): void {
  let mode: number;
  try {
    mode = statSync(file).mode;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(file, mode & PRIVATE_FILE_MODE);
  } catch (error) {
    // A file someone else owns keeps the mode its owner gave it: the server cannot change that.
    if (codeOf(error) !== 'EPERM') throw error;
  }
}

/**
 * Before SQLite opens `file`: creates it empty with mode 0600 when it does not exist (SQLite gives
 * the -wal, -shm and -journal files it creates the database file's mode), and tightens the files of
 * an existing database.
 */
export function preparePrivateDatabase(file: string): void {
  makePrivateDir(path.dirname(file));
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
  }
  for (const each of sqliteFiles(file)) tightenFile(each);
}
