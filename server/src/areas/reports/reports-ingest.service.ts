// POST /api/ingest/reports: the game's report events, validated like every ingest kind (all or
// nothing, each bad event named), stored in one transaction, idempotent by `_id` or content. A
// report of oneself is refused. The writer (writer/) keeps a reporter's reports past
// REPORT_LIMITS.perReporterPerDay in the 24 hours before each report's date (earlier reports of the
// same batch included) as excess.
import { eventIssue, INGEST_LIMITS, type IngestEventError, ReportEvent, unwrapExtendedJson } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { type Batch, eventRowId, type IngestResult, InvalidEventsError, tooManyEvents, writeBatch } from '../ingest';
import type { NewReport } from './writer';
import { REPORT_MESSAGES } from './reports-messages';

// PostgreSQL text cannot hold NUL.
const clean = (s: string): string => s.replaceAll('\u0000', '');

/** Validates every event; throws InvalidEventsError naming the first problems, else the rows (excess decided later). */
export function prepareReports(events: readonly unknown[], now: number): NewReport[] {
  const rows: NewReport[] = [];
  const errors: IngestEventError[] = [];
  let invalid = 0;
  events.forEach((input, index) => {
    const parsed = ReportEvent.safeParse(unwrapExtendedJson(input));
    const issue = !parsed.success
      ? eventIssue(parsed.error)
      : parsed.data.reporterId === parsed.data.reportedId
        ? { field: 'reportedId', error: REPORT_MESSAGES.selfReport }
        : null;
    if (issue || !parsed.success) {
      invalid += 1;
      if (errors.length < INGEST_LIMITS.listedErrors) errors.push({ index, ...issue! });
      return;
    }
    const e = parsed.data;
    rows.push({
      id: eventRowId(e._id, e.date, () => [e.reporterId, e.reportedId, e.category, e.text, e.serverId ?? null, e.placeId ?? null, e.date]),
      reporter_id: e.reporterId,
      reporter_name: clean(e.reporterName ?? ''),
      reported_id: e.reportedId,
      reported_name: clean(e.reportedName ?? ''),
      category: e.category,
      text: clean(e.text),
      server_id: e.serverId ?? null,
      place_id: e.placeId ?? null,
      date: e.date,
      received_at: now,
      excess: 0,
    });
  });
  if (invalid > 0) throw new InvalidEventsError(invalid, errors);
  return rows;
}

/**
 * Validates the events and stores them in one transaction (by `store`: the API's is its ingest
 * thread, as for every ingest kind; the writer is reports/writer/).
 */
export async function ingestReports(
  database: Database,
  events: readonly unknown[],
  store: (batch: Batch) => Promise<IngestResult> = (batch) => writeBatch(database, batch),
): Promise<IngestResult> {
  if (events.length > INGEST_LIMITS.maxEvents) throw tooManyEvents(events.length);
  if (events.length === 0) return { accepted: 0, duplicates: 0 };
  return store({ kind: 'reports', rows: prepareReports(events, Date.now()) });
}
