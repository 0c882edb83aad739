// GET /api/ingest/report-outcomes: what the game tells reporters. Every resolved report once, in
// the order its number was taken (in its transaction, db/sequences.ts, so a reader who saw number N
// saw every number below it); never the reason, the sanction or the staff member. `after=latest`
// answers no outcome and the feed's end as the cursor.
import type { ReportOutcomeKind, ReportOutcomesQuery, ReportOutcomesResponse } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../errors/errors';
import { lastOutcome, outcomesAfter } from './reports.repository';
import { REPORT_MESSAGES } from './reports-messages';

/** `latest`: the feed's end, which a game server asks for first, to hear only what is decided from then on. */
export const LATEST = 'latest';

function cursorOf(after: string | undefined): number {
  if (after === undefined || after === '') return 0;
  if (!/^\d{1,15}$/.test(after)) throw badRequest(`Invalid query parameter 'after': ${REPORT_MESSAGES.outcomeCursorInvalid}`);
  return Number(after);
}

export async function reportOutcomes(db: Kysely<DB>, q: ReportOutcomesQuery): Promise<ReportOutcomesResponse> {
  if (q.after === LATEST) return { success: true, outcomes: [], cursor: String(await lastOutcome(db)) };
  const after = cursorOf(q.after);
  const rows = await outcomesAfter(db, after, q.limit);
  return {
    success: true,
    outcomes: rows.map((r) => ({
      reportId: r.id,
      reporterId: Number(r.reporter_id),
      outcome: r.status as ReportOutcomeKind,
      at: new Date(Number(r.resolved_at)).toISOString(),
    })),
    cursor: String(rows.length > 0 ? Number(rows.at(-1)!.outcome_seq) : after),
  };
}
