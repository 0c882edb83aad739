// The reviewers' side of appeals: the queue of each status, the open count for the sidebar, one
// appeal, and the decision. A decision is written in one transaction with everything it changes:
// the appeal, the sanction (lifted: revoked as a revoke does; reduced: a new end), the game servers'
// feed, the ban's new state on Open Cloud (through the outbox), the case's history and the action
// log. The appeal is marked decided first and only while still open, so of two reviewers deciding
// at once one wins and the other is told it was decided (409), with nothing of theirs written.
import {
  type AppealResponse,
  type AppealsOpenCount,
  type AppealsPage,
  type AppealsQuery,
  appealLiftedReason,
  type DecideAppealBody,
  isAdmin,
  MESSAGES,
} from '@staff-console/domain';
import type { Deps } from '../../../deps/deps';
import { recordAction } from '../../../action-log/record';
import { writeTransaction } from '../../../db/write-transaction';
import { conflict, forbidden, notFound } from '../../../errors/errors';
import {
  findSanction,
  iso,
  mayModerator,
  type Moderator,
  reducedEnd,
  reduceInTransaction,
  revokeInTransaction,
  sanctionIsActive,
  type SanctionRow,
} from '../../moderation';
import { toAppeals } from './appeal.mapping';
import * as repo from './appeals.repository';

export async function listAppeals(deps: Deps, moderator: Moderator, q: AppealsQuery): Promise<AppealsPage> {
  const { rows, total } = await repo.listAppeals(deps.db, q.status, { offset: (q.page - 1) * q.limit, limit: q.limit });
  return { success: true, appeals: await toAppeals(deps.db, rows, moderator.subject), total };
}

export async function openAppealCount(deps: Deps): Promise<AppealsOpenCount> {
  return { success: true, open: await repo.countAppeals(deps.db, 'open') };
}

export async function getAppeal(deps: Deps, moderator: Moderator, id: string): Promise<AppealResponse> {
  const row = await repo.findAppeal(deps.db, id);
  const [appeal] = row ? await toAppeals(deps.db, [row], moderator.subject) : [];
  if (!appeal) throw notFound(MESSAGES.appealNotFound);
  return { success: true, appeal };
}

/** Who may decide: not the sanction's issuer (administrators excepted); a ban reduced or lifted needs ban_players too. */
function assertMayDecide(moderator: Moderator, sanction: SanctionRow, decision: DecideAppealBody['decision']): void {
  if (sanction.created_by_id === moderator.id && !isAdmin(moderator.subject)) throw forbidden(MESSAGES.appealIssuerMayNotDecide);
  if (decision !== 'upheld' && sanction.type === 'ban' && !mayModerator(moderator, 'ban_players')) throw forbidden(MESSAGES.banPermissionRequired);
}

export async function decideAppeal(deps: Deps, moderator: Moderator, id: string, body: DecideAppealBody): Promise<AppealResponse> {
  const appeal = await repo.findAppeal(deps.db, id);
  if (!appeal) throw notFound(MESSAGES.appealNotFound);
  const sanction = await findSanction(deps.db, appeal.sanction_id);
  if (!sanction) throw notFound(MESSAGES.sanctionNotFound);
  assertMayDecide(moderator, sanction, body.decision);
  if (appeal.status !== 'open') throw conflict(MESSAGES.appealAlreadyDecided);
  const now = Date.now();
  if (body.decision !== 'upheld' && !sanctionIsActive(sanction, now)) throw conflict(MESSAGES.appealSanctionEnded);
  if (body.decision === 'reduced') reducedEnd(sanction, body.durationSeconds!);

  const sent = await writeTransaction(deps.database, async (trx) => {
    const decided = await repo.markDecided(trx, id, {
      status: body.decision,
      by: moderator,
      at: now,
      publicAnswer: body.publicAnswer,
      privateNote: body.privateNote ?? null,
      // Only a decision of this appeal moves the sanction's end, and this one holds it now.
      previousExpiresAt: body.decision === 'reduced' && sanction.expires_at !== null ? Number(sanction.expires_at) : null,
    });
    if (!decided) throw conflict(MESSAGES.appealAlreadyDecided);
    let change: { sent: boolean; ends?: { previousExpiresAt: string | null; expiresAt: string } } = { sent: false };
    if (body.decision === 'lifted') {
      const current = await findSanction(trx, sanction.id);
      if (!current || !sanctionIsActive(current, now)) throw conflict(MESSAGES.appealSanctionEnded);
      change = await revokeInTransaction(deps, trx, moderator, sanction.id, appealLiftedReason(body.publicAnswer), now);
    } else if (body.decision === 'reduced') {
      const reduced = await reduceInTransaction(deps, trx, moderator, sanction.id, body.durationSeconds!, now);
      change = {
        sent: reduced.sent,
        ends: { previousExpiresAt: reduced.previousExpiresAt === null ? null : iso(reduced.previousExpiresAt), expiresAt: iso(reduced.expiresAt) },
      };
    }
    await recordAction(trx, moderator.actor, {
      category: 'moderation',
      action: 'appeal_decided',
      details: {
        appealId: id,
        sanctionId: sanction.id,
        userId: Number(appeal.user_id),
        decision: body.decision,
        ...change.ends,
        // The case's own filter of the action log finds it.
        ...(sanction.case_id !== null ? { caseId: sanction.case_id } : {}),
      },
    });
    return change.sent;
  });
  if (sent) deps.outbox.nudge();
  return getAppeal(deps, moderator, id);
}
