// Sign-in throttling kept in the database, so every server process counts the same attempts: at
// most 10 attempts per account and 50 per address are evaluated in 15 minutes, then 429.
//
// An attempt is reserved (a row written) before its password is checked, in one serialised step
// per account and address, so a burst of simultaneous guesses is counted as it arrives: the
// eleventh of a hundred concurrent guesses is refused before argon2 ever runs. A failed attempt
// keeps its row; a successful one removes it and forgives the account's earlier failures.
import { type Kysely, sql } from 'kysely';
import { MESSAGES } from '@staff-console/domain';
import { KeyedTurns, RefusalMemory, secondsUntil } from '../../../caches/refusal-memory';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../errors/errors';

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

/** Seconds until the oldest counted attempt of every exhausted limit leaves the window, or null. One statement. */
async function blockedFor(db: Kysely<DB>, key: AttemptKey, now: number): Promise<number | null> {
  const since = now - LOGIN_WINDOW_MS;
  const { rows } = await sql<{
    account: number | string;
    account_oldest: number | string | null;
    address: number | string;
    address_oldest: number | string | null;
  }>`
    SELECT (SELECT count(*) FROM login_failures WHERE username_lower = ${key.usernameLower} AND at > ${since}) AS account,
           (SELECT min(at) FROM login_failures WHERE username_lower = ${key.usernameLower} AND at > ${since}) AS account_oldest,
           (SELECT count(*) FROM login_failures WHERE ip = ${key.ip} AND at > ${since}) AS address,
           (SELECT min(at) FROM login_failures WHERE ip = ${key.ip} AND at > ${since}) AS address_oldest`.execute(db);
  const row = rows[0]!;
  const blocked = [
    Number(row.account) >= MAX_FAILURES_PER_ACCOUNT ? row.account_oldest : null,
    Number(row.address) >= MAX_FAILURES_PER_ADDRESS ? row.address_oldest : null,
  ].flatMap((oldest) => (oldest === null ? [] : [Number(oldest)]));
  if (blocked.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...blocked) + LOGIN_WINDOW_MS - now) / 1000));
}

async function checkAndInsert(db: Kysely<DB>, key: AttemptKey, id: string, now: number): Promise<number | null> {
  const retryAfter = await blockedFor(db, key, now);
  if (retryAfter !== null) return retryAfter;
  await db.insertInto('login_failures').values({ id, username_lower: key.usernameLower, ip: key.ip, at: now }).execute();
  return null;
}

/** Keeps the table small: attempts older than the window no longer count (outside the serialised step). */
async function forgetOldAttempts(db: Kysely<DB>, now: number) {
  await db
    .deleteFrom('login_failures')
    .where('at', '<=', now - LOGIN_WINDOW_MS)
    .execute();
}

/**
 * Counts one sign-in attempt for the account and the address, or throws 429 with Retry-After
 * when either has used up its attempts. Returns the reservation's id.
 */
export async function reserveLoginAttempt(database: Database, key: AttemptKey, now = Date.now()): Promise<string> {
  const gate = gateOf(database);
  const pair = JSON.stringify([key.usernameLower, key.ip]);
  const id = newId(now);
  // Asked before the turn and again in it: the rest of a burst queued behind a refusal is refused from memory too.
  const retryAfter =
    gate.remembered(pair) ??
    (await gate.inTurn(pair, async () => {
      const known = gate.remembered(pair);
      if (known !== null) return known;
      const counted = await reserveInDatabase(database, key, id, now);
      if (counted !== null) gate.remember(pair, Date.now() + counted * 1000);
      return counted;
    }));
  if (retryAfter !== null) throw tooManyAttempts(retryAfter);
  await forgetOldAttempts(database.db, now);
  return id;
}

const tooManyAttempts = (retryAfter: number) => new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(retryAfter) });

/**
 * A refusal is remembered in this process for two seconds: the rest of a burst is refused from
 * memory. Short, because the database may lift it (an administrator's password reset, the
 * window passing) and another process's sign-ins are only seen there.
 */
const BLOCK_KEPT_MS = 2_000;

/**
 * This process's side of the throttle, per database: attempts for one account and address take
 * turns in memory before they take a connection, and refusals are remembered (caches/refusal-memory.ts).
 */
class Gate {
  private readonly refusals = new RefusalMemory(BLOCK_KEPT_MS);
  private readonly turns = new KeyedTurns();

  remember(pair: string, retryAt: number): void {
    this.refusals.remember(pair, retryAt);
  }

  /** Forgets the refusals of one account (from every address). */
  forgetAccount(usernameLower: string): void {
    const prefix = `${JSON.stringify([usernameLower]).slice(0, -1)},`;
    this.refusals.forget((pair) => pair.startsWith(prefix));
  }

  /** Seconds to wait, when this pair was refused moments ago; else null. */
  remembered(pair: string): number | null {
    const retryAt = this.refusals.retryAt(pair);
    return retryAt === null ? null : secondsUntil(retryAt);
  }

  inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.turns.inTurn(key, work);
  }
}

const gates = new WeakMap<object, Gate>();
function gateOf(database: Database): Gate {
  let gate = gates.get(database.db);
  if (!gate) gates.set(database.db, (gate = new Gate()));
  return gate;
}

async function reserveInDatabase(database: Database, key: AttemptKey, id: string, now: number): Promise<number | null> {
  let retryAfter: number | null;
  if (database.engine === 'postgres') {
    retryAfter = await database.db.transaction().execute(async (trx) => {
      // Always the account first, then the address (one statement, in that order): two reservations
      // never wait on each other in a cycle.
      await sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`u:${key.usernameLower}`})),
                       pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`a:${key.ip}`}))`.execute(trx);
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
  return retryAfter;
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

/**
 * Forgets the refusals this process remembers for an account, after its attempts were forgotten
 * in the database (a password reset run in this process; another process's memory lapses within
 * two seconds by itself).
 */
export function forgetRemembered(database: Database, usernameLower: string): void {
  gateOf(database).forgetAccount(usernameLower);
}

/** Forgets every attempt counted against an account (an operator's password reset). */
export async function clearAccountFailures(db: Kysely<DB>, usernameLower: string) {
  await db.deleteFrom('login_failures').where('username_lower', '=', usernameLower).execute();
}
