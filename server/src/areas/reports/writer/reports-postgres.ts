// PostgreSQL: a batch of reports in one transaction of a few statements whatever its size, each over
// unnest'ed arrays. Locks are taken in one order by every writer of the queue: the reporters' day
// (advisory, by id), then the reports (by id), then the players' queue rows (by id) before their
// pairs, as claiming and resolving take a queue row before its pairs.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database';
import { upsertNamesPostgres } from '../../../db/player-names';
import type { DB } from '../../../db/schema';
import { raiseReportAlertsPostgres } from '../../watch/matching';
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

const ARRAY_TYPES: Record<(typeof REPORT_COLUMNS)[number], string> = {
  id: 'text',
  reporter_id: 'bigint',
  reporter_name: 'text',
  reported_id: 'bigint',
  reported_name: 'text',
  category: 'text',
  text: 'text',
  server_id: 'text',
  place_id: 'text',
  date: 'bigint',
  received_at: 'bigint',
  excess: 'int',
};

/** Holds each reporter's day for the rest of the transaction, so two batches of one reporter count each other. */
async function lockReporters(trx: Kysely<DB>, rows: readonly NewReport[]): Promise<void> {
  const ids = [...new Set(rows.map((r) => r.reporter_id))].sort((a, b) => a - b);
  await sql`SELECT pg_advisory_xact_lock(hashtext('report-reporter:' || s.r)) FROM (SELECT r FROM unnest(${ids}::bigint[]) AS r ORDER BY r) AS s`.execute(trx);
}

async function storedIds(trx: Kysely<DB>, rows: readonly NewReport[]): Promise<Set<string>> {
  const { rows: found } = await sql<{ id: string }>`SELECT id FROM reports WHERE id = ANY(${rows.map((r) => r.id)}::text[])`.execute(trx);
  return new Set(found.map((r) => r.id));
}

/** Each report's reporter's stored reports in its day, capped (one range of reports_reporter_idx each). */
async function storedInDays(trx: Kysely<DB>, fresh: readonly NewReport[]): Promise<number[]> {
  const days = fresh.map(dayBefore);
  const { rows } = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM (SELECT 1 FROM reports r WHERE r.reporter_id = d.reporter AND r.date >= d.day_from AND r.date <= d.day_to LIMIT ${COUNT_CAP}) AS c) AS n
    FROM unnest(${fresh.map((r) => r.reporter_id)}::bigint[], ${days.map((d) => d.from)}::bigint[], ${days.map((d) => d.to)}::bigint[])
      WITH ORDINALITY AS d(reporter, day_from, day_to, i)
    ORDER BY d.i`.execute(trx);
  return rows.map((r) => Number(r.n));
}

async function latestNames(trx: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ user_id: string; name: string }>`
    SELECT DISTINCT ON (user_id) user_id, name FROM player_names WHERE user_id = ANY(${ids}::bigint[]) ORDER BY user_id, last_seen DESC`.execute(trx);
  return new Map(rows.map((r) => [Number(r.user_id), r.name]));
}

async function insertReports(trx: Kysely<DB>, fresh: readonly NewReport[]): Promise<NewReport[]> {
  const sorted = [...fresh].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const arrays = REPORT_COLUMNS.map((column) => sql`${sorted.map((r) => r[column])}::${sql.raw(ARRAY_TYPES[column])}[]`);
  const { rows } = await sql<{ id: string }>`
    INSERT INTO reports (${sql.join(REPORT_COLUMNS.map((c) => sql.ref(c)))}, status)
    SELECT *, 'open' FROM unnest(${sql.join(arrays)})
    ON CONFLICT (id) DO NOTHING
    RETURNING id`.execute(trx);
  const stored = new Set(rows.map((r) => r.id));
  return fresh.filter((r) => stored.has(r.id));
}

async function write(database: Database, trx: Kysely<DB>, rows: readonly NewReport[]): Promise<number> {
  await lockReporters(trx, rows);
  const stored = await storedIds(trx, rows);
  const fresh = freshReports(rows, (id) => stored.has(id));
  if (fresh.length === 0) return 0;
  markExcess(fresh, await storedInDays(trx, fresh));
  const names = reportNames(fresh);
  fillNames(fresh, await latestNames(trx, unnamedPlayers(fresh)));
  const inserted = await insertReports(trx, fresh);
  if (inserted.length === 0) return 0;

  const { players, pairs } = queueAdds(inserted);
  const column = <K extends keyof (typeof players)[number]>(key: K) => players.map((p) => p[key]);
  // The queue rows first, locked till the commit; their distinct reporters follow from the pairs.
  await sql`
    INSERT INTO report_queue (${sql.raw(QUEUE_INSERT_COLUMNS)})
    SELECT d.reported_id, d.reported_name, d.open, 0, d.oldest_at, d.newest_at, ${sql.raw(CATEGORY_COLUMNS.map((c) => `d.${c}`).join(', '))}
    FROM unnest(${column('reported_id')}::bigint[], ${column('reported_name')}::text[], ${column('open')}::int[], ${column('oldest_at')}::bigint[], ${column('newest_at')}::bigint[],
      ${sql.join(CATEGORY_COLUMNS.map((c) => sql`${column(c)}::int[]`))})
      AS d(reported_id, reported_name, open, oldest_at, newest_at, ${sql.raw(CATEGORY_COLUMNS.join(', '))})
    ${sql.raw(QUEUE_ON_CONFLICT)}`.execute(trx);
  const openAfter = new Map<string, number>();
  if (pairs.length > 0) {
    const { rows: after } = await sql<{ reported_id: string; reporter_id: string; open: number }>`
      INSERT INTO report_reporters (reported_id, reporter_id, open)
      SELECT * FROM unnest(${pairs.map((p) => p.reported_id)}::bigint[], ${pairs.map((p) => p.reporter_id)}::bigint[], ${pairs.map((p) => p.open)}::int[])
      ${sql.raw(PAIR_ON_CONFLICT)}
      RETURNING reported_id, reporter_id, open`.execute(trx);
    for (const r of after) openAfter.set(pairKey({ reported_id: Number(r.reported_id), reporter_id: Number(r.reporter_id) }), Number(r.open));
  }
  const added = newReporters(pairs, openAfter);
  const reportersAfter = new Map<number, number>();
  if (added.size > 0) {
    const ids = [...added.keys()].sort((a, b) => a - b);
    const { rows: after } = await sql<{ reported_id: string; reporters: number }>`
      UPDATE report_queue q SET reporters = q.reporters + d.n
      FROM unnest(${ids}::bigint[], ${ids.map((id) => added.get(id)!.length)}::int[]) AS d(reported_id, n)
      WHERE q.reported_id = d.reported_id
      RETURNING q.reported_id, q.reporters`.execute(trx);
    for (const r of after) reportersAfter.set(Number(r.reported_id), Number(r.reporters));
  }
  await raiseReportAlertsPostgres(database, trx, reporterChanges(players, added, reportersAfter));
  await upsertNamesPostgres(trx, names);
  return inserted.length;
}

/** Stores the batch's new reports; answers how many were new. */
export const writeReportsPostgres = (database: Database, rows: readonly NewReport[]): Promise<number> =>
  database.db.transaction().execute((trx) => write(database, trx, rows));
