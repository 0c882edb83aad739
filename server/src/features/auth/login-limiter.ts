// Sign-in throttling kept in the database, so every server process counts the same failures:
// at most 10 failures per account and 50 per address in 15 minutes (DESIGN §4), then 429.
import type { Kysely } from 'kysely';
import { MESSAGES } from '@staff-console/domain';
import { newId } from '../../db/ids';
import type { DB } from '../../db/schema';
import { HttpError } from '../../http/errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

async function windowState(db: Kysely<DB>, column: 'username_lower' | 'ip', value: string, since: number) {
  const row = await db
    .selectFrom('login_failures')
    .where(column, '=', value)
    .where('at', '>', since)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
}

/** Throws 429 with Retry-After when the account or the address has used up its failures. */
export async function assertLoginAllowed(db: Kysely<DB>, usernameLower: string, ip: string, now = Date.now()) {
  const since = now - LOGIN_WINDOW_MS;
  const [account, address] = await Promise.all([
    windowState(db, 'username_lower', usernameLower, since),
    windowState(db, 'ip', ip, since),
  ]);
  const blocked = [
    account.count >= MAX_FAILURES_PER_ACCOUNT ? account.oldest : null,
    address.count >= MAX_FAILURES_PER_ADDRESS ? address.oldest : null,
  ].filter((x): x is number => x !== null);
  if (blocked.length === 0) return { blockedBy: null };
  const retryAfter = Math.max(1, Math.ceil((Math.max(...blocked) + LOGIN_WINDOW_MS - now) / 1000));
  throw new HttpError(429, MESSAGES.tooManyAttempts, { 'retry-after': String(retryAfter) });
}

export async function recordLoginFailure(db: Kysely<DB>, usernameLower: string, ip: string, now = Date.now()) {
  await db.insertInto('login_failures').values({ id: newId(now), username_lower: usernameLower, ip, at: now }).execute();
  // Keep the table small: failures older than the window no longer count.
  await db.deleteFrom('login_failures').where('at', '<=', now - LOGIN_WINDOW_MS).execute();
}

/** A successful sign-in forgives the account's earlier failures (not the address's). */
export async function clearAccountFailures(db: Kysely<DB>, usernameLower: string) {
  await db.deleteFrom('login_failures').where('username_lower', '=', usernameLower).execute();
}
