// Two-factor sign-in for staff. Set up from the profile (a secret, its QR code, confirmed with a
// code, then ten single-use recovery codes shown once); a password sign-in of such an account
// answers a challenge that `POST /api/auth/login/2fa` completes with a code. Codes are throttled
// like passwords, each time step is accepted once, and every change is in the action log.
import { randomBytes } from 'node:crypto';
import type { Caller, Deps } from '../../../deps/deps';
import type { Kysely } from 'kysely';
import {
  type LoginResponse,
  type LoginTwoFactorBody,
  MESSAGES,
  normaliseRecoveryCode,
  type OkResponse,
  type RecoveryCodes,
  type StepUpBody,
  type TwoFactorCodeBody,
  type TwoFactorDisableBody,
  type TwoFactorSetup,
} from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { staffOf } from '../../../http/access';
import { badRequest, conflict, notFound, unauthorized } from '../../../errors/errors';
import { actorOf, recordAction } from '../../../action-log/record';
import { toSelf, twoFactorRequiredOf } from '../accounts/users.mapping';
import { findUserById, type UserRow, updateUser } from '../accounts/users.repository';
import { releaseAfterSuccess, reserveLoginAttempt } from '../accounts/login-limiter';
import { verifyPassword } from '../accounts/passwords';
import { currentUser, startSession } from './sessions.service';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, qrCodeDataUrl, sha256 } from '../accounts/totp';
import * as repo from '../accounts/two-factor.repository';
import { checkSecondFactor } from '../accounts/second-factor';
import { confirmStepUp } from '../accounts/step-up';
import { endUserSessions } from '../accounts/sessions.repository';

/** How long the second step of a sign-in may take. */
const CHALLENGE_TTL_MS = 5 * 60_000;

const hashedCodes = (codes: string[]): string[] => codes.map((c) => sha256(normaliseRecoveryCode(c)));

/** Two-factor off: no secret, no recovery codes. */
async function turnOff(trx: Kysely<DB>, userId: string): Promise<void> {
  await updateUser(trx, userId, { totp_enabled: 0, totp_secret: null, totp_last_step: null, updated_at: Date.now() });
  await repo.deleteRecoveryCodes(trx, userId);
}

const selfRow = (deps: Deps, caller: Caller): Promise<UserRow> => currentUser(deps.db, staffOf(caller).id);

/** The first step of a sign-in answered for an account with two-factor on: a one-use handle. */
export async function issueChallenge(deps: Deps, row: UserRow, passwordChangeNeeded: boolean): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await repo.insertChallenge(deps.db, sha256(challenge), row.id, Date.now(), CHALLENGE_TTL_MS, passwordChangeNeeded);
  return challenge;
}

export async function completeSignIn(deps: Deps, caller: Caller, { challenge, code }: LoginTwoFactorBody): Promise<LoginResponse> {
  const found = await repo.findChallenge(deps.db, sha256(challenge), Date.now());
  const row = found ? await findUserById(deps.db, found.user_id) : undefined;
  if (!found || !row || row.active !== 1 || row.totp_enabled !== 1) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
  const reservation = await reserveLoginAttempt(deps.database, { usernameLower: row.username_lower, ip: caller.ip });
  const actor = { userId: row.id, username: row.username, ip: caller.ip };
  const factor = await checkSecondFactor(deps, row, code);
  if (!factor) {
    await recordAction(deps.db, actor, { category: 'auth', action: 'login_failed', details: { reason: 'two_factor' } });
    throw unauthorized(MESSAGES.twoFactorCodeInvalid);
  }
  // One challenge, one sign-in: a second request with the same challenge finds nothing.
  if (!(await repo.deleteChallenge(deps.db, found.id))) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
  await releaseAfterSuccess(deps.db, reservation, row.username_lower);
  await recordAction(deps.db, actor, { category: 'auth', action: 'login', details: { twoFactor: factor } });
  const passwordChangeNeeded = found.password_change_needed === 1;
  return { success: true, token: await startSession(deps, caller, row, passwordChangeNeeded), user: toSelf(row, passwordChangeNeeded) };
}

/** A new secret waiting for its first code; any earlier unfinished set-up is replaced. */
export async function beginSetup(deps: Deps, caller: Caller): Promise<TwoFactorSetup> {
  const row = await selfRow(deps, caller);
  if (row.totp_enabled === 1) throw conflict(MESSAGES.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, row.id, { totp_secret: deps.totpSealer.seal(secret), totp_last_step: null, updated_at: Date.now() });
    await recordAction(trx, actorOf(caller), { category: 'auth', action: 'two_factor_setup_started' });
  });
  const url = otpauthUrl(secret, row.username);
  return { success: true, secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

export async function enable(deps: Deps, caller: Caller, { code }: TwoFactorCodeBody): Promise<RecoveryCodes> {
  const row = await selfRow(deps, caller);
  if (row.totp_enabled === 1) throw conflict(MESSAGES.twoFactorAlreadyOn);
  if (row.totp_secret === null) throw conflict(MESSAGES.twoFactorNotStarted);
  const reservation = await reserveLoginAttempt(deps.database, { usernameLower: row.username_lower, ip: caller.ip });
  const step = matchingStep(deps.totpSealer.open(row.totp_secret), code.trim());
  if (step === null || !(await repo.claimTotpStep(deps.db, row.id, step))) throw badRequest(MESSAGES.twoFactorCodeInvalid);
  await releaseAfterSuccess(deps.db, reservation, row.username_lower);
  const codes = newRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, row.id, { totp_enabled: 1, updated_at: Date.now() });
    // Sessions signed in with the password alone end: two-factor protects the account from now on.
    await endUserSessions(trx, row.id, Date.now(), staffOf(caller).sessionId);
    await repo.replaceRecoveryCodes(trx, row.id, hashedCodes(codes));
    await recordAction(trx, actorOf(caller), { category: 'auth', action: 'two_factor_enabled' });
  });
  return { success: true, recoveryCodes: codes, message: MESSAGES.twoFactorTurnedOn };
}

export async function regenerateRecoveryCodes(deps: Deps, caller: Caller, { code }: TwoFactorCodeBody): Promise<RecoveryCodes> {
  const row = await selfRow(deps, caller);
  if (row.totp_enabled !== 1) throw conflict(MESSAGES.twoFactorNotOn);
  const reservation = await reserveLoginAttempt(deps.database, { usernameLower: row.username_lower, ip: caller.ip });
  if ((await checkSecondFactor(deps, row, code)) !== 'totp') throw badRequest(MESSAGES.twoFactorCodeInvalid);
  await releaseAfterSuccess(deps.db, reservation, row.username_lower);
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(deps.db, row.id, hashedCodes(codes));
  await recordAction(deps.db, actorOf(caller), { category: 'auth', action: 'recovery_codes_regenerated' });
  return { success: true, recoveryCodes: codes, message: MESSAGES.recoveryCodesRenewed };
}

export async function disable(deps: Deps, caller: Caller, body: TwoFactorDisableBody): Promise<OkResponse> {
  const row = await selfRow(deps, caller);
  if (row.totp_enabled !== 1) throw conflict(MESSAGES.twoFactorNotOn);
  if (twoFactorRequiredOf(row)) throw conflict(MESSAGES.twoFactorRequiredByRole);
  const reservation = await reserveLoginAttempt(deps.database, { usernameLower: row.username_lower, ip: caller.ip });
  if (!(await verifyPassword(row.password_hash, body.password))) throw badRequest(MESSAGES.currentPasswordIncorrect);
  if (!(await checkSecondFactor(deps, row, body.code))) throw badRequest(MESSAGES.twoFactorCodeInvalid);
  await releaseAfterSuccess(deps.db, reservation, row.username_lower);
  await deps.db.transaction().execute(async (trx) => {
    await turnOff(trx, row.id);
    await recordAction(trx, actorOf(caller), { category: 'auth', action: 'two_factor_disabled' });
  });
  return { success: true, message: MESSAGES.twoFactorTurnedOff };
}

/** An administrator clears a user's two-factor (a lost phone); the user sets it up again. */
export async function resetFor(deps: Deps, caller: Caller, userId: string, confirmation: StepUpBody | null | undefined): Promise<OkResponse> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw notFound(MESSAGES.userNotFound);
  await confirmStepUp(deps, caller, row, 'two_factor', confirmation);
  await deps.db.transaction().execute(async (trx) => {
    await turnOff(trx, row.id);
    await recordAction(trx, actorOf(caller), { category: 'users', action: 'two_factor_reset', details: { userId: row.id, username: row.username } });
  });
  return { success: true, message: MESSAGES.twoFactorReset };
}
