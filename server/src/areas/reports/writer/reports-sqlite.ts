// SQLite: a batch of reports in one IMMEDIATE transaction on the raw handle (db/raw-sqlite.ts), a few
// cached statements whatever its size: each takes the batch's rows as one JSON array, which
// json_each reads in C (a statement per row cost about 7 µs of binding and stepping each, most of
// a batch's time), and each queue row and pair is written once a batch (report-batch.ts).
import type { Database } from '../../../db/database';
import { upsertNamesSqlite } from '../../../db/player-names';
import { inSqliteTransaction, prepared, type Sqlite } from '../../../db/raw-sqlite';
import { raiseReportAlertsSqlite } from '../../watch/matching';
import {
  CATEGORY_COLUMNS,
  COUNT_CAP,
  dayBefore,
  fillNames,
  freshReports,
  markExcess,
  newReporters,
  type NewReport,
  pairKey,
  queueAdds,
  reportNames,
  reporterChanges,
  unnamedPlayers,
} from './report-batch';
import { PAIR_ON_CONFLICT, QUEUE_INSERT_COLUMNS, QUEUE_ON_CONFLICT, REPORT_COLUMNS } from './report-statements';

/** Rows as one JSON parameter, read by json_each in C: a statement a batch rather than one a row. */
const asJson = (rows: readonly unknown[][]): string => JSON.stringify(rows);
const field = (i: number) => `j.value ->> ${i}`;

/** Each report's reporter's stored reports in its day, capped (one range of reports_reporter_idx each). */
const STORED_IN_DAYS = `SELECT (SELECT count(*) FROM (SELECT 1 FROM reports r WHERE r.reporter_id = ${field(0)} AND r.date >= ${field(1)} AND r.date <= ${field(2)} LIMIT ${COUNT_CAP})) AS n
  FROM json_each(?) AS j ORDER BY j.key`;
// A row at a time: json_each would read the row's JSON again for each of its twelve fields.
const INSERT_REPORT = `INSERT INTO reports (${REPORT_COLUMNS.join(', ')}, status) VALUES (${REPORT_COLUMNS.map(() => '?').join(', ')}, 'open') ON CONFLICT (id) DO NOTHING`;
const UPSERT_PAIRS = `INSERT INTO report_reporters (reported_id, reporter_id, open)
  SELECT ${field(0)}, ${field(1)}, ${field(2)} FROM json_each(?) AS j WHERE true
  ${PAIR_ON_CONFLICT} RETURNING reported_id, reporter_id, open`;
const UPSERT_QUEUE = `INSERT INTO report_queue (${QUEUE_INSERT_COLUMNS})
  SELECT ${[0, 1, 2, 3, 4, 5, ...CATEGORY_COLUMNS.map((_, i) => 6 + i)].map(field).join(', ')} FROM json_each(?) AS j WHERE true
  ${QUEUE_ON_CONFLICT} RETURNING reported_id, reporters`;

function write(sqlite: Sqlite, rows: readonly NewReport[]): number {
  const stored = prepared(sqlite, 'SELECT 1 FROM reports WHERE id = ?').pluck();
  const fresh = freshReports(rows, (id) => stored.get(id) !== undefined);
  if (fresh.length === 0) return 0;
  const days = fresh.map((row) => {
    const { from, to } = dayBefore(row);
    return [row.reporter_id, from, to];
  });
  markExcess(fresh, prepared(sqlite, STORED_IN_DAYS).pluck().all(asJson(days)) as number[]);
  // The names the reports gave, as sightings, before any missing one is looked up.
  const names = reportNames(fresh);
  const latestName = prepared(sqlite, 'SELECT name FROM player_names WHERE user_id = ? ORDER BY last_seen DESC LIMIT 1').pluck();
  fillNames(fresh, new Map(unnamedPlayers(fresh).map((id) => [id, (latestName.get(id) as string | undefined) ?? ''])));

  const insert = prepared(sqlite, INSERT_REPORT);
  const values: unknown[] = new Array<unknown>(REPORT_COLUMNS.length);
  const inserted: NewReport[] = [];
  for (const row of fresh) {
    REPORT_COLUMNS.forEach((column, i) => (values[i] = row[column]));
    if (insert.run(values).changes > 0) inserted.push(row);
  }

  // Pairs first (SQLite writes one transaction at a time, so no lock order to keep), then each
  // queue row once with its new distinct reporters.
  const { players, pairs } = queueAdds(inserted);
  const openAfter = new Map<string, number>();
  if (pairs.length > 0)
    for (const p of prepared(sqlite, UPSERT_PAIRS).all(asJson(pairs.map((p) => [p.reported_id, p.reporter_id, p.open]))) as PairCount[])
      openAfter.set(pairKey(p), p.open);
  const added = newReporters(pairs, openAfter);
  const queueRows = players.map((p) => [
    p.reported_id,
    p.reported_name,
    p.open,
    added.get(p.reported_id)?.length ?? 0,
    p.oldest_at,
    p.newest_at,
    ...CATEGORY_COLUMNS.map((c) => p[c]),
  ]);
  const reportersAfter = new Map<number, number>();
  for (const q of prepared(sqlite, UPSERT_QUEUE).all(asJson(queueRows)) as { reported_id: number; reporters: number }[])
    reportersAfter.set(q.reported_id, q.reporters);
  // `reports` watch rules whose threshold a player reached in this batch raise their alerts here.
  raiseReportAlertsSqlite(sqlite, reporterChanges(players, added, reportersAfter));
  upsertNamesSqlite(sqlite, names);
  return inserted.length;
}

type PairCount = { reported_id: number; reporter_id: number; open: number };

/** Stores the batch's new reports; answers how many were new. */
export const writeReportsSqlite = (database: Database, rows: readonly NewReport[]): Promise<number> =>
  inSqliteTransaction(database, (sqlite) => write(sqlite, rows));
