// A case's history: comments and every change, read a page at a time newest first through
// case_activity_case_idx (case_id, at, id); comments counted through case_activity_type_idx. Written
// by the cases feature and by sanctions issued or revoked for a case.
import type { Kysely, Selectable } from 'kysely';
import type { CaseActivityType } from '@staff-console/domain';
import { newId } from '../../../db/ids';
import type { CaseActivityTable } from '../../../db/moderation-schema';
import type { DB } from '../../../db/schema';
import type { Moderator } from '../moderator';

export type CaseActivityRow = Selectable<CaseActivityTable>;

export async function appendActivity(
  trx: Kysely<DB>,
  caseId: string,
  type: CaseActivityType,
  by: Pick<Moderator, 'id' | 'username'>,
  details: Record<string, unknown>,
  at: number,
): Promise<CaseActivityRow> {
  const row: CaseActivityRow = { id: newId(at), case_id: caseId, type, at, by_id: by.id, by_name: by.username, details: JSON.stringify(details) };
  await trx.insertInto('case_activity').values(row).execute();
  return row;
}

/** A keyset position: the `(at, id)` of the oldest item a page showed. */
export interface CasePosition {
  at: number;
  id: string;
}

/** The newest `limit` entries before `before` (newest first). */
export const activityPage = (db: Kysely<DB>, caseId: string, before: CasePosition | undefined, limit: number): Promise<CaseActivityRow[]> =>
  db
    .selectFrom('case_activity')
    .selectAll()
    .where('case_id', '=', caseId)
    .$if(before !== undefined, (qb) => qb.where((eb) => eb.or([eb('at', '<', before!.at), eb.and([eb('at', '=', before!.at), eb('id', '<', before!.id)])])))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function countActivity(db: Kysely<DB>, caseId: string, type?: CaseActivityType): Promise<number> {
  const row = await db
    .selectFrom('case_activity')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('case_id', '=', caseId)
    .$if(type !== undefined, (qb) => qb.where('type', '=', type!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the case exists (a sanction names its case). */
export async function caseExists(db: Kysely<DB>, caseId: string): Promise<boolean> {
  return (await db.selectFrom('cases').select('id').where('id', '=', caseId).executeTakeFirst()) !== undefined;
}

/** Marks the case changed now (its list is ordered and shown with its last change). */
export const touchCase = (trx: Kysely<DB>, caseId: string, at: number) => trx.updateTable('cases').set({ updated_at: at }).where('id', '=', caseId).execute();
