// Claiming a player's reports and dismissing them. Both decide with the player's queue row locked
// (PostgreSQL: FOR UPDATE; SQLite: the write transaction), so of two moderators claiming at once
// exactly one wins and the other is told who. Reports claimed by someone else are theirs to
// resolve; an administrator may take them over (claim with `force`) or resolve them.
import { can, type ReportClaimBody, type ReportClaimResponse } from '@staff-console/domain';
import { recordAction } from '../../action-log/record';
import type { Database } from '../../db/database';
import { writeTransaction } from '../../db/write-transaction';
import { conflict, forbidden, notFound } from '../../errors/errors';
import type { Moderator } from '../moderation';
import { lockPending, type PendingOfPlayer } from './report-resolution';
import { setAssignee } from './report-queue.repository';
import { claimReports } from './reports.repository';
import { claimedByOther, REPORT_MESSAGES } from './reports-messages';

export const isAdmin = (moderator: Moderator): boolean => can(moderator.subject, 'admin');

/** The player's pending reports, locked, when this moderator may work them (else 404 or 409). */
export async function pendingFor(
  trx: Parameters<typeof lockPending>[0],
  database: Database,
  moderator: Moderator,
  reportedId: number,
  force: boolean,
): Promise<PendingOfPlayer> {
  const pending = await lockPending(trx, database.engine, reportedId);
  if (!pending) throw notFound(REPORT_MESSAGES.noPendingReports);
  const { assignee_id, assignee_name } = pending.queue;
  if (assignee_id !== null && assignee_id !== moderator.id && !force) throw conflict(claimedByOther(assignee_name ?? ''));
  return pending;
}

export async function claim(database: Database, moderator: Moderator, body: ReportClaimBody): Promise<ReportClaimResponse> {
  if (body.force && !isAdmin(moderator)) throw forbidden(REPORT_MESSAGES.forceNeedsAdmin);
  const claimed = await writeTransaction(database, async (trx) => {
    const pending = await pendingFor(trx, database, moderator, body.reportedId, body.force === true);
    const by = { id: moderator.id, username: moderator.username };
    await setAssignee(trx, body.reportedId, by);
    const n = await claimReports(trx, body.reportedId, by);
    const previous = pending.queue.assignee_id;
    await recordAction(trx, moderator.actor, {
      category: 'moderation',
      action: 'reports_claimed',
      details: {
        userId: body.reportedId,
        name: pending.queue.reported_name,
        reports: n,
        ...(previous !== null && previous !== moderator.id ? { takenFrom: { id: previous, username: pending.queue.assignee_name } } : {}),
      },
    });
    return n;
  });
  return { success: true, claimed };
}
