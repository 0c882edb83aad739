// The second factor of an account with two-factor on: an authenticator app's code (each time
// step accepted once) or a recovery code (each used once). Sign-in, the profile's two-factor
// changes and an administrator's step-up confirmation all check it here.
import type { Deps } from '../../../deps/deps';
import { normaliseRecoveryCode } from '@staff-console/domain';
import type { UserRow } from './users.repository';
import { matchingStep, sha256 } from './totp';
import { claimTotpStep, useRecoveryCode } from './two-factor.repository';

export type Factor = 'totp' | 'recovery';

export async function checkSecondFactor(deps: Deps, row: UserRow, code: string): Promise<Factor | null> {
  if (row.totp_secret === null || row.totp_enabled !== 1) return null;
  const trimmed = code.trim();
  const step = matchingStep(deps.totpSealer.open(row.totp_secret), trimmed);
  if (step !== null) return (await claimTotpStep(deps.db, row.id, step)) ? 'totp' : null;
  const recovery = normaliseRecoveryCode(trimmed);
  if (recovery.length !== 10) return null;
  return (await useRecoveryCode(deps.db, row.id, sha256(recovery), Date.now())) ? 'recovery' : null;
}
