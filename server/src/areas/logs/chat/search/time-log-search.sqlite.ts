// SQLite substring search on a time-ordered log through its FTS5 table (trigram tokenizer,
// external content keyed by seq). Trigram MATCH finds any substring of 3+ characters,
// case-insensitively (Unicode case folding), in any script. Queries name the log `m`.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { visibleAboveFloorSql } from '../chat-floor';
import type { DB } from '../../../../db/schema';
import { andAfter } from '../../../../db/search/keyset';
import { type Direction, sqlDirection } from '../../../../db/search/paging';
import { ftsString, isAsciiOrCaseless, likeContains } from '../../../../db/search/terms';
import { type Bucketing, type BucketCount, bucketSql, hourSql, sumOfCounts, type TimeLogSearch, type TimeLogSpec, toBucketCounts } from './time-log-search';
import { andWithin, isBounded, type TimeWindow } from '../../../../db/search/time-window';

async function single(db: Kysely<DB>, query: RawBuilder<{ n: number }>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Matches from which a term counts as common: its first and last are looked for by walking the time index. */
const COMMON_MATCHES = 10_000;
/** Rows that walk looks at from each end before it leaves the search to the FTS index. */
const SPAN_WALK_BUDGET = 50_000;

export function sqliteTimeLogSearch<R>(spec: TimeLogSpec): TimeLogSearch<R> {
  const log = sql.raw(spec.table);
  const fts = sql.raw(spec.sqlite.fts);
  const timeIndex = sql.raw(spec.sqlite.timeIndex);
  const columns = sql.raw(spec.columns.map((c) => `m.${c}`).join(', '));
  const time = sql.raw(`m.${spec.time}`);
  const visible = sql.raw(`m.${spec.hidden} = 0`);
  const within = (window: TimeWindow) => andWithin(`m.${spec.time}`, window);
  const inOrder = (order: Direction) => sql`${time} ${sqlDirection(order)}, m.id ${sqlDirection(order)}`;

  // SQLite's LIKE folds ASCII case only: the scan plan is used only for terms where that is exact.
  const likeMatch = (term: string): RawBuilder<unknown> => {
    const pattern = likeContains(term);
    const any = spec.fields.map((f) => sql`${sql.raw(`m.${f}`)} LIKE ${pattern} ESCAPE '\\'`);
    return sql`(${sql.join(any, sql` OR `)})`;
  };

  /** Rows in the window, hidden or not: an index-only count of the (time, id) index. */
  const countWindowRows = (db: Kysely<DB>, window: TimeWindow) =>
    single(db, sql<{ n: number }>`SELECT count(*) AS n FROM ${log} m INDEXED BY ${timeIndex} WHERE 1 = 1 ${within(window)}`);

  /** Visible rows from `source` meeting `where`: one count, or one per bar (only the bars that hold some). */
  async function counted(db: Kysely<DB>, source: RawBuilder<unknown>, where: RawBuilder<unknown>, bucketing?: Bucketing): Promise<BucketCount[]> {
    const bar = bucketing ? sql`${bucketSql(time, bucketing)} AS bucket, ` : sql``;
    const { rows } = await sql<{ bucket?: number; n: number }>`SELECT ${bar}count(*) AS n FROM ${source}
            WHERE ${where}${bucketing ? sql` GROUP BY bucket` : sql``}`.execute(db);
    return toBucketCounts(rows);
  }

  /**
   * The matches inside the window, through whichever plan visits fewer rows: every match in all
   * time (the FTS index), or every row in the window (a common word in one day is counted over that
   * day only). Per bar when `bucketing` is given.
   */
  async function tally(db: Kysely<DB>, term: string, window: TimeWindow, bucketing?: Bucketing) {
    const match = ftsString(term);
    const joinCount = () =>
      counted(db, sql`${fts} CROSS JOIN ${log} m ON m.seq = ${fts}.rowid`, sql`${fts} MATCH ${match} AND ${visible} ${within(window)}`, bucketing);
    if (!isBounded(window)) {
      const counts = await joinCount();
      return { counts, indexCost: sumOfCounts(counts) };
    }
    const windowRows = await countWindowRows(db, window);
    const indexMatches = await single(
      db,
      sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${match} LIMIT ${windowRows + 1})`,
    );
    if (indexMatches > windowRows && isAsciiOrCaseless(term)) {
      const counts = await counted(db, sql`${log} m INDEXED BY ${timeIndex}`, sql`${visible} ${within(window)} AND ${likeMatch(term)}`, bucketing);
      return { counts, indexCost: indexMatches, windowRows };
    }
    return { counts: await joinCount(), indexCost: indexMatches, windowRows };
  }

  // New rows are those above the old largest seq: a rowid range. A term SQLite's LIKE cannot match
  // exactly is looked up in the FTS index, within the same range.
  const newRowsMatch = (term: string, since: { position: number }): RawBuilder<unknown> =>
    isAsciiOrCaseless(term) ? likeMatch(term) : sql`m.seq IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${ftsString(term)} AND rowid > ${since.position})`;

  const search: TimeLogSearch<R> = {
    canScan: isAsciiOrCaseless,

    async count(db, term, window) {
      const { counts, ...costs } = await tally(db, term, window);
      return { total: sumOfCounts(counts), ...costs };
    },

    countByBucket: async (db, term, window, bucketing) => (await tally(db, term, window, bucketing)).counts,

    async matchSpan(db, term, window) {
      const match = ftsString(term);
      // A common term's first and last matches lie near the window's ends: walking the time index
      // from each end finds them after a few rows, where min and max through the FTS index visit
      // every match. A walk that finds none within its budget leaves it to the FTS index.
      if (isAsciiOrCaseless(term)) {
        const matches = await single(
          db,
          sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${match} LIMIT ${COMMON_MATCHES})`,
        );
        if (matches >= COMMON_MATCHES) {
          const edge = async (order: Direction) => {
            const { rows } = await sql<{ t: number }>`SELECT ${time} AS t FROM (
                SELECT ${columns} FROM ${log} m INDEXED BY ${timeIndex}
                WHERE ${visible} ${within(window)}
                ORDER BY ${inOrder(order)}
                LIMIT ${SPAN_WALK_BUDGET}
              ) m
              WHERE ${likeMatch(term)}
              ORDER BY ${inOrder(order)}
              LIMIT 1`.execute(db);
            return rows[0] ? Number(rows[0].t) : undefined;
          };
          const [first, last] = [await edge('asc'), await edge('desc')];
          if (first !== undefined && last !== undefined) return { first, last };
        }
      }
      const { rows } = await sql<{ first: number | null; last: number | null }>`SELECT min(${time}) AS first, max(${time}) AS last
        FROM ${fts} CROSS JOIN ${log} m ON m.seq = ${fts}.rowid
        WHERE ${fts} MATCH ${match} AND ${visible} ${within(window)}`.execute(db);
      const row = rows[0];
      return row && row.first !== null && row.last !== null ? { first: Number(row.first), last: Number(row.last) } : undefined;
    },

    estimate: (db, term, window) => search.count(db, term, window),

    async indexedPage(db, term, window, page) {
      // CROSS JOIN keeps the FTS table as the outer loop: the planner must not walk the time index instead.
      const { rows } = await sql<R>`SELECT ${columns}
        FROM ${fts} CROSS JOIN ${log} m ON m.seq = ${fts}.rowid
        WHERE ${fts} MATCH ${ftsString(term)} AND ${visible} ${within(window)}
        ORDER BY ${inOrder(page.order)}
        LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      return rows;
    },

    async scanPage(db, term, window, page, budget) {
      // The inner query walks at most `budget` visible rows of the time index in page order; the
      // outer one keeps the matches (in the same order, so SQLite sorts nothing).
      const { rows } = await sql<R>`SELECT ${columns} FROM (
          SELECT ${columns} FROM ${log} m INDEXED BY ${timeIndex}
          WHERE ${visible} ${within(window)}
          ORDER BY ${inOrder(page.order)}
          LIMIT ${budget}
        ) m
        WHERE ${likeMatch(term)}
        ORDER BY ${inOrder(page.order)}
        LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      return rows;
    },

    async state(db) {
      const { rows } = await sql<{ position: number; visible: number | null; floor: number }>`SELECT
        (SELECT coalesce(max(seq), 0) FROM ${log}) AS position, v.visible, v.floor
        FROM (${visibleAboveFloorSql(spec.visibleCounter)}) v`.execute(db);
      const row = rows[0];
      return row && row.visible !== null ? { position: Number(row.position), visible: Number(row.visible), floor: Number(row.floor) } : undefined;
    },

    async countInRanges(db, term, ranges, bucketing) {
      // Each range on the (time, id) index, the term checked row by row; a term SQLite's LIKE
      // cannot match exactly is looked up in the FTS index once.
      const match = isAsciiOrCaseless(term) ? likeMatch(term) : sql`m.seq IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${ftsString(term)})`;
      const parts = ranges.map(
        ([lo, hi]) => sql`SELECT ${time} AS t FROM ${log} m INDEXED BY ${timeIndex} WHERE ${visible} AND ${time} >= ${lo} AND ${time} <= ${hi} AND ${match}`,
      );
      const { rows } = await sql<{ bucket: number; hour: number; n: number }>`SELECT ${bucketSql(sql`t`, bucketing)} AS bucket, ${hourSql(sql`t`)} AS hour,
          count(*) AS n FROM (${sql.join(parts, sql` UNION ALL `)}) GROUP BY bucket, hour`.execute(db);
      return rows.map((r) => ({ bucket: Number(r.bucket), hour: Number(r.hour), count: Number(r.n) }));
    },

    async growthPerHour(db, term, window, since) {
      const { rows } = await sql<{ hour: number; n: number }>`SELECT ${hourSql(time)} AS hour, count(*) AS n
        FROM ${log} m WHERE m.seq > ${since.position} AND ${visible} ${within(window)} AND ${newRowsMatch(term, since)}
        GROUP BY hour`.execute(db);
      return rows.map((r) => ({ hour: Number(r.hour), count: Number(r.n) }));
    },

    async growth(db, term, window, since) {
      const match = term === undefined ? sql`1 = 1` : newRowsMatch(term, since);
      // Rows below the floor are stored late (older than the retention) and counted by no total.
      const { rows } = await sql<{ visible: number | null; matches: number | null }>`SELECT
          sum(CASE WHEN ${time} >= ${since.floor ?? 0} THEN 1 ELSE 0 END) AS visible,
          sum(CASE WHEN 1 = 1 ${within(window)} AND ${match} THEN 1 ELSE 0 END) AS matches
        FROM ${log} m WHERE m.seq > ${since.position} AND ${visible}`.execute(db);
      return { visible: Number(rows[0]?.visible ?? 0), matches: Number(rows[0]?.matches ?? 0) };
    },

    async exportChunk(db, term, window, chunk) {
      const rest = sql`${visible} ${within(window)} ${andAfter([`m.${spec.time}`, 'm.id'], 'desc', chunk.after)}
        ORDER BY ${inOrder('desc')} LIMIT ${chunk.limit}`;
      const { rows } =
        chunk.plan === 'index'
          ? await sql<R>`SELECT ${columns} FROM ${fts} CROSS JOIN ${log} m ON m.seq = ${fts}.rowid
              WHERE ${fts} MATCH ${ftsString(term)} AND ${rest}`.execute(db)
          : await sql<R>`SELECT ${columns} FROM ${log} m INDEXED BY ${timeIndex}
              WHERE ${likeMatch(term)} AND ${rest}`.execute(db);
      return rows;
    },
  };
  return search;
}
