// PostgreSQL item-name search through exact keys (migration 005). A fragment such as "red sparkle"
// is matched against the distinct item names first: a skip scan of a b-tree visits each distinct
// name once (a game's catalogue: tens to thousands of names), far fewer than the rows. The rows
// holding one of the matching names are then counted, or listed, from an index alone. The result
// is the same set the LIKE condition finds: a fragment without a line break lies within one line
// of `item_names`, and each line is one key.
import { type Expression, type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { KEPT_MATCHES, type ResolvedSearch } from './text-search';
import { likeContains } from './trades.search.postgres';

/** Enough memory to count a few hundred thousand distinct ids in a hash table, not on disk. */
const COUNT_WORK_MEM = '64MB';

/** Whether a fragment can be answered by keys: not empty, and within one line. */
export const keyable = (term: string): boolean => term.length > 0 && !term.includes('\n');

/**
 * The distinct values of `key` (ascending), found by a recursive skip scan of a b-tree whose
 * leading column is `key`: one index probe per distinct value. Only those containing every pattern.
 */
function distinctKeysLike(table: RawBuilder<unknown>, key: RawBuilder<string>, patterns: readonly string[]) {
  const like = sql.join(
    patterns.map((p) => sql`k.key LIKE ${p} ESCAPE '\\'`),
    sql` AND `,
  );
  return sql<{ key: string }>`
    WITH RECURSIVE k(key) AS (
      (SELECT ${key} FROM ${table} ORDER BY 1 LIMIT 1)
      UNION ALL
      SELECT (SELECT ${key} FROM ${table} WHERE ${key} > k.key ORDER BY 1 LIMIT 1) FROM k WHERE k.key IS NOT NULL
    )
    SELECT k.key FROM k WHERE k.key IS NOT NULL AND ${like}`;
}

const idsCondition = (column: string, ids: readonly string[]): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} = ANY(${ids}::text[])`;

/**
 * Trades whose item names contain `term`. `like` is the LIKE condition of the same search, used to
 * page a common term by walking the order index. Trades with a line too long for a key ('') are
 * rechecked with LIKE on the trade itself.
 */
export async function resolveTradeItems(db: Kysely<DB>, term: string, like: Expression<SqlBool>): Promise<ResolvedSearch> {
  const pattern = likeContains(term);
  const { rows } = await distinctKeysLike(sql`trade_items`, sql<string>`item_lower`, [pattern]).execute(db);
  const keys = rows.map((r) => r.key);
  const matching = sql`
    SELECT trade_id FROM trade_items WHERE item_lower = ANY(${keys}::text[])
    UNION
    SELECT ti.trade_id FROM trade_items ti JOIN trades t ON t.id = ti.trade_id
    WHERE ti.item_lower = '' AND t.item_names LIKE ${pattern} ESCAPE '\\'`;
  const total = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL work_mem = ${sql.lit(COUNT_WORK_MEM)}`.execute(trx);
    // One key: its (key, trade_id) entries are distinct already, counted straight off the index.
    const counted =
      keys.length === 1
        ? sql<{ n: string }>`
            SELECT (SELECT count(*) FROM trade_items WHERE item_lower = ${keys[0]})
              + (SELECT count(*) FROM trade_items ti JOIN trades t ON t.id = ti.trade_id
                 WHERE ti.item_lower = '' AND t.item_names LIKE ${pattern} ESCAPE '\\'
                   AND NOT EXISTS (SELECT 1 FROM trade_items o WHERE o.item_lower = ${keys[0]} AND o.trade_id = ti.trade_id)) AS n`
        : sql<{ n: string }>`SELECT count(*) AS n FROM (${matching}) m`;
    const { rows: n } = await counted.execute(trx);
    return Number(n[0]?.n ?? 0);
  });
  if (total > KEPT_MATCHES) return { total, where: () => like };
  const { rows: found } = await sql<{ trade_id: string }>`${matching}`.execute(db);
  const ids = found.map((r) => r.trade_id);
  return { total, where: () => idsCondition('trades.id', ids) };
}

/** Marketplace entries whose item name contains every term: one item per entry, so no recheck. */
export async function resolveMarketplaceItems(db: Kysely<DB>, terms: readonly string[], like: Expression<SqlBool>): Promise<ResolvedSearch> {
  const key = sql<string>`lower(item_name)`;
  const { rows } = await distinctKeysLike(sql`marketplace`, key, terms.map(likeContains)).execute(db);
  const keys = rows.map((r) => r.key);
  const { rows: counted } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM marketplace WHERE lower(item_name) = ANY(${keys}::text[])`.execute(db);
  const total = Number(counted[0]?.n ?? 0);
  if (total > KEPT_MATCHES) return { total, where: () => like };
  const { rows: found } = await sql<{ id: string }>`
    SELECT id FROM marketplace WHERE lower(item_name) = ANY(${keys}::text[])`.execute(db);
  return { total, where: () => idsCondition('marketplace.id', found.map((r) => r.id)) };
}
