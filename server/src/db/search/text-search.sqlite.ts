// SQLite substring search on a log read in several orders: the FTS5 trigram table (external
// content keyed by `seq`, kept in step by ingestion) finds and counts the matches; the lower-cased
// columns check single rows.
import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Growth, LogState } from '../../caches/count-cache';
import type { DB } from '../schema';
import { readSnapshot } from '../snapshot';
import { ftsString, isAscii } from './terms';
import { KEPT_MATCHES, type ResolvedSearch, type SearchTotals, type TextMatch, type TextSearch, type TextSearchSpec } from './text-search';

/** `{col col} : "term" AND …`: a column filter per match (trigram phrases are case-insensitive substrings). */
function ftsQuery<F extends string>(spec: TextSearchSpec<F>, matches: readonly TextMatch<F>[]): string {
  return matches.map((m) => `{${m.fields.map((f) => spec.fts.columns[f]).join(' ')}} : ${ftsString(m.term)}`).join(' AND ');
}

/** `seq IN (the MATCH's rowids)`: the planner fetches every match by rowid and sorts them. */
function matchIn<F extends string>(spec: TextSearchSpec<F>, query: string): RawBuilder<SqlBool> {
  const fts = sql.table(spec.fts.table);
  return sql<SqlBool>`${sql.ref(`${spec.table}.seq`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${query})`;
}

/**
 * The search checked on each row: instr() on the lower-cased columns (literal, no wildcards). When
 * another index drives (the ORDER BY index for a common term, a player's b-tree), this costs a
 * few microseconds per row visited, where `+seq IN (MATCH)` would first list every match (300 ms
 * for a term in a fifth of two million trades). undefined when a field cannot be lower-cased
 * exactly on the row (SQLite's lower() folds ASCII only).
 */
function rowCheck<F extends string>(spec: TextSearchSpec<F>, matches: readonly TextMatch<F>[]): RawBuilder<SqlBool> | undefined {
  const conditions: RawBuilder<SqlBool>[] = [];
  for (const m of matches) {
    const term = m.term.toLowerCase();
    const fields = m.fields.map((f) => spec.lowered[f]);
    if (fields.some((field) => field.asciiOnly) && !isAscii(term)) return undefined;
    const any = fields.map((field) => sql<SqlBool>`instr(${sql.raw(field.sql)}, ${term}) > 0`);
    conditions.push(sql<SqlBool>`(${sql.join(any, sql` OR `)})`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

/** With the unary plus the planner cannot use the rowid, so it reads another index and checks rows. */
function checkedPerRow<F extends string>(spec: TextSearchSpec<F>, matches: readonly TextMatch<F>[], query: string): RawBuilder<SqlBool> {
  const fts = sql.table(spec.fts.table);
  return rowCheck(spec, matches) ?? sql<SqlBool>`+${sql.ref(`${spec.table}.seq`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${query})`;
}

/** `work` in a read snapshot, or in the caller's transaction when it already is one. */
const inSnapshot = <T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : readSnapshot(db, work));

/** Where the table stands: its largest `seq` and the stored-row counter (the same name as the table). */
async function tableState(db: Kysely<DB>, table: TextSearchSpec<string>['table']): Promise<LogState | undefined> {
  const { rows } = await sql<{ position: number; stored: number | null }>`SELECT
    (SELECT coalesce(max(seq), 0) FROM ${sql.table(table)}) AS position,
    (SELECT value FROM counters WHERE name = ${table}) AS stored`.execute(db);
  const row = rows[0];
  return row && row.stored !== null ? { position: Number(row.position), visible: Number(row.stored) } : undefined;
}

/** The rows stored above `since` (a rowid range), and how many of them meet every match. */
async function growthSince<F extends string>(
  db: Kysely<DB>,
  spec: TextSearchSpec<F>,
  matches: readonly TextMatch<F>[],
  query: string,
  since: LogState,
): Promise<Growth> {
  const fts = sql.table(spec.fts.table);
  const match = rowCheck(spec, matches) ?? sql`seq IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${query} AND rowid > ${since.position})`;
  const { rows } = await sql<{ stored: number; matches: number | null }>`SELECT count(*) AS stored,
      sum(CASE WHEN ${match} THEN 1 ELSE 0 END) AS matches
    FROM ${sql.table(spec.table)} WHERE seq > ${since.position}`.execute(db);
  return { visible: Number(rows[0]?.stored ?? 0), matches: Number(rows[0]?.matches ?? 0) };
}

/**
 * What a total is kept under: the fields (in any order) and the term. An ASCII term in any letter
 * case is one total, as the trigram index folds ASCII case; other terms are kept as typed.
 */
const totalKey = <F extends string>(matches: readonly TextMatch<F>[]): string =>
  JSON.stringify(matches.map((m) => [[...m.fields].sort(), isAscii(m.term) ? m.term.toLowerCase() : m.term]));

export interface ResolveOptions {
  /** Matches kept from the first pass and paged from directly; more are counted instead. */
  kept?: number;
  /** Totals kept from earlier requests, brought forward by the rows stored since. */
  totals?: SearchTotals | undefined;
}

/**
 * A trigram phrase costs the same to evaluate however few rows it matches (the index reads every
 * trigram's posting list: ~60 ms for 'blaze storm 27' at two million rows), so a search should
 * evaluate it once. The first pass reads the matching rowids, stopping after `kept`: a rarer term
 * is then counted and paged from that list; a common one stops early, is counted by FTS5 alone (no
 * row lookups), and is paged with the MATCH or the row check as the condition. With `totals`, a
 * total counted by an earlier request is brought forward by the rows stored since instead (a
 * rowid range: a common item name among two million entries costs 50 ms to count, its growth
 * well under one), and the page is read with the MATCH or the row check.
 */
export async function resolveFts<F extends string>(
  db: Kysely<DB>,
  spec: TextSearchSpec<F>,
  matches: readonly TextMatch<F>[],
  { kept = KEPT_MATCHES, totals }: ResolveOptions = {},
): Promise<ResolvedSearch> {
  const fts = sql.table(spec.fts.table);
  const query = ftsQuery(spec, matches);
  let listed: number[] | undefined;
  const count = async (reader: Kysely<DB>): Promise<number> => {
    const { rows } = await sql<{ seq: number }>`SELECT rowid AS seq FROM ${fts} WHERE ${fts} MATCH ${query} LIMIT ${kept + 1}`.execute(reader);
    if (rows.length <= kept) {
      listed = rows.map((row) => row.seq);
      return listed.length;
    }
    const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ${query}`.execute(reader);
    return Number(counted.rows[0]?.n ?? 0);
  };
  // The state and the count it is kept with come from one snapshot.
  const total = totals
    ? await inSnapshot(db, async (trx) =>
        totals.get(totalKey(matches), await tableState(trx, spec.table), {
          full: () => count(trx),
          growth: (since) => growthSince(trx, spec, matches, query, since),
          add: (value, more) => value + more,
        }),
      )
    : await count(db);
  if (listed) {
    const seqs = JSON.stringify(listed);
    return { total, where: () => sql<SqlBool>`${sql.ref(`${spec.table}.seq`)} IN (SELECT value FROM json_each(${seqs}))` };
  }
  return {
    total,
    where: ({ driveByMatches }) => (driveByMatches ? matchIn(spec, query) : checkedPerRow(spec, matches, query)),
  };
}

export function sqliteTextSearch<F extends string>(spec: TextSearchSpec<F>): TextSearch<F> {
  return {
    where: (matches, { driveByMatches }) => (driveByMatches ? matchIn(spec, ftsQuery(spec, matches)) : checkedPerRow(spec, matches, ftsQuery(spec, matches))),
    resolve: (db, matches, totals) => resolveFts(db, spec, matches, { totals }),
  };
}
