// Step-up confirmation: an administrator who changes another administrator's password or
// two-factor proves again who they are, with their own password and, when they sign in with
// two-factor, their current code. A stolen administrator session alone cannot take over the
// other administrators. Attempts count against the sign-in limits of the confirming account.
import type { Caller, Deps } from '../../../deps/deps';
import { MESSAGES, type StepUpBody } from '@staff-console/domain';
import { actorOf, recordAction } from '../../../action-log/record';
import { badRequest, forbidden } from '../../../errors/errors';
import { staffOf } from '../../../http/access';
import { isAdministrator } from './users.mapping';
import { findUserById, type UserRow } from './users.repository';
import { verifyPassword } from './passwords';
import { releaseAfterSuccess, reserveLoginAttempt } from './login-limiter';
import { checkSecondFactor } from './second-factor';

export type StepUpChange = 'password' | 'two_factor';

/** Throws 400 (missing) or 403 (wrong) unless the caller confirmed; a change to a non-administrator passes. */
export async function confirmStepUp(deps: Deps, caller: Caller, target: UserRow, change: StepUpChange, body: StepUpBody | null | undefined) {
  if (!isAdministrator(target)) return;
  const self = await findUserById(deps.db, staffOf(caller).id);
  if (!self) throw forbidden();
  const refuse = async (reason: string, error: Error) => {
    await recordAction(deps.db, actorOf(caller), {
      category: 'users',
      action: 'step_up_failed',
      details: { userId: target.id, username: target.username, change, reason },
    });
    throw error;
  };
  const twoFactor = self.totp_enabled === 1;
  if (!body?.yourPassword) return refuse('password_missing', badRequest(MESSAGES.stepUpPasswordRequired));
  if (twoFactor && !body.yourCode) return refuse('code_missing', badRequest(MESSAGES.stepUpCodeRequired));
  const reservation = await reserveLoginAttempt(deps.database, { usernameLower: self.username_lower, ip: caller.ip });
  if (!(await verifyPassword(self.password_hash, body.yourPassword))) return refuse('wrong_password', forbidden(MESSAGES.stepUpPasswordIncorrect));
  if (twoFactor && !(await checkSecondFactor(deps, self, body.yourCode!))) return refuse('wrong_code', forbidden(MESSAGES.stepUpCodeIncorrect));
  await releaseAfterSuccess(deps.db, reservation, self.username_lower);
}
