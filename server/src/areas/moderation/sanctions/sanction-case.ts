// A sanction issued for a case names a player the case may not list yet (a moderator on the player
// page picks any open case): the player joins the case in the sanction's transaction, recorded in
// the case's history as a change of its players, like 'Add player'.
import type { Kysely } from 'kysely';
import { MESSAGES, MODERATION_LIMITS } from '@staff-console/domain';
import type { DB } from '../../../db/schema';
import { conflict } from '../../../errors/errors';
import { appendActivity } from '../cases/case-activity.repository';
import type { Moderator } from '../moderator';

/** Adds the player to the case unless listed; true when added. */
export async function ensureCasePlayer(trx: Kysely<DB>, caseId: string, userId: number, moderator: Moderator, now: number): Promise<boolean> {
  const rows = await trx.selectFrom('case_players').select('user_id').where('case_id', '=', caseId).orderBy('user_id').execute();
  const before = rows.map((r) => Number(r.user_id));
  if (before.includes(userId)) return false;
  if (before.length >= MODERATION_LIMITS.casePlayers) throw conflict(MESSAGES.casePlayersFull);
  await trx.insertInto('case_players').values({ case_id: caseId, user_id: userId }).execute();
  const after = [...before, userId].sort((a, b) => a - b);
  await appendActivity(trx, caseId, 'updated', moderator, { changes: [{ field: 'players', from: before, to: after }] }, now);
  return true;
}
