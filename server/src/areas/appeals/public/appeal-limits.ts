// The public appeal page's limits, counted in the database (table appeal_hits) so every server
// process counts the same calls (APPEAL_LIMITS): per client address 10 look-ups in 15 minutes and
// 3 appeals in 24 hours, per code 10 look-ups in an hour.
//
// What a call counts:
// - a look-up: one look-up against its address and one against its code, whether or not a
//   sanction has that code (so spraying codes is counted like looking one up);
// - a submission: the same two look-ups (its answer also tells whether the code exists: 404 or
//   not), and one appeal against its address. The appeal is given back when nothing is stored
//   (unknown code, an appeal already open, the cool-down, an ended sanction), so "3 appeals"
//   means 3 appeals stored; the look-ups stay counted.
//
// As for sign-ins (staff/accounts/login-limiter.ts), the check and the insert are one serialised
// step: on PostgreSQL under an advisory transaction lock per key, on SQLite under the write lock
// (BEGIN IMMEDIATE), so a burst of simultaneous calls is counted as it arrives. A refusal is kept
// in memory for two seconds, so the rest of a burst is refused without a database round trip.
import { type Kysely, sql } from 'kysely';
import { APPEAL_LIMITS, MESSAGES } from '@staff-console/domain';
import { KeyedTurns, RefusalMemory, secondsUntil } from '../../../caches/refusal-memory';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { writeTransaction } from '../../../db/write-transaction';
import { HttpError } from '../../../errors/errors';

export type HitScope = 'lookup_address' | 'lookup_code' | 'appeal_address';

const WINDOWS: Record<HitScope, { count: number; windowMs: number }> = {
  lookup_address: APPEAL_LIMITS.lookupsPerAddress,
  lookup_code: APPEAL_LIMITS.lookupsPerCode,
  appeal_address: APPEAL_LIMITS.appealsPerAddress,
};

/** Hits older than the longest window count for nothing and are deleted. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(WINDOWS).map((w) => w.windowMs));

/** Advisory-lock namespace of the appeal hits on PostgreSQL (a constant of our own). */
const LOCK_NAMESPACE = 7310;

export interface Hit {
  scope: HitScope;
  /** The client address, or the code's 12 symbols. */
  key: string;
}

export const lookupHits = (address: string, code: string): Hit[] => [
  { scope: 'lookup_address', key: address },
  { scope: 'lookup_code', key: code },
];

export const submissionHits = (address: string, code: string): Hit[] => [...lookupHits(address, code), { scope: 'appeal_address', key: address }];

const hitName = (hit: Hit) => `${hit.scope}|${hit.key}`;

/** The hits counted, by scope: their ids, so an appeal not stored can be given back. */
export type CountedHits = Partial<Record<HitScope, string>>;

interface Refusal {
  /** The scopes whose limit is used up. */
  scopes: HitScope[];
  retryAfter: number;
}

/**
 * Counts the call's hits, or throws 429 with Retry-After (seconds until the oldest counted hit of
 * every used-up limit leaves its window) when one of them has no room left.
 */
export async function countHits(database: Database, hits: readonly Hit[], now = Date.now()): Promise<CountedHits> {
  const gate = gateOf(database);
  const ids: CountedHits = Object.fromEntries(hits.map((hit) => [hit.scope, newId(now)]));
  // Asked before the turn and again in it: the rest of a burst queued behind a refusal is refused from memory.
  const refusal =
    gate.remembered(hits) ??
    (await gate.turns.inTurn(hitName(hits[0]!), async () => {
      const known = gate.remembered(hits);
      if (known !== null) return known;
      const counted = await countInDatabase(database, hits, ids, now);
      if (counted !== null) for (const scope of counted.scopes) gate.remember(hitName(hits.find((h) => h.scope === scope)!), now + counted.retryAfter * 1000);
      return counted;
    }));
  if (refusal !== null) throw tooMany(refusal);
  await forgetOldHits(database.db, now);
  return ids;
}

/** Gives back a counted appeal (nothing was stored). */
export async function giveBackHit(database: Database, hit: Hit, id: string | undefined): Promise<void> {
  if (id === undefined) return;
  await database.db.deleteFrom('appeal_hits').where('id', '=', id).execute();
  gateOf(database).forget(hitName(hit));
}

const tooMany = (refusal: Refusal) =>
  new HttpError(429, refusal.scopes.includes('appeal_address') ? MESSAGES.appealTooManyAppeals : MESSAGES.appealTooManyLookups, {
    'retry-after': String(refusal.retryAfter),
  });

async function countInDatabase(database: Database, hits: readonly Hit[], ids: CountedHits, now: number): Promise<Refusal | null> {
  return writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') {
      // Every key in one statement, in one order: two calls never wait on each other in a cycle.
      const names = [...new Set(hits.map(hitName))].sort();
      await sql`SELECT ${sql.join(names.map((name) => sql`pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name}))`))}`.execute(trx);
    }
    const refusal = await usedUp(trx, hits, now);
    if (refusal !== null) return refusal;
    await trx
      .insertInto('appeal_hits')
      .values(hits.map((hit) => ({ id: ids[hit.scope]!, scope: hit.scope, key: hit.key, at: now })))
      .execute();
    return null;
  });
}

/** The limits these hits would exceed, and when the first of them has room again; null when all have room. */
async function usedUp(trx: Kysely<DB>, hits: readonly Hit[], now: number): Promise<Refusal | null> {
  const scopes: HitScope[] = [];
  let retryAt = 0;
  for (const hit of hits) {
    const window = WINDOWS[hit.scope];
    // Through appeal_hits_key_idx (scope, key, at).
    const row = await trx
      .selectFrom('appeal_hits')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
      .where('scope', '=', hit.scope)
      .where('key', '=', hit.key)
      .where('at', '>', now - window.windowMs)
      .executeTakeFirstOrThrow();
    if (Number(row.n) < window.count || row.oldest === null) continue;
    scopes.push(hit.scope);
    retryAt = Math.max(retryAt, Number(row.oldest) + window.windowMs);
  }
  return scopes.length === 0 ? null : { scopes, retryAfter: secondsUntil(retryAt, now) };
}

/** Keeps the table bounded: hits older than the longest window are deleted (through appeal_hits_at_idx), outside the serialised step. */
async function forgetOldHits(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('appeal_hits')
    .where('at', '<=', now - LONGEST_WINDOW_MS)
    .execute();
}

/** How long this process remembers a refusal: short, since another process's calls are only seen in the database. */
const REFUSAL_KEPT_MS = 2_000;

/**
 * This process's side of the limits, per database: calls from one address take turns in memory
 * before they take a connection, and refusals are remembered (caches/refusal-memory.ts).
 */
class Gate {
  private readonly refusals = new RefusalMemory(REFUSAL_KEPT_MS);
  readonly turns = new KeyedTurns();

  remember(name: string, retryAt: number): void {
    this.refusals.remember(name, retryAt);
  }

  forget(name: string): void {
    this.refusals.forget((key) => key === name);
  }

  /** The refusal of these hits when one of them was refused moments ago; else null. */
  remembered(hits: readonly Hit[]): Refusal | null {
    const refused = hits.flatMap((hit) => {
      const retryAt = this.refusals.retryAt(hitName(hit));
      return retryAt === null ? [] : [{ scope: hit.scope, retryAt }];
    });
    if (refused.length === 0) return null;
    return { scopes: refused.map((r) => r.scope), retryAfter: secondsUntil(Math.max(...refused.map((r) => r.retryAt))) };
  }
}

const gates = new WeakMap<object, Gate>();
function gateOf(database: Database): Gate {
  let gate = gates.get(database.db);
  if (!gate) gates.set(database.db, (gate = new Gate()));
  return gate;
}
