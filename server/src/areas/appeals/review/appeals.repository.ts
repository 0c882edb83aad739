// Appeals as reviewers read and decide them. The queue of one status is read through
// appeals_status_idx (status, submitted_at, id): open ones oldest first; decided ones through
// appeals_decided_idx (status, decided_at, id), newest decision first. A decision is written only
// while the appeal is still open, so two reviewers deciding at once cannot both win.
import type { Kysely, Selectable } from 'kysely';
import type { AppealStatus } from '@staff-console/domain';
import type { AppealsTable } from '../../../db/appeals-schema';
import type { DB } from '../../../db/schema';

export type AppealRow = Selectable<AppealsTable>;

/** A page of appeals of one status and how many there are. */
export async function listAppeals(
  db: Kysely<DB>,
  status: AppealStatus,
  page: { offset: number; limit: number },
): Promise<{ rows: AppealRow[]; total: number }> {
  const ofStatus = db.selectFrom('appeals').where('status', '=', status);
  const ordered =
    status === 'open' ? ofStatus.orderBy('submitted_at', 'asc').orderBy('id', 'asc') : ofStatus.orderBy('decided_at', 'desc').orderBy('id', 'desc');
  const [rows, total] = await Promise.all([ordered.selectAll().limit(page.limit).offset(page.offset).execute(), countAppeals(db, status)]);
  return { rows, total };
}

/** How many appeals have this status (an index-only count on appeals_status_idx). */
export async function countAppeals(db: Kysely<DB>, status: AppealStatus): Promise<number> {
  const row = await db
    .selectFrom('appeals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findAppeal = (db: Kysely<DB>, id: string): Promise<AppealRow | undefined> =>
  db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirst();

export interface AppealDecision {
  status: Exclude<AppealStatus, 'open'>;
  by: { id: string; username: string };
  at: number;
  publicAnswer: string;
  privateNote: string | null;
  /** Reduced: the sanction's end before (null: it was permanent). */
  previousExpiresAt: number | null;
}

/** Writes the decision if the appeal is still open; false when another reviewer decided it first. */
export async function markDecided(db: Kysely<DB>, id: string, d: AppealDecision): Promise<boolean> {
  const result = await db
    .updateTable('appeals')
    .set({
      status: d.status,
      decided_by_id: d.by.id,
      decided_by_name: d.by.username,
      decided_at: d.at,
      public_answer: d.publicAnswer,
      private_note: d.privateNote,
      previous_expires_at: d.previousExpiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
