// Test helpers for full cases: a case opened through the API, then filled with comments and
// evidence written straight into its tables (as many as a test needs, in one statement each), so a
// test can bring a case to its caps in well under a second and then ask the API for the rest.
import type { CaseDetail } from '@staff-console/domain';
import { newId } from '../../../db/ids';
import { readLogEntry } from './log-entry';
import type { TestApp } from '../../../test/harness';

const CHUNK = 500;

export async function openCase(t: TestApp, title = 'Full case', summary = ''): Promise<string> {
  const res = await t.request('POST', '/api/cases', { token: t.adminToken, body: { title, summary } });
  if (res.statusCode !== 201) throw new Error(`open case: ${res.statusCode} ${res.body}`);
  return res.json<{ case: CaseDetail }>().case._id;
}

/** `n` comments by the administrator, one millisecond apart from `from`. */
export async function fillComments(t: TestApp, caseId: string, n: number, text: (i: number) => string, from = Date.now() - n - 1000): Promise<void> {
  await fillActivity(t, caseId, n, 'comment', (i) => ({ text: text(i) }), from);
}

/** `n` status changes by the administrator, one millisecond apart from `from`. */
export async function fillUpdates(t: TestApp, caseId: string, n: number, from = Date.now() - n - 1000): Promise<void> {
  await fillActivity(t, caseId, n, 'updated', () => ({ changes: [{ field: 'status', from: 'open', to: 'investigating' }] }), from);
}

/** `n` activity entries of one type by the administrator, one millisecond apart from `from`, in chunks. */
async function fillActivity(t: TestApp, caseId: string, n: number, type: string, details: (i: number) => unknown, from: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(from + i),
    case_id: caseId,
    type,
    at: from + i,
    by_id: 'admin-id',
    by_name: 'admin',
    details: JSON.stringify(details(i)),
  }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await t.database.db
      .insertInto('case_activity')
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

/** `n` evidence items, each a copy of the snapshot of log row `ref` (kind chat) under a made-up ref. */
export async function fillEvidence(
  t: TestApp,
  caseId: string,
  n: number,
  ref: string,
  note: string | null = null,
  from = Date.now() - n - 1000,
): Promise<void> {
  const snapshot = await readLogEntry(t.database.db, 'chat', ref);
  if (!snapshot) throw new Error(`no chat row ${ref}`);
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(from + i),
    case_id: caseId,
    kind: 'chat',
    ref: `f${i.toString(16).padStart(23, '0')}`,
    snapshot: JSON.stringify(snapshot),
    note,
    added_by_id: 'admin-id',
    added_by_name: 'admin',
    added_at: from + i,
  }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await t.database.db
      .insertInto('case_evidence')
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

export async function commentCount(t: TestApp, caseId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('case_activity')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('case_id', '=', caseId)
    .where('type', '=', 'comment')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function evidenceCount(t: TestApp, caseId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('case_evidence')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('case_id', '=', caseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
