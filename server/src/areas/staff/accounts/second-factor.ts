// The second factor of an account with two-factor on: an authenticator app's code (each time
// step accepted once) or a recovery code (each used once). Sign-in, the profile's two-factor
// changes and an administrator's step-up confirmation all check it here.
import type { FastifyInstance } from 'fastify';
import { normaliseRecoveryCode } from '@staff-console/domain';
import type { UserRow } from './users.repository';
import { matchingStep, sha256 } from './totp';
import { claimTotpStep, useRecoveryCode } from './two-factor.repository';

export type Factor = 'totp' | 'recovery';

export async function checkSecondFactor(app: FastifyInstance, row: UserRow, code: string): Promise<Factor | null> {
  if (row.totp_secret === null || row.totp_enabled !== 1) return null;
  const trimmed = code.trim();
  const step = matchingStep(app.totpSealer.open(row.totp_secret), trimmed);
  if (step !== null) return (await claimTotpStep(app.db, row.id, step)) ? 'totp' : null;
  const recovery = normaliseRecoveryCode(trimmed);
  if (recovery.length !== 10) return null;
  return (await useRecoveryCode(app.db, row.id, sha256(recovery), Date.now())) ? 'recovery' : null;
}
