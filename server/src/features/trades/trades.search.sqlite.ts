// SQLite substring search: the FTS5 trigram tables (external content keyed by `seq`, kept in step
// by ingestion) find and count the matches; the lower-cased columns check single rows.
import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { KEPT_MATCHES, type ResolvedSearch, type TextMatch, type TextSearch } from './text-search';
import type { TradeTextField } from './trades.repository';

export interface FtsSpec<F extends string> {
  table: string;
  ftsTable: string;
  /** The FTS column of each field. */
  ftsColumns: Record<F, string>;
  /** SQL giving the field as lower-case text on the row; `asciiOnly` when that is SQLite's lower(), which folds ASCII only. */
  lowered: Record<F, { sql: string; asciiOnly?: boolean }>;
}

/** A quoted FTS5 string: inside it every character is literal except `"`, which is doubled. */
export const ftsString = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/** `{col col} : "term" AND …`: a column filter per match (trigram phrases are case-insensitive substrings). */
function ftsQuery<F extends string>(spec: FtsSpec<F>, matches: readonly TextMatch<F>[]): string {
  return matches.map((m) => `{${m.fields.map((f) => spec.ftsColumns[f]).join(' ')}} : ${ftsString(m.term)}`).join(' AND ');
}

/** `seq IN (the MATCH's rowids)`: the planner fetches every match by rowid and sorts them. */
function matchIn<F extends string>(spec: FtsSpec<F>, query: string): RawBuilder<SqlBool> {
  const fts = sql.table(spec.ftsTable);
  return sql<SqlBool>`${sql.ref(`${spec.table}.seq`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${query})`;
}

const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);

/**
 * The search checked on each row: instr() on the lower-cased columns (literal, no wildcards). When
 * another index drives (the ORDER BY index for a common term, a player's b-tree), this costs a
 * few microseconds per row visited, where `+seq IN (MATCH)` would first list every match (300 ms
 * for a term in a fifth of two million trades). undefined when a field cannot be lower-cased
 * exactly on the row (SQLite's lower() folds ASCII only).
 */
function rowCheck<F extends string>(spec: FtsSpec<F>, matches: readonly TextMatch<F>[]): RawBuilder<SqlBool> | undefined {
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
function checkedPerRow<F extends string>(spec: FtsSpec<F>, matches: readonly TextMatch<F>[], query: string): RawBuilder<SqlBool> {
  const fts = sql.table(spec.ftsTable);
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
  spec: FtsSpec<F>,
  matches: readonly TextMatch<F>[],
  kept: number = KEPT_MATCHES,
): Promise<ResolvedSearch> {
  const fts = sql.table(spec.ftsTable);
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

export function ftsSearch<F extends string>(spec: FtsSpec<F>): TextSearch<F> {
  return {
    where: (matches, { driveByMatches }) =>
      driveByMatches ? matchIn(spec, ftsQuery(spec, matches)) : checkedPerRow(spec, matches, ftsQuery(spec, matches)),
    resolve: (db, matches) => resolveFts(db, spec, matches),
  };
}

export const TRADES_FTS: FtsSpec<TradeTextField> = {
  table: 'trades',
  ftsTable: 'trades_fts',
  ftsColumns: { sender: 'sender', receiver: 'receiver', items: 'item_names' },
  lowered: { sender: { sql: 'trades.sender_lower' }, receiver: { sql: 'trades.receiver_lower' }, items: { sql: 'trades.item_names' } },
};

export const sqliteTradeSearch = ftsSearch(TRADES_FTS);
