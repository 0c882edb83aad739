// Server-side sessions: one row per sign-in. A token is accepted only while its session exists,
// has not ended and is younger than its maximum age.
import type { Kysely, Selectable } from 'kysely';
import type { DB, SessionsTable } from '../../../db/schema';

export type SessionRow = Selectable<SessionsTable>;

/** Ended or expired sessions are kept this long for the profile's history, then removed. */
const KEEP_ENDED_MS = 30 * 24 * 3600 * 1000;

export async function insertSession(db: Kysely<DB>, row: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', row.created_at - KEEP_ENDED_MS)
    .execute();
}

export const findSession = (db: Kysely<DB>, id: string): Promise<SessionRow | undefined> =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

export async function touchSession(db: Kysely<DB>, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** The user's sessions that can still be used, newest first. */
export const listLiveSessions = (db: Kysely<DB>, userId: string, now: number): Promise<SessionRow[]> =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();

/** The session's password now meets the minimum: it opens everything again. */
export async function clearPasswordChangeNeeded(db: Kysely<DB>, id: string): Promise<void> {
  await db.updateTable('sessions').set({ password_change_needed: 0 }).where('id', '=', id).execute();
}

/** Ends one session of a user; answers whether a live one was ended. */
export async function endSession(db: Kysely<DB>, userId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of a user, except `keep` when given; answers how many were ended. */
export async function endUserSessions(db: Kysely<DB>, userId: string, now: number, keep?: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .$if(keep !== undefined, (q) => q.where('id', '!=', keep!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
