// A write's error that crosses threads is answered as it would be on the thread that asked.
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HttpError, isDatabaseUnavailable } from '../../../errors/errors';
import { describedError, rebuiltError } from './writer-error';

const crossed = (error: unknown) => rebuiltError(structuredClone(describedError(error)));

describe('writer errors across threads', () => {
  it("keeps a SQLite error's code and name (SQLITE_BUSY answers 503)", () => {
    const busy = crossed(new SQLite.SqliteError('database is locked', 'SQLITE_BUSY'));
    expect(busy).toMatchObject({ name: 'SqliteError', message: 'database is locked', code: 'SQLITE_BUSY' });
    expect(isDatabaseUnavailable(busy)).toBe(true);
    const full = crossed(new SQLite.SqliteError('database or disk is full', 'SQLITE_FULL'));
    expect(isDatabaseUnavailable(full)).toBe(false);
    expect(full).not.toHaveProperty('statusCode');
  });

  it("keeps an HttpError's status, sentence, headers and code", () => {
    const error = crossed(new HttpError(409, 'Taken.', { 'retry-after': '5' }, 'taken'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, message: 'Taken.', headers: { 'retry-after': '5' }, code: 'taken' });
  });

  it('keeps the sentence of anything else', () => {
    expect(crossed(new Error('boom')).message).toBe('boom');
    expect(crossed('a string').message).toBe('a string');
  });
});
