// PostgreSQL substring search on trades: LIKE '%term%' on the lower-cased columns, each served by
// its GIN pg_trgm index (trades_sender_trgm, trades_receiver_trgm, trades_items_trgm). The planner
// estimates trigram selectivity itself, so the driving hint is not needed here.
import { type Expression, sql, type SqlBool } from 'kysely';
import type { TextMatch, TextSearch } from './text-search';
import type { TradeTextField } from './trades.repository';

/** '%term%' with LIKE's own characters (`%`, `_`, and the escape `\`) taken literally. */
export const likeContains = (term: string): string => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** AND over the matches of OR over their fields; `columns` are expressions holding lower-case text. */
export function containsAll<F extends string>(
  matches: readonly TextMatch<F>[],
  columns: Record<F, Expression<string>>,
): Expression<SqlBool> {
  const conditions = matches.map((m) => {
    const pattern = likeContains(m.term);
    const any = m.fields.map((f) => sql<SqlBool>`${columns[f]} LIKE ${pattern} ESCAPE '\\'`);
    return sql<SqlBool>`(${sql.join(any, sql` OR `)})`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

const COLUMNS: Record<TradeTextField, Expression<string>> = {
  sender: sql.ref<string>('trades.sender_lower'),
  receiver: sql.ref<string>('trades.receiver_lower'),
  items: sql.ref<string>('trades.item_names'),
};

export const postgresTradeSearch: TextSearch<TradeTextField> = {
  where: (matches) => containsAll(matches, COLUMNS),
  count: (matches) => sql<{ n: string }>`SELECT count(*) AS n FROM trades WHERE ${containsAll(matches, COLUMNS)}`,
};
