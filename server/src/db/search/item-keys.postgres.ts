// PostgreSQL item-name search through exact keys (migration 005). A fragment such as "red sparkle"
// is matched against the distinct item names first: a skip scan of a b-tree visits each distinct
// name once (a game's catalogue: tens to thousands of names), far fewer than the rows. The rows
// holding one of the matching names are then counted, or listed, from an index alone. The result
// is the same set the LIKE condition finds: a fragment without a line break lies within one line
// of the item names, and each line is one key.
import { type Expression, type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import type { DB } from '../schema';
import { likeContains } from './terms';
import { type ItemKeys, KEPT_MATCHES, type ResolvedSearch, type TextMatch, type TextSearchSpec } from './text-search';

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

const idsCondition = (table: string, ids: readonly string[]): Expression<SqlBool> => sql<SqlBool>`${sql.ref(`${table}.id`)} = ANY(${ids}::text[])`;

type KeyTable = Extract<ItemKeys<string>, { keyTable: unknown }>['keyTable'];

/**
 * Rows whose item lines contain `term`, through a key table. `like` is the LIKE condition of the
 * same search, used to page a common term by walking the order index. Rows with a line too long
 * for a key ('') are rechecked with LIKE on the row itself.
 */
async function resolveKeyTable(db: Kysely<DB>, table: string, keyTable: KeyTable, term: string, like: Expression<SqlBool>): Promise<ResolvedSearch> {
  const log = sql.raw(table);
  const keys = sql.raw(keyTable.table);
  const key = sql.raw(keyTable.key);
  const rowId = sql.raw(keyTable.rowId);
  const lines = sql.raw(keyTable.lines);
  const pattern = likeContains(term.toLowerCase());
  const { rows } = await distinctKeysLike(keys, sql<string>`${key}`, [pattern]).execute(db);
  const found = rows.map((r) => r.key);
  const matching = sql`
    SELECT ${rowId} FROM ${keys} WHERE ${key} = ANY(${found}::text[])
    UNION
    SELECT ti.${rowId} FROM ${keys} ti JOIN ${log} t ON t.id = ti.${rowId}
    WHERE ti.${key} = '' AND t.${lines} LIKE ${pattern} ESCAPE '\\'`;
  const total = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL work_mem = ${sql.lit(COUNT_WORK_MEM)}`.execute(trx);
    // One key: its (key, row id) entries are distinct already, counted straight off the index.
    const counted =
      found.length === 1
        ? sql<{ n: string }>`
            SELECT (SELECT count(*) FROM ${keys} WHERE ${key} = ${found[0]})
              + (SELECT count(*) FROM ${keys} ti JOIN ${log} t ON t.id = ti.${rowId}
                 WHERE ti.${key} = '' AND t.${lines} LIKE ${pattern} ESCAPE '\\'
                   AND NOT EXISTS (SELECT 1 FROM ${keys} o WHERE o.${key} = ${found[0]} AND o.${rowId} = ti.${rowId})) AS n`
        : sql<{ n: string }>`SELECT count(*) AS n FROM (${matching}) m`;
    const { rows: n } = await counted.execute(trx);
    return Number(n[0]?.n ?? 0);
  });
  if (total > KEPT_MATCHES) return { total, where: () => like };
  const { rows: ids } = await sql<Record<string, string>>`${matching}`.execute(db);
  return {
    total,
    where: () =>
      idsCondition(
        table,
        ids.map((r) => r[keyTable.rowId]!),
      ),
  };
}

/** Rows whose one item name contains every term: no recheck needed. */
async function resolveKeyExpression(
  db: Kysely<DB>,
  table: string,
  expression: string,
  terms: readonly string[],
  like: Expression<SqlBool>,
): Promise<ResolvedSearch> {
  const log = sql.raw(table);
  const key = sql.raw(expression);
  const { rows } = await distinctKeysLike(
    log,
    sql<string>`${key}`,
    terms.map((t) => likeContains(t.toLowerCase())),
  ).execute(db);
  const found = rows.map((r) => r.key);
  const { rows: counted } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ${log} WHERE ${key} = ANY(${found}::text[])`.execute(db);
  const total = Number(counted[0]?.n ?? 0);
  if (total > KEPT_MATCHES) return { total, where: () => like };
  const { rows: ids } = await sql<{ id: string }>`
    SELECT id FROM ${log} WHERE ${key} = ANY(${found}::text[])`.execute(db);
  return {
    total,
    where: () =>
      idsCondition(
        table,
        ids.map((r) => r.id),
      ),
  };
}

/**
 * The search through item keys when it is about item names alone, else undefined (the caller
 * counts it with LIKE). Many items per row: exactly one match, on the item field. One item per row:
 * every match on the item field (all must hold for the same name).
 */
export function resolveItemKeys<F extends string>(
  db: Kysely<DB>,
  table: TextSearchSpec<F>['table'],
  keys: ItemKeys<F>,
  matches: readonly TextMatch<F>[],
  like: Expression<SqlBool>,
): Promise<ResolvedSearch> | undefined {
  const onKeys = (m: TextMatch<F>) => m.fields.length === 1 && m.fields[0] === keys.field && keyable(m.term);
  if ('keyTable' in keys) {
    const only = matches.length === 1 ? matches[0]! : undefined;
    return only && onKeys(only) ? resolveKeyTable(db, table, keys.keyTable, only.term, like) : undefined;
  }
  return matches.length > 0 && matches.every(onKeys)
    ? resolveKeyExpression(
        db,
        table,
        keys.keyExpression,
        matches.map((m) => m.term),
        like,
      )
    : undefined;
}
