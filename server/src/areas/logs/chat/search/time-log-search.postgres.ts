// PostgreSQL substring search on a time-ordered log through the pg_trgm GIN indexes on the
// lower-cased fields. The same LIKE predicate serves both plans; planner switches set for the
// caller's read transaction only keep PostgreSQL on the plan chosen from the counts.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { visibleAboveFloorSql } from '../chat-floor';
import type { DB } from '../../../../db/schema';
import { andAfter } from '../../../../db/search/keyset';
import { type Direction, sqlDirection } from '../../../../db/search/paging';
import { withinScanBudget } from '../../../../db/search/scan-budget.postgres';
import { likeContains } from '../../../../db/search/terms';
import { type Bucketing, type BucketCount, bucketSql, hourSql, sumOfCounts, type TimeLogSearch, type TimeLogSpec, toBucketCounts } from './time-log-search';
import { andWithin, isBounded, type TimeWindow } from '../../../../db/search/time-window';

type PlannerSwitch = 'enable_seqscan' | 'enable_bitmapscan';

/** Runs `work` with these plan types switched off for this transaction only, then switches them back on. */
async function without<T>(db: Kysely<DB>, switches: PlannerSwitch[], work: () => Promise<T>): Promise<T> {
  for (const name of switches) await sql`SELECT set_config(${name}, 'off', true)`.execute(db);
  try {
    return await work();
  } finally {
    for (const name of switches) await sql`SELECT set_config(${name}, 'on', true)`.execute(db);
  }
}

export function postgresTimeLogSearch<R>(spec: TimeLogSpec): TimeLogSearch<R> {
  const log = sql.raw(spec.table);
  const columns = sql.raw(spec.columns.join(', '));
  const time = sql.raw(spec.time);
  const visible = sql.raw(`${spec.hidden} = 0`);
  const within = (window: TimeWindow) => andWithin(spec.time, window);
  const inOrder = (order: Direction) => sql`${time} ${sqlDirection(order)}, id ${sqlDirection(order)}`;
  const { batchCounter, recent } = spec.postgres;

  // lower() folds case in every script (the database's ctype is UTF-8); the term is lowered alike.
  const likeMatch = (term: string): RawBuilder<unknown> => {
    const pattern = likeContains(term.toLowerCase());
    const any = spec.fields.map((f) => sql`lower(${sql.raw(f)}) LIKE ${pattern} ESCAPE '\\'`);
    return sql`(${sql.join(any, sql` OR `)})`;
  };

  /** The planner's estimate of the rows a condition holds (from the table's statistics), without reading them. */
  async function estimatedRows(db: Kysely<DB>, where: RawBuilder<unknown>): Promise<number> {
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`EXPLAIN (FORMAT JSON)
      SELECT 1 FROM ${log} WHERE ${where}`.execute(db);
    return Number(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  }

  /** Matches in all time (from the statistics on the lower-cased fields). */
  const estimatedMatches = (db: Kysely<DB>, term: string) => estimatedRows(db, likeMatch(term));

  /** Visible matches inside the window: one count, or one per bar (only the bars that hold some). */
  async function countMatches(db: Kysely<DB>, term: string, window: TimeWindow, bucketing?: Bucketing): Promise<BucketCount[]> {
    const bar = bucketing ? sql`${bucketSql(time, bucketing)} AS bucket, ` : sql``;
    const { rows } = await sql<{ bucket?: string; n: string }>`SELECT ${bar}count(*) AS n FROM ${log}
      WHERE ${visible} ${within(window)} AND ${likeMatch(term)}${bucketing ? sql` GROUP BY bucket` : sql``}`.execute(db);
    return toBucketCounts(rows);
  }

  async function tally(db: Kysely<DB>, term: string, window: TimeWindow, bucketing?: Bucketing) {
    if (!isBounded(window)) {
      // No ORDER BY: the planner picks the GIN bitmap for a rare term and a (parallel) scan for a
      // very common one, which is what an exact count needs.
      const counts = await countMatches(db, term, window, bucketing);
      return { counts, indexCost: sumOfCounts(counts) };
    }
    // The GIN bitmap holds every match in all time before the window is applied: for a common
    // word and a short window, walking the window's rows on the time index is cheaper. Both sides
    // are the planner's estimates: counting a month's rows exactly to choose a plan would cost
    // more than either plan.
    const windowRows = await estimatedRows(db, sql`1 = 1 ${within(window)}`);
    const indexCost = await estimatedMatches(db, term);
    const counts =
      indexCost > windowRows
        ? await without(db, ['enable_seqscan', 'enable_bitmapscan'], () => countMatches(db, term, window, bucketing))
        : await countMatches(db, term, window, bucketing);
    return { counts, indexCost, windowRows };
  }

  const search: TimeLogSearch<R> = {
    canScan: () => true,

    async count(db, term, window) {
      const { counts, ...costs } = await tally(db, term, window);
      return { total: sumOfCounts(counts), ...costs };
    },

    countByBucket: async (db, term, window, bucketing) => (await tally(db, term, window, bucketing)).counts,

    async matchSpan(db, term, window) {
      // min and max of the time column: the planner walks the time index from either end for a
      // common term, or takes the GIN bitmap for a rare one.
      const { rows } = await sql<{ first: string | null; last: string | null }>`SELECT min(${time}) AS first, max(${time}) AS last
        FROM ${log} WHERE ${visible} ${within(window)} AND ${likeMatch(term)}`.execute(db);
      const row = rows[0];
      return row && row.first !== null && row.last !== null ? { first: Number(row.first), last: Number(row.last) } : undefined;
    },

    async estimate(db, term, window) {
      const [total, indexCost, windowRows] = [
        await estimatedRows(db, sql`${visible} ${within(window)} AND ${likeMatch(term)}`),
        await estimatedMatches(db, term),
        await estimatedRows(db, sql`1 = 1 ${within(window)}`),
      ];
      return { total, indexCost, windowRows };
    },

    async indexedPage(db, term, window, page) {
      // Few matches: fetch them all through the GIN bitmap and sort. `time + 0` keeps the time
      // index from being walked for the ORDER BY, and seqscan off keeps a misestimate from a full scan.
      const { rows } = await without(db, ['enable_seqscan'], () =>
        sql<R>`SELECT ${columns} FROM ${log}
        WHERE ${visible} ${within(window)} AND ${likeMatch(term)}
        ORDER BY ${time} + 0 ${sqlDirection(page.order)}, id ${sqlDirection(page.order)}
        LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
      );
      return rows;
    },

    async scanPage(db, term, window, page, budget) {
      // Many matches: walk at most `budget` visible rows of the (time, id) index in page order
      // and keep the matches; the LIMIT stops the walk once the page is full.
      const { rows } = await without(db, ['enable_seqscan', 'enable_bitmapscan'], () =>
        sql<R>`SELECT ${columns} FROM (
            SELECT ${columns} FROM ${log}
            WHERE ${visible} ${within(window)}
            ORDER BY ${inOrder(page.order)}
            LIMIT ${budget}
          ) AS walked
          WHERE ${likeMatch(term)}
          ORDER BY ${inOrder(page.order)}
          LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
      );
      return rows;
    },

    async state(db) {
      const { rows } = await sql<{ position: string | null; visible: string | null; floor: string }>`SELECT
        (SELECT value FROM counters WHERE name = ${batchCounter}) AS position, v.visible, v.floor
        FROM (${visibleAboveFloorSql(spec.visibleCounter)}) v`.execute(db);
      const row = rows[0];
      return row && row.position !== null && row.visible !== null
        ? { position: Number(row.position), visible: Number(row.visible), floor: Number(row.floor) }
        : undefined;
    },

    async countInRanges(db, term, ranges, bucketing) {
      // Each range is a few thousand rows of the time index, checked row by row.
      const parts = ranges.map(
        ([lo, hi]) => sql`SELECT ${time} AS t FROM ${log} WHERE ${visible} AND ${time} >= ${lo} AND ${time} <= ${hi} AND ${likeMatch(term)}`,
      );
      const { rows } = await sql<{ bucket: string; hour: string; n: string }>`SELECT ${bucketSql(sql`t`, bucketing)} AS bucket, ${hourSql(sql`t`)} AS hour,
          count(*) AS n FROM (${sql.join(parts, sql` UNION ALL `)}) AS ranges GROUP BY bucket, hour`.execute(db);
      return rows.map((r) => ({ bucket: Number(r.bucket), hour: Number(r.hour), count: Number(r.n) }));
    },

    async growthPerHour(db, term, window, since) {
      const { rows } = await sql<{ hour: string; n: string }>`SELECT ${hourSql(sql`m.${time}`)} AS hour, count(*) AS n
        FROM ${sql.raw(recent.table)} r JOIN ${log} m ON m.id = r.${sql.raw(recent.rowId)}
        WHERE r.${sql.raw(recent.batch)} > ${since.position} AND m.${sql.raw(spec.hidden)} = 0 ${within(window)} AND ${likeMatch(term)}
        GROUP BY hour`.execute(db);
      return rows.map((r) => ({ hour: Number(r.hour), count: Number(r.n) }));
    },

    async growth(db, term, window, since) {
      // The rows of the batches after the old one (areas/logs/chat/chat-recent.ts), by primary key.
      const match = term === undefined ? sql`true` : likeMatch(term);
      // Rows below the floor are stored late (older than the retention) and counted by no total.
      const { rows } = await sql<{ visible: string; matches: string }>`SELECT
          count(*) FILTER (WHERE m.${sql.raw(spec.time)} >= ${since.floor ?? 0}) AS visible,
          count(*) FILTER (WHERE true ${within(window)} AND ${match}) AS matches
        FROM ${sql.raw(recent.table)} r JOIN ${log} m ON m.id = r.${sql.raw(recent.rowId)}
        WHERE r.${sql.raw(recent.batch)} > ${since.position} AND m.${sql.raw(spec.hidden)} = 0`.execute(db);
      return { visible: Number(rows[0]?.visible ?? 0), matches: Number(rows[0]?.matches ?? 0) };
    },

    async exportChunk(db, term, window, chunk) {
      const where = sql`${visible} ${within(window)} ${andAfter([spec.time, 'id'], 'desc', chunk.after)} AND ${likeMatch(term)}`;
      // The same two plans as the pages: the GIN bitmap sorted (`time + 0` keeps the time index
      // out of it), or the time index walked from the cursor with the pattern checked per row.
      const { rows } =
        chunk.plan === 'index'
          ? await without(db, ['enable_seqscan'], () =>
              sql<R>`SELECT ${columns} FROM ${log} WHERE ${where}
                ORDER BY ${time} + 0 DESC, id DESC LIMIT ${chunk.limit}`.execute(db),
            )
          : await without(db, ['enable_seqscan', 'enable_bitmapscan'], () =>
              sql<R>`SELECT ${columns} FROM ${log} WHERE ${where}
                ORDER BY ${inOrder('desc')} LIMIT ${chunk.limit}`.execute(db),
            );
      return rows;
    },
  };
  // A term the trigram index cannot serve reads every row of the window: each of its statements runs
  // under a budget, and a count over more rows than the budget reads is refused before it starts.
  const windowSize = (window: TimeWindow) => (db: Kysely<DB>) => estimatedRows(db, sql`${visible} ${within(window)}`);
  return {
    ...search,
    count: (db, term, window) => withinScanBudget(db, [term], (trx) => search.count(trx, term, window), windowSize(window)),
    countByBucket: (db, term, window, bucketing) =>
      withinScanBudget(db, [term], (trx) => search.countByBucket(trx, term, window, bucketing), windowSize(window)),
    matchSpan: (db, term, window) => withinScanBudget(db, [term], (trx) => search.matchSpan(trx, term, window)),
    indexedPage: (db, term, window, page) => withinScanBudget(db, [term], (trx) => search.indexedPage(trx, term, window, page)),
    scanPage: (db, term, window, page, budget) => withinScanBudget(db, [term], (trx) => search.scanPage(trx, term, window, page, budget)),
    exportChunk: (db, term, window, chunk) => withinScanBudget(db, [term], (trx) => search.exportChunk(trx, term, window, chunk)),
  };
}
