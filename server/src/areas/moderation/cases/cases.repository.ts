// Cases, their players and their evidence: stored, changed, and listed newest first (by number)
// with the list's filters on indexes (cases_status_idx, cases_assignee_idx, case_players_player_idx,
// and on PostgreSQL a trigram index for the title search).
import { type Kysely, type Selectable, sql } from 'kysely';
import type { CaseStatus } from '@staff-console/domain';
import type { Engine } from '../../../db/database';
import type { CaseEvidenceTable, CasesTable } from '../../../db/moderation-schema';
import type { DB } from '../../../db/schema';
import { likeContains } from '../../../db/search/terms';
import type { CasePosition } from './case-activity.repository';

export type CaseRow = Selectable<CasesTable>;
export type EvidenceRow = Selectable<CaseEvidenceTable>;

export const insertCase = (db: Kysely<DB>, row: CaseRow) => db.insertInto('cases').values(row).execute();

export const findCase = (db: Kysely<DB>, id: string): Promise<CaseRow | undefined> =>
  db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The case, read in a write transaction to decide on what it holds: on PostgreSQL its row is locked
 * (FOR UPDATE) until the transaction ends, so two requests adding to one case decide one after the
 * other; SQLite's write transaction (BEGIN IMMEDIATE) already runs them one at a time.
 */
export const lockCase = (trx: Kysely<DB>, engine: Engine, id: string): Promise<CaseRow | undefined> =>
  trx
    .selectFrom('cases')
    .selectAll()
    .where('id', '=', id)
    .$if(engine === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export const updateCase = (db: Kysely<DB>, id: string, changes: Partial<CaseRow>) => db.updateTable('cases').set(changes).where('id', '=', id).execute();

export async function setCasePlayers(db: Kysely<DB>, caseId: string, players: readonly number[]): Promise<void> {
  await db.deleteFrom('case_players').where('case_id', '=', caseId).execute();
  if (players.length > 0)
    await db
      .insertInto('case_players')
      .values(players.map((user_id) => ({ case_id: caseId, user_id })))
      .execute();
}

/** Adds players to a case; one a concurrent change added meanwhile stays as it is. */
export async function addCasePlayers(db: Kysely<DB>, caseId: string, players: readonly number[]): Promise<void> {
  if (players.length === 0) return;
  await db
    .insertInto('case_players')
    .values(players.map((user_id) => ({ case_id: caseId, user_id })))
    .onConflict((oc) => oc.columns(['case_id', 'user_id']).doNothing())
    .execute();
}

/** The players of each case, in id order. */
export async function playersOfCases(db: Kysely<DB>, caseIds: readonly string[]): Promise<Map<string, number[]>> {
  const byCase = new Map<string, number[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const rows = await db.selectFrom('case_players').select(['case_id', 'user_id']).where('case_id', 'in', caseIds).orderBy('user_id').execute();
  for (const row of rows) byCase.get(row.case_id)?.push(Number(row.user_id));
  for (const players of byCase.values()) players.sort((a, b) => a - b);
  return byCase;
}

export interface CaseFilter {
  status?: CaseStatus | undefined;
  assigneeId?: string | undefined;
  player?: number | undefined;
  /** Lower-cased. */
  search?: string | undefined;
}

function filtered(db: Kysely<DB>, f: CaseFilter) {
  return db
    .selectFrom('cases')
    .$if(f.status !== undefined, (qb) => qb.where('status', '=', f.status!))
    .$if(f.assigneeId !== undefined, (qb) => qb.where('assignee_id', '=', f.assigneeId!))
    .$if(f.player !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('case_players')
            .select('case_players.case_id')
            .whereRef('case_players.case_id', '=', 'cases.id')
            .where('case_players.user_id', '=', f.player!),
        ),
      ),
    )
    .$if(f.search !== undefined, (qb) => qb.where(sql<boolean>`title_lower LIKE ${likeContains(f.search!)} ESCAPE '\\'`));
}

export async function listCases(db: Kysely<DB>, f: CaseFilter, page: { offset: number; limit: number }): Promise<{ rows: CaseRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f).selectAll().orderBy('number', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const insertEvidence = (db: Kysely<DB>, row: EvidenceRow) => db.insertInto('case_evidence').values(row).execute();

export const findEvidenceByRef = (db: Kysely<DB>, caseId: string, kind: string, ref: string): Promise<EvidenceRow | undefined> =>
  db.selectFrom('case_evidence').selectAll().where('case_id', '=', caseId).where('kind', '=', kind).where('ref', '=', ref).executeTakeFirst();

export const findEvidence = (db: Kysely<DB>, caseId: string, id: string): Promise<EvidenceRow | undefined> =>
  db.selectFrom('case_evidence').selectAll().where('case_id', '=', caseId).where('id', '=', id).executeTakeFirst();

export const deleteEvidence = (db: Kysely<DB>, id: string) => db.deleteFrom('case_evidence').where('id', '=', id).execute();

/** The newest `limit` items added before `before` (newest first), through case_evidence_case_idx. */
export const evidencePage = (db: Kysely<DB>, caseId: string, before: CasePosition | undefined, limit: number): Promise<EvidenceRow[]> =>
  db
    .selectFrom('case_evidence')
    .selectAll()
    .where('case_id', '=', caseId)
    .$if(before !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('added_at', '<', before!.at), eb.and([eb('added_at', '=', before!.at), eb('id', '<', before!.id)])])),
    )
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function countEvidence(db: Kysely<DB>, caseId: string): Promise<number> {
  const row = await db
    .selectFrom('case_evidence')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('case_id', '=', caseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest `limit` sanctions issued for the case, shown oldest first (sanctions_case_idx), and how many there are. */
export async function sanctionsOfCase(db: Kysely<DB>, caseId: string, limit: number) {
  const [rows, count] = await Promise.all([
    db.selectFrom('sanctions').selectAll().where('case_id', '=', caseId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    db
      .selectFrom('sanctions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.reverse(), total: Number(count.n) };
}
