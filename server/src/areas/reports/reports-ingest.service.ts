// POST /api/ingest/reports: the game's report events, validated like every ingest kind (all or
// nothing, each bad event named), stored in one transaction, idempotent by `_id` or content. A
// report of oneself is refused. A reporter's reports past REPORT_LIMITS.perReporterPerDay in the 24
// hours before each report's date (earlier reports of the same batch included) are kept as excess.
import { eventIssue, INGEST_LIMITS, type IngestEventError, REPORT_LIMITS, ReportEvent, unwrapExtendedJson } from '@staff-console/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { NameSightings, upsertNamesPostgres, upsertNamesSqlite } from '../../db/player-names';
import { writeTransaction } from '../../db/write-transaction';
import { eventRowId, type IngestResult, InvalidEventsError, tooManyEvents } from '../ingest';
import { raiseReportAlertsPostgres, raiseReportAlertsSqlite, type ReporterCountChange } from '../watch';
import { enqueueReport } from './report-queue.repository';
import { countReporterBetween, insertReport, lockReporters, NEW_REPORT, type ReportRow, reportExists } from './reports.repository';
import { REPORT_MESSAGES } from './reports-messages';

const DAY_MS = 24 * 60 * 60 * 1000;

// PostgreSQL text cannot hold NUL.
const clean = (s: string): string => s.replaceAll('\u0000', '');

/** Validates every event; throws InvalidEventsError naming the first problems, else the rows (excess decided later). */
export function prepareReports(events: readonly unknown[], now: number): ReportRow[] {
  const rows: ReportRow[] = [];
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
      ...NEW_REPORT,
    });
  });
  if (invalid > 0) throw new InvalidEventsError(invalid, errors);
  return rows;
}

/** The latest name a player was seen under, for a report that named none. */
async function latestName(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db.selectFrom('player_names').select('name').where('user_id', '=', userId).orderBy('last_seen', 'desc').limit(1).executeTakeFirst();
  return row?.name ?? '';
}

/** Marks each new report past its reporter's day as excess, in the batch's order (stored ones counted first). */
async function markExcess(trx: Kysely<DB>, fresh: ReportRow[]): Promise<void> {
  for (let i = 0; i < fresh.length; i++) {
    const row = fresh[i]!;
    const from = row.date - DAY_MS + 1;
    let count = await countReporterBetween(trx, row.reporter_id, from, row.date);
    for (let j = 0; j < i; j++) {
      const earlier = fresh[j]!;
      if (earlier.reporter_id === row.reporter_id && earlier.date >= from && earlier.date <= row.date) count += 1;
    }
    row.excess = count >= REPORT_LIMITS.perReporterPerDay ? 1 : 0;
  }
}

export async function ingestReports(database: Database, events: readonly unknown[]): Promise<IngestResult> {
  if (events.length > INGEST_LIMITS.maxEvents) throw tooManyEvents(events.length);
  if (events.length === 0) return { accepted: 0, duplicates: 0 };
  const rows = prepareReports(events, Date.now());
  return writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres')
      await lockReporters(
        trx,
        rows.map((row) => row.reporter_id),
      );
    const seen = new Set<string>();
    const fresh: ReportRow[] = [];
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (!(await reportExists(trx, row.id))) fresh.push(row);
    }
    await markExcess(trx, fresh);
    // The names the reports gave, as sightings of a kind of record (db/player-names.ts), before any is looked up.
    const names = new NameSightings('report');
    for (const row of fresh) {
      names.add(row.reporter_id, row.reporter_name, row.date);
      names.add(row.reported_id, row.reported_name, row.date);
    }
    for (const row of fresh) {
      if (row.reporter_name === '') row.reporter_name = await latestName(trx, row.reporter_id);
      if (row.reported_name === '') row.reported_name = await latestName(trx, row.reported_id);
    }
    // Written in player order: two batches touching the same players take their queue rows in one order.
    const ordered = [...fresh].sort((a, b) => a.reported_id - b.reported_id || (a.id < b.id ? -1 : 1));
    let accepted = 0;
    // Each reported player's distinct open reporters before and after the batch (their queue row stays locked till commit).
    const counts = new Map<number, ReporterCountChange>();
    for (const row of ordered) {
      if (!(await insertReport(trx, row))) continue;
      accepted += 1;
      const reporters = await enqueueReport(trx, {
        reportedId: row.reported_id,
        reportedName: row.reported_name,
        reporterId: row.reporter_id,
        category: row.category as ReportEvent['category'],
        date: row.date,
        excess: row.excess === 1,
      });
      if (reporters === null) continue;
      const change = counts.get(row.reported_id);
      if (change) {
        change.after = reporters;
        change.reportIds.push(row.id);
      } else
        counts.set(row.reported_id, { playerId: row.reported_id, playerName: row.reported_name, before: reporters - 1, after: reporters, reportIds: [row.id] });
    }
    // `reports` watch rules whose threshold a player reached in this batch raise their alerts here.
    if (database.engine === 'sqlite' && database.sqlite) raiseReportAlertsSqlite(database.sqlite, [...counts.values()]);
    else await raiseReportAlertsPostgres(database, trx, [...counts.values()]);
    if (database.engine === 'sqlite' && database.sqlite) upsertNamesSqlite(database.sqlite, names);
    else await upsertNamesPostgres(trx, names);
    return { accepted, duplicates: rows.length - accepted };
  });
}
