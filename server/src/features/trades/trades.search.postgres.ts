// PostgreSQL substring search on trades: LIKE '%term%' on the lower-cased columns, each served by
// its GIN pg_trgm index (trades_sender_trgm, trades_receiver_trgm, trades_items_trgm). The planner
// estimates trigram selectivity itself, so the driving hint is not needed here.
import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { KEPT_MATCHES, type ResolvedSearch, type TextMatch, type TextSearch } from './text-search';
import { keyable, resolveTradeItems } from './item-keys.postgres';
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

/**
 * A search on its own. Evaluating a trigram pattern reads the posting list of each of its
 * trigrams, common or not, so the first pass keeps the matching ids (stopping after `kept`): a
 * rarer term is counted and paged from that list by primary key; a common one is counted, then
 * paged with the pattern as a filter (the planner then walks the ORDER BY index).
 */
export async function resolveLike(
  db: Kysely<DB>,
  table: 'trades' | 'marketplace',
  condition: Expression<SqlBool>,
  kept: number = KEPT_MATCHES,
): Promise<ResolvedSearch> {
  const from = sql.table(table);
  const { rows } = await sql<{ id: string }>`SELECT id FROM ${from} WHERE ${condition} LIMIT ${kept + 1}`.execute(db);
  if (rows.length <= kept) {
    const ids = rows.map((row) => row.id);
    return { total: ids.length, where: () => sql<SqlBool>`${sql.ref(`${table}.id`)} = ANY(${ids}::text[])` };
  }
  const counted = await sql<{ n: string }>`SELECT count(*) AS n FROM ${from} WHERE ${condition}`.execute(db);
  return { total: Number(counted.rows[0]?.n ?? 0), where: () => condition };
}

export const postgresTradeSearch: TextSearch<TradeTextField> = {
  where: (matches) => containsAll(matches, COLUMNS),
  resolve: (db, matches) => {
    const like = containsAll(matches, COLUMNS);
    // An item name alone (the item filter, or search in items) is counted by its exact keys.
    const only = matches.length === 1 ? matches[0]! : undefined;
    if (only && only.fields.length === 1 && only.fields[0] === 'items' && keyable(only.term)) {
      return resolveTradeItems(db, only.term, like);
    }
    return resolveLike(db, 'trades', like);
  },
};
