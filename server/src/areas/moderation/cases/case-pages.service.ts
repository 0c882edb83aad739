// A case's history and evidence a page at a time (GET /api/cases/:id/activity and /evidence, and the
// first page of each in the case itself): the newest items before a keyset cursor, read through the
// case's indexes, shown oldest first within the page, with the case's total.
import type { Kysely } from 'kysely';
import { type CaseActivity, type CaseActivityPage, caseCursorOf, type CaseEvidencePage, type Evidence, MESSAGES } from '@staff-console/domain';
import { nameSourcesOf, playerNames } from '../../../db/player-labels';
import type { DB } from '../../../db/schema';
import { notFound } from '../../../errors/errors';
import { activityPage, type CaseActivityRow, type CasePosition, countActivity } from './case-activity.repository';
import type { Moderator } from '../moderator';
import { activityPlayerIds, toActivity, toEvidence } from './case.mapping';
import * as repo from './cases.repository';

/** The position a cursor names (the schema checked its form). */
export function positionOf(cursor: string | undefined): CasePosition | undefined {
  if (cursor === undefined) return undefined;
  const dot = cursor.indexOf('.');
  return { at: Number(cursor.slice(0, dot)), id: cursor.slice(dot + 1) };
}

interface Slice<T> {
  items: T[];
  older: string | null;
}

/** Rows read newest first, one more than a page: the page oldest first and whether older ones exist. */
function sliceOf<R extends { id: string }>(rows: R[], limit: number, atOf: (row: R) => number): Slice<R> {
  const page = rows.slice(0, limit);
  const oldest = page[page.length - 1];
  const older = rows.length > limit && oldest ? caseCursorOf(new Date(atOf(oldest)).toISOString(), oldest.id) : null;
  return { items: page.reverse(), older };
}

export async function readActivity(db: Kysely<DB>, caseId: string, before: CasePosition | undefined, limit: number) {
  const [rows, total] = await Promise.all([activityPage(db, caseId, before, limit + 1), countActivity(db, caseId)]);
  return { ...sliceOf(rows, limit, (r) => Number(r.at)), total };
}

export async function readEvidence(db: Kysely<DB>, caseId: string, before: CasePosition | undefined, limit: number) {
  const [rows, total] = await Promise.all([repo.evidencePage(db, caseId, before, limit + 1), repo.countEvidence(db, caseId)]);
  return { ...sliceOf(rows, limit, (r) => Number(r.added_at)), total };
}

/** History entries with the names of the players they mention, as the viewer may see them. */
export async function activityWithNames(db: Kysely<DB>, viewer: Moderator, rows: CaseActivityRow[], alsoNamed: readonly number[] = []) {
  const names = await playerNames(db, [...alsoNamed, ...rows.flatMap(activityPlayerIds)], nameSourcesOf(viewer.subject));
  return { activity: rows.map((a): CaseActivity => toActivity(a, names)), names };
}

async function requireCase(db: Kysely<DB>, id: string): Promise<void> {
  if (!(await repo.findCase(db, id))) throw notFound(MESSAGES.caseNotFound);
}

export async function caseActivityPage(db: Kysely<DB>, viewer: Moderator, id: string, before: string | undefined, limit: number): Promise<CaseActivityPage> {
  await requireCase(db, id);
  const { items, older, total } = await readActivity(db, id, positionOf(before), limit);
  const { activity } = await activityWithNames(db, viewer, items);
  return { success: true, activity, total, older };
}

export async function caseEvidencePage(db: Kysely<DB>, viewer: Moderator, id: string, before: string | undefined, limit: number): Promise<CaseEvidencePage> {
  await requireCase(db, id);
  const { items, older, total } = await readEvidence(db, id, positionOf(before), limit);
  return { success: true, evidence: items.map((e): Evidence => toEvidence(e, viewer.subject)), total, older };
}
