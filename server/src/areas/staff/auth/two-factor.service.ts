// Two-factor sign-in for staff. Set up from the profile (a secret, its QR code, confirmed with a
// code, then ten single-use recovery codes shown once); a password sign-in of such an account
// answers a challenge that `POST /api/auth/login/2fa` completes with a code. Codes are throttled
// like passwords, each time step is accepted once, and every change is in the action log.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, normaliseRecoveryCode, type StepUpBody, type TwoFactorDisableBody, type User } from '@staff-console/domain';
import { badRequest, conflict, notFound, unauthorized } from '../../../errors/errors';
import { actorOf, recordAction } from '../../../action-log/record';
import { toSelf, twoFactorRequiredOf } from '../accounts/users.mapping';
import { findUserById, type UserRow, updateUser } from '../accounts/users.repository';
import type { AuthUser } from '../../../http/auth.types';
import { releaseAfterSuccess, reserveLoginAttempt } from '../accounts/login-limiter';
import { verifyPassword } from '../accounts/passwords';
import { startSession } from './sessions.service';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, qrCodeDataUrl, sha256 } from '../accounts/totp';
import * as repo from '../accounts/two-factor.repository';
import { checkSecondFactor } from '../accounts/second-factor';
import { confirmStepUp } from '../accounts/step-up';
import { endUserSessions } from '../accounts/sessions.repository';

/** How long the second step of a sign-in may take. */
const CHALLENGE_TTL_MS = 5 * 60_000;

async function issueRecoveryCodes(app: FastifyInstance, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(
    app.db,
    userId,
    codes.map((c) => sha256(normaliseRecoveryCode(c))),
  );
  return codes;
}

async function selfRow(app: FastifyInstance, self: AuthUser): Promise<UserRow> {
  const row = await findUserById(app.db, self.id);
  if (!row) throw unauthorized();
  return row;
}

/** The first step of a sign-in answered for an account with two-factor on: a one-use handle. */
export async function issueChallenge(app: FastifyInstance, row: UserRow, passwordChangeNeeded: boolean): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await repo.insertChallenge(app.db, sha256(challenge), row.id, Date.now(), CHALLENGE_TTL_MS, passwordChangeNeeded);
  return challenge;
}

export async function completeSignIn(app: FastifyInstance, request: FastifyRequest, challenge: string, code: string): Promise<{ token: string; user: User }> {
  const found = await repo.findChallenge(app.db, sha256(challenge), Date.now());
  const row = found ? await findUserById(app.db, found.user_id) : undefined;
  if (!found || !row || row.active !== 1 || row.totp_enabled !== 1) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
  const reservation = await reserveLoginAttempt(app.database, { usernameLower: row.username_lower, ip: request.ip });
  const actor = { userId: row.id, username: row.username, ip: request.ip };
  const factor = await checkSecondFactor(app, row, code);
  if (!factor) {
    await recordAction(app.db, actor, { category: 'auth', action: 'login_failed', details: { reason: 'two_factor' } });
    throw unauthorized(MESSAGES.twoFactorCodeInvalid);
  }
  // One challenge, one sign-in: a second request with the same challenge finds nothing.
  if (!(await repo.deleteChallenge(app.db, found.id))) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
  await releaseAfterSuccess(app.db, reservation, row.username_lower);
  await recordAction(app.db, actor, { category: 'auth', action: 'login', details: { twoFactor: factor } });
  const passwordChangeNeeded = found.password_change_needed === 1;
  return { token: await startSession(app, request, row, passwordChangeNeeded), user: toSelf(row, passwordChangeNeeded) };
}

/** A new secret waiting for its first code; any earlier unfinished set-up is replaced. */
export async function beginSetup(app: FastifyInstance, request: FastifyRequest, self: AuthUser) {
  const row = await selfRow(app, self);
  if (row.totp_enabled === 1) throw conflict(MESSAGES.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, row.id, { totp_secret: app.totpSealer.seal(secret), totp_last_step: null, updated_at: Date.now() });
    await recordAction(trx, actorOf(request), { category: 'auth', action: 'two_factor_setup_started' });
  });
  const url = otpauthUrl(secret, row.username);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

export async function enable(app: FastifyInstance, request: FastifyRequest, self: AuthUser, code: string): Promise<string[]> {
  const row = await selfRow(app, self);
  if (row.totp_enabled === 1) throw conflict(MESSAGES.twoFactorAlreadyOn);
  if (row.totp_secret === null) throw conflict(MESSAGES.twoFactorNotStarted);
  const reservation = await reserveLoginAttempt(app.database, { usernameLower: row.username_lower, ip: request.ip });
  const step = matchingStep(app.totpSealer.open(row.totp_secret), code.trim());
  if (step === null || !(await repo.claimTotpStep(app.db, row.id, step))) throw badRequest(MESSAGES.twoFactorCodeInvalid);
  await releaseAfterSuccess(app.db, reservation, row.username_lower);
  const codes = newRecoveryCodes();
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, row.id, { totp_enabled: 1, updated_at: Date.now() });
    // Sessions signed in with the password alone end: two-factor protects the account from now on.
    await endUserSessions(trx, row.id, Date.now(), self.sessionId);
    await repo.replaceRecoveryCodes(
      trx,
      row.id,
      codes.map((c) => sha256(normaliseRecoveryCode(c))),
    );
    await recordAction(trx, actorOf(request), { category: 'auth', action: 'two_factor_enabled' });
  });
  return codes;
}

export async function regenerateRecoveryCodes(app: FastifyInstance, request: FastifyRequest, self: AuthUser, code: string): Promise<string[]> {
  const row = await selfRow(app, self);
  if (row.totp_enabled !== 1) throw conflict(MESSAGES.twoFactorNotOn);
  const reservation = await reserveLoginAttempt(app.database, { usernameLower: row.username_lower, ip: request.ip });
  if ((await checkSecondFactor(app, row, code)) !== 'totp') throw badRequest(MESSAGES.twoFactorCodeInvalid);
  await releaseAfterSuccess(app.db, reservation, row.username_lower);
  const codes = await issueRecoveryCodes(app, row.id);
  await recordAction(app.db, actorOf(request), { category: 'auth', action: 'recovery_codes_regenerated' });
  return codes;
}

export async function disable(app: FastifyInstance, request: FastifyRequest, self: AuthUser, body: TwoFactorDisableBody): Promise<void> {
  const row = await selfRow(app, self);
  if (row.totp_enabled !== 1) throw conflict(MESSAGES.twoFactorNotOn);
  if (twoFactorRequiredOf(row)) throw conflict(MESSAGES.twoFactorRequiredByRole);
  const reservation = await reserveLoginAttempt(app.database, { usernameLower: row.username_lower, ip: request.ip });
  if (!(await verifyPassword(row.password_hash, body.password))) throw badRequest(MESSAGES.currentPasswordIncorrect);
  if (!(await checkSecondFactor(app, row, body.code))) throw badRequest(MESSAGES.twoFactorCodeInvalid);
  await releaseAfterSuccess(app.db, reservation, row.username_lower);
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, row.id, { totp_enabled: 0, totp_secret: null, totp_last_step: null, updated_at: Date.now() });
    await repo.deleteRecoveryCodes(trx, row.id);
    await recordAction(trx, actorOf(request), { category: 'auth', action: 'two_factor_disabled' });
  });
}

/** An administrator clears a user's two-factor (a lost phone); the user sets it up again. */
export async function resetFor(app: FastifyInstance, request: FastifyRequest, userId: string, confirmation: StepUpBody | null | undefined): Promise<void> {
  const row = await findUserById(app.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  await confirmStepUp(app, request, row, 'two_factor', confirmation);
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, row.id, { totp_enabled: 0, totp_secret: null, totp_last_step: null, updated_at: Date.now() });
    await repo.deleteRecoveryCodes(trx, row.id);
    await recordAction(trx, actorOf(request), { category: 'users', action: 'two_factor_reset', details: { userId: row.id, username: row.username } });
  });
}
