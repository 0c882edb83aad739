// SQLite substring search on a log read in several orders: the FTS5 trigram table (external
// content keyed by `seq`, kept in step by ingestion) finds and counts the matches; the lower-cased
// columns check single rows.
import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { DB } from '../schema';
import { ftsString, isAscii } from './terms';
import { KEPT_MATCHES, type ResolvedSearch, type TextMatch, type TextSearch, type TextSearchSpec } from './text-search';

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

/**
 * A trigram phrase costs the same to evaluate however few rows it matches (the index reads every
 * trigram's posting list: ~60 ms for 'blaze storm 27' at two million rows), so a search should
 * evaluate it once. The first pass reads the matching rowids, stopping after `kept`: a rarer term
 * is then counted and paged from that list; a common one stops early, is counted by FTS5 alone (no
 * row lookups), and is paged with the MATCH or the row check as the condition.
 */
export async function resolveFts<F extends string>(
  db: Kysely<DB>,
  spec: TextSearchSpec<F>,
  matches: readonly TextMatch<F>[],
  kept: number = KEPT_MATCHES,
): Promise<ResolvedSearch> {
  const fts = sql.table(spec.fts.table);
  const query = ftsQuery(spec, matches);
  const { rows } = await sql<{ seq: number }>`SELECT rowid AS seq FROM ${fts} WHERE ${fts} MATCH ${query} LIMIT ${kept + 1}`.execute(db);
  if (rows.length <= kept) {
    const seqs = JSON.stringify(rows.map((row) => row.seq));
    return { total: rows.length, where: () => sql<SqlBool>`${sql.ref(`${spec.table}.seq`)} IN (SELECT value FROM json_each(${seqs}))` };
  }
  const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ${query}`.execute(db);
  return {
    total: Number(counted.rows[0]?.n ?? 0),
    where: ({ driveByMatches }) => (driveByMatches ? matchIn(spec, query) : checkedPerRow(spec, matches, query)),
  };
}

export function sqliteTextSearch<F extends string>(spec: TextSearchSpec<F>): TextSearch<F> {
  return {
    where: (matches, { driveByMatches }) => (driveByMatches ? matchIn(spec, ftsQuery(spec, matches)) : checkedPerRow(spec, matches, ftsQuery(spec, matches))),
    resolve: (db, matches) => resolveFts(db, spec, matches),
  };
}
