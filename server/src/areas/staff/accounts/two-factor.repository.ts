// Recovery codes and pending sign-in challenges of two-factor accounts.
import type { Kysely } from 'kysely';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';

export async function replaceRecoveryCodes(db: Kysely<DB>, userId: string, hashes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length)
    await db
      .insertInto('recovery_codes')
      .values(hashes.map((code_hash) => ({ id: newId(), user_id: userId, code_hash, used_at: null })))
      .execute();
}

/** Uses an unused recovery code once; answers whether it was one. */
export async function useRecoveryCode(db: Kysely<DB>, userId: string, hash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRecoveryCodes(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Accepts a time step once per user: false when it (or a later one) was already used. */
export async function claimTotpStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertChallenge(
  db: Kysely<DB>,
  idHash: string,
  userId: string,
  now: number,
  ttlMs: number,
  passwordChangeNeeded: boolean,
): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<', now).execute();
  await db
    .insertInto('login_challenges')
    .values({ id: idHash, user_id: userId, created_at: now, expires_at: now + ttlMs, password_change_needed: passwordChangeNeeded ? 1 : 0 })
    .execute();
}

export const findChallenge = (db: Kysely<DB>, idHash: string, now: number) =>
  db.selectFrom('login_challenges').selectAll().where('id', '=', idHash).where('expires_at', '>', now).executeTakeFirst();

export async function deleteChallenge(db: Kysely<DB>, idHash: string): Promise<boolean> {
  const result = await db.deleteFrom('login_challenges').where('id', '=', idHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
