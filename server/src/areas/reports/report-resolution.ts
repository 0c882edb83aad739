// Resolving all of a player's open and claimed reports at once (dismissed, put in a case, or
// actioned by a sanction), inside the caller's transaction: each report gets its resolution and its
// number in the outcomes feed, and the player leaves the queue.
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB } from '../../db/schema';
import { nextNumber } from '../../db/sequences';
import { dequeuePlayer, lockQueueRow, type QueueRow } from './report-queue.repository';
import { pendingReports, type ReportRow, type Resolution, resolveReport } from './reports.repository';

export interface PendingOfPlayer {
  queue: QueueRow;
  reports: ReportRow[];
}

/** The player's queue row (locked) and pending reports; undefined when they have none. */
export async function lockPending(trx: Kysely<DB>, engine: Engine, reportedId: number): Promise<PendingOfPlayer | undefined> {
  const queue = await lockQueueRow(trx, reportedId, engine);
  if (!queue) return undefined;
  return { queue, reports: await pendingReports(trx, reportedId) };
}

/** Resolves the reports (locked by lockPending) and takes the player out of the queue. */
export async function resolvePending(trx: Kysely<DB>, pending: PendingOfPlayer, resolution: Resolution): Promise<void> {
  for (const report of pending.reports) await resolveReport(trx, report.id, resolution, await nextNumber(trx, 'report_outcome'));
  await dequeuePlayer(trx, Number(pending.queue.reported_id));
}
