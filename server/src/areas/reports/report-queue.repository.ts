// The queue's row per reported player (report_queue) and the (reported, reporter) pairs that count
// its distinct reporters (report_reporters), kept in the transaction of every change of a report:
// a batch of new reports adds to both (writer/, once per row and pair a batch); claiming sets the
// row's assignee; resolving a player's reports deletes both (all their pending reports are resolved
// at once). Each change takes the player's queue row first, so two writers touching the same player
// wait for each other in one order.
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportQueueTable } from '../../db/reports-schema';
import { queueCount, type QueueFilter, queueRows } from './report-queue.query';

export type { QueueFilter } from './report-queue.query';

export type QueueRow = Selectable<ReportQueueTable>;

/** The player's queue row, locked until the transaction ends (SQLite's write transaction locks everything). */
export async function lockQueueRow(trx: Kysely<DB>, reportedId: number, engine: 'sqlite' | 'postgres'): Promise<QueueRow | undefined> {
  let q = trx.selectFrom('report_queue').selectAll().where('reported_id', '=', reportedId);
  if (engine === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function setAssignee(trx: Kysely<DB>, reportedId: number, by: { id: string; username: string }): Promise<void> {
  await trx.updateTable('report_queue').set({ assignee_id: by.id, assignee_name: by.username }).where('reported_id', '=', reportedId).execute();
}

/** The player's reports are all resolved: they leave the queue. */
export async function dequeuePlayer(trx: Kysely<DB>, reportedId: number): Promise<void> {
  await trx.deleteFrom('report_reporters').where('reported_id', '=', reportedId).execute();
  await trx.deleteFrom('report_queue').where('reported_id', '=', reportedId).execute();
}

/** A page of the queue in the sort's order, and how many items the filter holds (report-queue.query.ts). */
export async function queuePage(db: Kysely<DB>, f: QueueFilter, page: { offset: number; limit: number }): Promise<{ rows: QueueRow[]; total: number }> {
  const [rows, count] = await Promise.all([queueRows(db, f, page).execute(), queueCount(db, f).executeTakeFirst()]);
  return { rows, total: Number(count?.n ?? 0) };
}
