// An operator's way back into the console: a new password for a staff account, from the shell.
// It re-activates the account, ends every session, forgets the sign-in attempts counted against it
// and, if no active administrator is left (a database edited by hand), makes this account one.
import { MESSAGES, passwordLongEnough } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { recordAction } from '../../action-log/record';
import {
  clearAccountFailures,
  forgetRemembered,
  hashPassword,
  endUserSessions,
  hasActiveAdministrator,
  lockStaffChanges,
  findUserByUsername,
  updateUser,
} from '../../areas/staff';

export interface ResetOutcome {
  username: string;
  /** Whether the account was made an administrator because none was left. */
  madeAdministrator: boolean;
}

export async function resetPassword(database: Database, username: string, password: string): Promise<ResetOutcome> {
  if (!passwordLongEnough(password)) throw new Error(MESSAGES.passwordTooShort);
  const row = await findUserByUsername(database.db, username);
  if (!row) throw new Error(`No staff account named '${username}'.`);
  const passwordHash = await hashPassword(password);
  const outcome = await database.db.transaction().execute(async (trx) => {
    await lockStaffChanges(trx);
    const now = Date.now();
    await updateUser(trx, row.id, { password_hash: passwordHash, token_version: row.token_version + 1, active: 1, updated_at: now });
    await endUserSessions(trx, row.id, now);
    await clearAccountFailures(trx, row.username_lower);
    const madeAdministrator = !(await hasActiveAdministrator(trx));
    if (madeAdministrator) await updateUser(trx, row.id, { role: 'admin' });
    await recordAction(
      trx,
      { userId: null, username: 'system', ip: 'cli' },
      {
        category: 'system',
        action: 'password_reset',
        details: { username: row.username, via: 'admin CLI', madeAdministrator },
      },
    );
    return { username: row.username, madeAdministrator };
  });
  forgetRemembered(database, row.username_lower);
  return outcome;
}
