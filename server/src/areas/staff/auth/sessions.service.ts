// Sessions live on the server: signing in starts one, every token names it, and a token is
// accepted only while its session is live. Logout ends this session; a user ends any of theirs
// from the profile, an administrator ends all of a user's from the Users tab. A refresh never
// extends a session past its maximum age from the sign-in (SESSION_MAX_AGE).
import type { Caller, Deps } from '../../../deps/deps';
import type { Kysely } from 'kysely';
import { type LoginResponse, MESSAGES, type OkResponse, type SessionsEndedResponse, type SessionsResponse, type StaffSession } from '@staff-console/domain';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { notFound, unauthorized } from '../../../errors/errors';
import { actorOf, recordAction } from '../../../action-log/record';
import { toAuthUser, toSelf } from '../accounts/users.mapping';
import { findUserById, type UserRow } from '../accounts/users.repository';
import { staffOf } from '../../../http/access';
import * as repo from '../accounts/sessions.repository';

/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX = 200;

/** The caller's account as it is now (401 once it is gone). */
export async function currentUser(db: Kysely<DB>, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw unauthorized();
  return row;
}

export async function issueToken(deps: Deps, row: UserRow, session: repo.SessionRow): Promise<string> {
  const user = toAuthUser(row, session.id);
  return deps.tokens.sign(
    { id: user.id, username: user.username, role: user.role, permissions: user.effectivePermissions, tv: user.tokenVersion, sid: session.id },
    Math.floor(session.expires_at / 1000),
  );
}

/** Starts a session for a user who has just proved who they are, and answers its first token. */
export async function startSession(deps: Deps, caller: Caller, row: UserRow, passwordChangeNeeded: boolean): Promise<string> {
  const now = Date.now();
  const session: repo.SessionRow = {
    id: newId(now),
    user_id: row.id,
    created_at: now,
    last_seen_at: now,
    expires_at: now + deps.config.sessionMaxAgeSeconds * 1000,
    ended_at: null,
    ip: caller.ip,
    user_agent: caller.userAgent.slice(0, USER_AGENT_MAX),
    password_change_needed: passwordChangeNeeded ? 1 : 0,
  };
  await repo.insertSession(deps.db, session);
  return issueToken(deps, row, session);
}

/** The session a token names, if it may still be used; marks it seen. */
export async function liveSession(db: Kysely<DB>, id: string, userId: string, now = Date.now()): Promise<repo.SessionRow | null> {
  const session = await repo.findSession(db, id);
  if (!session || session.user_id !== userId || session.ended_at !== null || session.expires_at <= now) return null;
  if (now - session.last_seen_at >= TOUCH_EVERY_MS) await repo.touchSession(db, id, now);
  return session;
}

/** A new token for the caller's session, never valid past the session's maximum age, with the caller as they are now. */
export async function refresh(deps: Deps, caller: Caller): Promise<LoginResponse> {
  const self = staffOf(caller);
  const row = await currentUser(deps.db, self.id);
  const session = await liveSession(deps.db, self.sessionId, self.id);
  if (!session) throw unauthorized(MESSAGES.unauthenticated);
  return { success: true, token: await issueToken(deps, row, session), user: toSelf(row, self.passwordChangeNeeded) };
}

const toStaffSession = (row: repo.SessionRow, currentId: string): StaffSession => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  lastSeenAt: new Date(row.last_seen_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
  ip: row.ip,
  userAgent: row.user_agent,
  current: row.id === currentId,
});

export async function listMySessions(deps: Deps, caller: Caller): Promise<SessionsResponse> {
  const self = staffOf(caller);
  return { success: true, sessions: (await repo.listLiveSessions(deps.db, self.id, Date.now())).map((row) => toStaffSession(row, self.sessionId)) };
}

export async function logout(deps: Deps, caller: Caller): Promise<OkResponse> {
  const self = staffOf(caller);
  await deps.db.transaction().execute(async (trx) => {
    await repo.endSession(trx, self.id, self.sessionId, Date.now());
    await recordAction(trx, actorOf(caller), { category: 'auth', action: 'logout' });
  });
  return { success: true, message: MESSAGES.signedOut };
}

/** Ends one of the caller's own sessions (404 for anyone else's, or one already ended). */
export async function endMySession(deps: Deps, caller: Caller, id: string): Promise<OkResponse> {
  const self = staffOf(caller);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.endSession(trx, self.id, id, Date.now()))) throw notFound(MESSAGES.sessionNotFound);
    await recordAction(trx, actorOf(caller), { category: 'auth', action: 'session_ended', details: { sessionId: id, current: id === self.sessionId } });
  });
  return { success: true, message: MESSAGES.sessionEnded };
}

/** An administrator ends every session of a user (404 for no such user); answers how many were live. */
export async function endSessionsOf(deps: Deps, caller: Caller, userId: string): Promise<SessionsEndedResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  const ended = await deps.db.transaction().execute(async (trx) => {
    const count = await repo.endUserSessions(trx, user.id, Date.now());
    await recordAction(trx, actorOf(caller), {
      category: 'users',
      action: 'sessions_ended',
      details: { userId: user.id, username: user.username, ended: count },
    });
    return count;
  });
  return { success: true, ended, message: ended === 1 ? '1 session ended' : `${ended} sessions ended` };
}
