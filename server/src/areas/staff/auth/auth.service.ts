// Sign-in, token checks, token refresh and the user's own profile.
import type { Caller, Deps } from '../../../deps/deps';
import {
  type CheckResponse,
  DEFAULT_TIME_ZONE,
  isPlaceholderEmail,
  type LoginBody,
  MESSAGES,
  passwordLongEnough,
  type PasswordSignInResponse,
  type ProfileBody,
  type User,
} from '@staff-console/domain';
import { staffOf } from '../../../http/access';
import { badRequest, unauthorized } from '../../../errors/errors';
import { actorOf, recordAction } from '../../../action-log/record';
import { toAuthUser, toSelf, toUser } from '../accounts/users.mapping';
import { findUserById, findUserByUsername, type UserRow, updateUser } from '../accounts/users.repository';
import type { AuthUser } from '../../../http/auth.types';
import { releaseAfterSuccess, releaseReservation, reserveLoginAttempt } from '../accounts/login-limiter';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/passwords';
import { clearPasswordChangeNeeded, endUserSessions } from '../accounts/sessions.repository';
import { currentUser, issueToken, liveSession, startSession } from './sessions.service';
import { bearerToken, InvalidTokenError } from '../accounts/tokens';
import { issueChallenge } from './two-factor.service';

/**
 * A password sign-in: a token and the user, or, for an account with two-factor, the second step's
 * handle instead of a token.
 */
export async function login(deps: Deps, caller: Caller, { username, password }: LoginBody): Promise<PasswordSignInResponse> {
  const { db } = deps;
  const usernameLower = username.toLowerCase();
  // Counted before the password is checked, so a burst of guesses cannot outrun the limit.
  const reservation = await reserveLoginAttempt(deps.database, { usernameLower, ip: caller.ip });

  const row = await findUserByUsername(db, username);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  const actor = { userId: row?.id ?? null, username: row?.username ?? username, ip: caller.ip };
  if (!row || !ok || row.active !== 1) {
    // A deactivated account answers exactly as a wrong password does, so the answer never tells
    // whether a guessed password was right; the action log keeps the reason for administrators.
    const reason = row && ok ? 'deactivated' : 'invalid_credentials';
    await recordAction(db, actor, { category: 'auth', action: 'login_failed', details: { reason } });
    throw unauthorized(MESSAGES.loginFailed);
  }
  // A password from before the 12-character minimum still signs in, once: the session it starts
  // opens only changing it.
  const passwordChangeNeeded = !passwordLongEnough(password);
  if (row.totp_enabled === 1) {
    // The password was right, but the sign-in waits for the second factor: the slot is given back,
    // the account's earlier failures are not forgiven until the code is right too.
    await releaseReservation(db, reservation);
    return { success: false, twoFactorRequired: true, challenge: await issueChallenge(deps, row, passwordChangeNeeded) };
  }
  await releaseAfterSuccess(db, reservation, usernameLower);
  await recordAction(db, actor, { category: 'auth', action: 'login', ...(passwordChangeNeeded ? { details: { belowMinimumLength: true } } : {}) });
  return { success: true, token: await startSession(deps, caller, row, passwordChangeNeeded), user: toSelf(row, passwordChangeNeeded) };
}

export type TokenCheck = { ok: true; row: UserRow; user: AuthUser } | { ok: false; reason: 'missing' | 'expired' | 'invalid' | 'revoked' };

/** Verifies a bearer token (as read from `Authorization`) and the user it names, from the database as it is now. */
export async function checkToken(deps: Deps, token: string | undefined): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' };
  let claims;
  try {
    claims = await deps.tokens.verify(token);
  } catch (error) {
    return { ok: false, reason: error instanceof InvalidTokenError ? error.reason : 'invalid' };
  }
  const row = await findUserById(deps.db, claims.id);
  if (!row || row.active !== 1 || row.token_version !== claims.tv) return { ok: false, reason: 'revoked' };
  const session = await liveSession(deps.db, claims.sid, row.id);
  if (!session) return { ok: false, reason: 'revoked' };
  return { ok: true, row, user: toAuthUser(row, claims.sid, session.password_change_needed === 1) };
}

/** The staff member a request's Authorization header names, or 401. */
export async function authenticate(deps: Deps, header: string | undefined): Promise<AuthUser> {
  const result = await checkToken(deps, bearerToken(header));
  if (result.ok) return result.user;
  throw unauthorized(result.reason === 'missing' ? MESSAGES.noToken : MESSAGES.unauthenticated);
}

/** The signed-in caller as the profile shows them. */
export async function checkSelf(deps: Deps, caller: Caller): Promise<CheckResponse> {
  const self = staffOf(caller);
  return { success: true, user: toSelf(await currentUser(deps.db, self.id), self.passwordChangeNeeded) };
}

export async function updateProfile(deps: Deps, caller: Caller, body: ProfileBody): Promise<{ success: true; user: User; token?: string; message: string }> {
  const { db } = deps;
  const self = staffOf(caller);
  const row = await currentUser(db, self.id);
  const displayName = body.displayName ?? body.profile?.displayName;
  const email = body.email ?? body.profile?.email;
  const changes: Parameters<typeof updateUser>[2] = {};
  const changed: string[] = [];
  if (displayName !== undefined && displayName !== row.display_name) {
    changes.display_name = displayName;
    changed.push('displayName');
  }
  // An empty address keeps a generated placeholder (the profile shows it as empty).
  if (email !== undefined && email !== row.email && !(email === '' && isPlaceholderEmail(row.email))) {
    changes.email = email;
    changed.push('email');
  }
  if (body.timeZone !== undefined && body.timeZone !== (row.time_zone ?? DEFAULT_TIME_ZONE)) {
    changes.time_zone = body.timeZone;
    changed.push('timeZone');
  }

  const changingPassword = body.password !== undefined && body.currentPassword !== undefined;
  let reservation: string | null = null;
  if (changingPassword) {
    // A stolen session must not become a free password-guessing oracle: the current password is
    // counted against the same limits as a sign-in.
    reservation = await reserveLoginAttempt(deps.database, { usernameLower: row.username_lower, ip: caller.ip });
    if (!(await verifyPassword(row.password_hash, body.currentPassword!))) {
      await recordAction(db, actorOf(caller), { category: 'auth', action: 'password_change_failed', details: { reason: 'wrong_current_password' } });
      throw badRequest(MESSAGES.currentPasswordIncorrect);
    }
    changes.password_hash = await hashPassword(body.password!);
    changes.token_version = row.token_version + 1;
  }
  if (Object.keys(changes).length === 0) {
    return { success: true, user: toSelf(row, self.passwordChangeNeeded), message: MESSAGES.profileUnchanged };
  }
  changes.updated_at = Date.now();

  await db.transaction().execute(async (trx) => {
    await updateUser(trx, row.id, changes);
    // A new password ends every other session: whoever else held one no longer gets in.
    if (changingPassword) await endUserSessions(trx, row.id, Date.now(), self.sessionId);
    if (changingPassword) await clearPasswordChangeNeeded(trx, self.sessionId);
    if (changed.length) {
      await recordAction(trx, actorOf(caller), { category: 'users', action: 'profile_updated', details: { fields: changed } });
    }
    if (changingPassword) await recordAction(trx, actorOf(caller), { category: 'auth', action: 'password_changed' });
  });
  if (reservation) await releaseAfterSuccess(db, reservation, row.username_lower);
  const updated = await currentUser(db, row.id);
  if (changingPassword) {
    const session = await liveSession(db, self.sessionId, self.id);
    if (!session) throw unauthorized(MESSAGES.unauthenticated);
    return { success: true, user: toUser(updated), token: await issueToken(deps, updated, session), message: MESSAGES.passwordChanged };
  }
  return { success: true, user: toSelf(updated, self.passwordChangeNeeded), message: MESSAGES.profileUpdated };
}
