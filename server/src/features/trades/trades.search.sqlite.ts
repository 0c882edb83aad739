// SQLite substring search on trades: the FTS5 trigram table `trades_fts` (external content keyed
// by `seq`, kept in step by ingestion). Every match goes into one MATCH expression so FTS5
// intersects them itself.
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { TextMatch, TextSearch, TextSearchOptions } from './text-search';
import type { TradeTextField } from './trades.repository';

const FTS_COLUMNS: Record<TradeTextField, string> = { sender: 'sender', receiver: 'receiver', items: 'item_names' };

/** A quoted FTS5 string: inside it every character is literal except `"`, which is doubled. */
export const ftsString = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/** `{col col} : "term" AND …`: a column filter per match (trigram phrases are case-insensitive substrings). */
export function ftsQuery<F extends string>(matches: readonly TextMatch<F>[], columns: Record<F, string>): string {
  return matches.map((m) => `{${m.fields.map((f) => columns[f]).join(' ')}} : ${ftsString(m.term)}`).join(' AND ');
}

/**
 * `seq IN (matches)`. Written `+seq` when the matches should not drive the query: the unary plus
 * hides the rowid from the planner, which then reads the ORDER BY index (or a b-tree filter) and
 * checks each row against the matches instead of fetching and sorting every match.
 */
export function ftsWhere(table: string, ftsTable: string, query: string, { driveByMatches }: TextSearchOptions): RawBuilder<SqlBool> {
  const seq = sql.ref(`${table}.seq`);
  const lhs = driveByMatches ? seq : sql`+${seq}`;
  return sql<SqlBool>`${lhs} IN (SELECT rowid FROM ${sql.table(ftsTable)} WHERE ${sql.table(ftsTable)} MATCH ${query})`;
}

/** Counting from the FTS table alone skips a row lookup per match (4× faster on common terms). */
export const ftsCount = (ftsTable: string, query: string): RawBuilder<{ n: number }> =>
  sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(ftsTable)} WHERE ${sql.table(ftsTable)} MATCH ${query}`;

export const sqliteTradeSearch: TextSearch<TradeTextField> = {
  where: (matches, options) => ftsWhere('trades', 'trades_fts', ftsQuery(matches, FTS_COLUMNS), options),
  count: (matches) => ftsCount('trades_fts', ftsQuery(matches, FTS_COLUMNS)),
};
