// Sign-in throttling kept in the database, so every server process counts the same attempts: at
// most 10 attempts per account and 50 per address are evaluated in 15 minutes, then 429.
//
// An attempt is reserved (a row written) before its password is checked, in one serialised step
// per account and address, so a burst of simultaneous guesses is counted as it arrives: the
// eleventh of a hundred concurrent guesses is refused before argon2 ever runs. A failed attempt
// keeps its row; a successful one removes it and forgives the account's earlier failures.
import { type Kysely, sql } from 'kysely';
import { MESSAGES } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import type { DB } from '../../db/schema';
import { HttpError } from '../../http/errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

/** Advisory-lock namespace for sign-in reservations on PostgreSQL (any constant of our own). */
const LOCK_NAMESPACE = 7301;

/** What a reservation is counted under: an account (by lower-case username) and an address. */
export interface AttemptKey {
  usernameLower: string;
  ip: string;
}

async function windowState(db: Kysely<DB>, column: 'username_lower' | 'ip', value: string, since: number) {
  const row = await db
    .selectFrom('login_failures')
    .where(column, '=', value)
    .where('at', '>', since)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
}

/** Seconds until the oldest counted attempt of every exhausted limit leaves the window, or null. */
async function blockedFor(db: Kysely<DB>, key: AttemptKey, now: number): Promise<number | null> {
  const since = now - LOGIN_WINDOW_MS;
  const account = await windowState(db, 'username_lower', key.usernameLower, since);
  const address = await windowState(db, 'ip', key.ip, since);
  const blocked = [account.count >= MAX_FAILURES_PER_ACCOUNT ? account.oldest : null, address.count >= MAX_FAILURES_PER_ADDRESS ? address.oldest : null].filter(
    (x): x is number => x !== null,
  );
  if (blocked.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...blocked) + LOGIN_WINDOW_MS - now) / 1000));
}

async function checkAndInsert(db: Kysely<DB>, key: AttemptKey, id: string, now: number): Promise<number | null> {
  const retryAfter = await blockedFor(db, key, now);
  if (retryAfter !== null) return retryAfter;
  await db.insertInto('login_failures').values({ id, username_lower: key.usernameLower, ip: key.ip, at: now }).execute();
  // Keep the table small: attempts older than the window no longer count.
  await db
    .deleteFrom('login_failures')
    .where('at', '<=', now - LOGIN_WINDOW_MS)
    .execute();
  return null;
}

/**
 * Counts one sign-in attempt for the account and the address, or throws 429 with Retry-After
 * when either has used up its attempts. Returns the reservation's id.
 */
export async function reserveLoginAttempt(database: Database, key: AttemptKey, now = Date.now()): Promise<string> {
  const id = newId(now);
  let retryAfter: number | null;
  if (database.engine === 'postgres') {
    retryAfter = await database.db.transaction().execute(async (trx) => {
      // Always the account first, then the address: two reservations never wait on each other in a cycle.
      await sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`u:${key.usernameLower}`}))`.execute(trx);
      await sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`a:${key.ip}`}))`.execute(trx);
      return checkAndInsert(trx, key, id, now);
    });
  } else {
    // BEGIN IMMEDIATE takes SQLite's write lock before the count, so other processes sharing the
    // file wait for it (busy_timeout) instead of counting the same rows; within this process the
    // single connection already runs one reservation at a time.
    retryAfter = await database.db.connection().execute(async (conn) => {
      await sql`BEGIN IMMEDIATE`.execute(conn);
      try {
        const result = await checkAndInsert(conn, key, id, now);
        await sql`COMMIT`.execute(conn);
        return result;
      } catch (error) {
        await sql`ROLLBACK`.execute(conn);
        throw error;
      }
    });
  }
  if (retryAfter !== null) throw new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(retryAfter) });
  return id;
}

/**
 * A right password whose sign-in still waits for its second factor gives its slot back, but does
 * not forgive the account: otherwise a password holder could reset the count between code guesses.
 */
export async function releaseReservation(db: Kysely<DB>, reservationId: string) {
  await db.deleteFrom('login_failures').where('id', '=', reservationId).execute();
}

/** A successful sign-in removes its own reservation and forgives the account's earlier failures. */
export async function releaseAfterSuccess(db: Kysely<DB>, reservationId: string, usernameLower: string) {
  await db
    .deleteFrom('login_failures')
    .where((eb) => eb.or([eb('id', '=', reservationId), eb('username_lower', '=', usernameLower)]))
    .execute();
}

/** Forgets every attempt counted against an account (an operator's password reset). */
export async function clearAccountFailures(db: Kysely<DB>, usernameLower: string) {
  await db.deleteFrom('login_failures').where('username_lower', '=', usernameLower).execute();
}
