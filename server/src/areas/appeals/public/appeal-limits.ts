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
// (BEGIN IMMEDIATE), so a burst of simultaneous calls is counted as it arrives. The page is open to
// the internet, so a flood of calls from as many addresses must cost little: the calls that arrive
// while one batch is counted are counted together in the next, in arrival order, in one
// transaction (a few statements for the whole batch). A refusal is kept in memory for two seconds,
// so the rest of a burst is refused without a database round trip.
import { type Kysely, sql } from 'kysely';
import { APPEAL_LIMITS, MESSAGES } from '@staff-console/domain';
import { RefusalMemory, secondsUntil } from '../../../caches/refusal-memory';
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
  // Asked before the batch and again in it: the rest of a burst behind a refusal is refused from memory.
  const refusal = gate.remembered(hits) ?? (await gate.count({ hits, ids, now }));
  if (refusal !== null) throw tooMany(refusal);
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

/** One call's hits waiting to be counted. */
interface Call {
  hits: readonly Hit[];
  ids: CountedHits;
  now: number;
}

/** What the database holds of one key within its window: how many hits, and the oldest. */
type Count = { n: number; oldest: number | null };

/**
 * Counts a batch of calls in one transaction, in their order: every key's hits in its window read
 * at once (a statement per scope), each call then checked and counted in memory against what the
 * calls before it took, and the accepted hits written in one insert. On PostgreSQL the batch's keys
 * are locked first, in one order, so another process counting the same keys waits its turn.
 */
async function countBatch(database: Database, calls: readonly Call[]): Promise<(Refusal | null)[]> {
  return writeTransaction(database, async (trx) => {
    const names = [...new Set(calls.flatMap((c) => c.hits.map(hitName)))].sort();
    if (database.engine === 'postgres') {
      for (const chunk of chunks(names, KEYS_PER_STATEMENT))
        await sql`SELECT ${sql.join(chunk.map((name) => sql`pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${name}))`))}`.execute(trx);
    }
    const now = Math.max(...calls.map((c) => c.now));
    await forgetOldHits(trx, now);
    const counts = await countsOf(
      trx,
      calls.flatMap((c) => c.hits),
      now,
    );
    const rows: { id: string; scope: HitScope; key: string; at: number }[] = [];
    const results = calls.map((call) => {
      const refusal = usedUp(call, counts);
      if (refusal !== null) return refusal;
      for (const hit of call.hits) {
        const count = counts.get(hitName(hit))!;
        count.n += 1;
        count.oldest ??= call.now;
        rows.push({ id: call.ids[hit.scope]!, scope: hit.scope, key: hit.key, at: call.now });
      }
      return null;
    });
    for (const chunk of chunks(rows, KEYS_PER_STATEMENT)) await trx.insertInto('appeal_hits').values(chunk).execute();
    return results;
  });
}

/** Each key's hits within its scope's window, and the oldest of them (through appeal_hits_key_idx (scope, key, at)). */
async function countsOf(trx: Kysely<DB>, hits: readonly Hit[], now: number): Promise<Map<string, Count>> {
  const counts = new Map<string, Count>(hits.map((hit) => [hitName(hit), { n: 0, oldest: null }]));
  for (const scope of Object.keys(WINDOWS) as HitScope[]) {
    const keys = [...new Set(hits.filter((h) => h.scope === scope).map((h) => h.key))];
    for (const chunk of chunks(keys, KEYS_PER_STATEMENT)) {
      const rows = await trx
        .selectFrom('appeal_hits')
        .select((eb) => ['key', eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
        .where('scope', '=', scope)
        .where('key', 'in', chunk)
        .where('at', '>', now - WINDOWS[scope].windowMs)
        .groupBy('key')
        .execute();
      for (const row of rows) counts.set(hitName({ scope, key: row.key }), { n: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) });
    }
  }
  return counts;
}

/** The limits this call would exceed, and when the first of them has room again; null when all have room. */
function usedUp(call: Call, counts: ReadonlyMap<string, Count>): Refusal | null {
  const scopes: HitScope[] = [];
  let retryAt = 0;
  for (const hit of call.hits) {
    const window = WINDOWS[hit.scope];
    const count = counts.get(hitName(hit))!;
    if (count.n < window.count || count.oldest === null) continue;
    scopes.push(hit.scope);
    retryAt = Math.max(retryAt, count.oldest + window.windowMs);
  }
  return scopes.length === 0 ? null : { scopes, retryAfter: secondsUntil(retryAt, call.now) };
}

/** Keys per statement: well under both engines' limits on bound parameters. */
const KEYS_PER_STATEMENT = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Keeps the table bounded: hits older than the longest window are deleted (through appeal_hits_at_idx), once a batch. */
async function forgetOldHits(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .deleteFrom('appeal_hits')
    .where('at', '<=', now - LONGEST_WINDOW_MS)
    .execute();
}

/** How long this process remembers a refusal: short, since another process's calls are only seen in the database. */
const REFUSAL_KEPT_MS = 2_000;

/**
 * This process's side of the limits, per database: the calls that arrive while a batch is being
 * counted wait in memory and are counted together in the next one (one transaction for a burst of
 * them, not one each), and refusals are remembered (caches/refusal-memory.ts).
 */
class Gate {
  private readonly refusals = new RefusalMemory(REFUSAL_KEPT_MS);
  private waiting: { call: Call; settle: (refusal: Refusal | null) => void; fail: (error: unknown) => void }[] = [];
  private counting = false;

  constructor(private readonly database: Database) {}

  count(call: Call): Promise<Refusal | null> {
    return new Promise((settle, fail) => {
      this.waiting.push({ call, settle, fail });
      if (!this.counting) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.counting = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH).filter(({ call, settle }) => {
          // Refused from memory when a call of this batch's predecessors used its key up.
          const known = this.remembered(call.hits);
          if (known !== null) settle(known);
          return known === null;
        });
        if (batch.length === 0) continue;
        try {
          const results = await countBatch(
            this.database,
            batch.map((w) => w.call),
          );
          batch.forEach(({ call, settle }, i) => {
            const refusal = results[i]!;
            if (refusal !== null)
              for (const scope of refusal.scopes) this.remember(hitName(call.hits.find((h) => h.scope === scope)!), call.now + refusal.retryAfter * 1000);
            settle(refusal);
          });
        } catch (error) {
          for (const { fail } of batch) fail(error);
        }
      }
    } finally {
      this.counting = false;
    }
  }

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

/** Calls counted in one transaction at most. */
const MAX_BATCH = 2_000;

const gates = new WeakMap<object, Gate>();
function gateOf(database: Database): Gate {
  let gate = gates.get(database.db);
  if (!gate) gates.set(database.db, (gate = new Gate(database)));
  return gate;
}
