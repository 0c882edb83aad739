// PostgreSQL substring search on a log read in several orders: LIKE '%term%' on the lower-cased
// expressions, each served by its GIN pg_trgm index. The planner estimates trigram selectivity
// itself, so the driving hint is not needed here. Item names alone are counted through their exact
// keys when the spec has them (item-keys.postgres.ts).
import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import type { DB } from '../schema';
import { resolveItemKeys } from './item-keys.postgres';
import { withinScanBudget } from './scan-budget.postgres';
import { likeContains } from './terms';
import { KEPT_MATCHES, type ResolvedSearch, type TextMatch, type TextSearch, type TextSearchSpec } from './text-search';

/** AND over the matches of OR over their fields, each a LIKE on the field's lower-cased expression. */
export function containsAll<F extends string>(spec: TextSearchSpec<F>, matches: readonly TextMatch<F>[]): Expression<SqlBool> {
  const conditions = matches.map((m) => {
    const pattern = likeContains(m.term.toLowerCase());
    const any = m.fields.map((f) => sql<SqlBool>`${sql.raw(spec.lowered[f].sql)} LIKE ${pattern} ESCAPE '\\'`);
    return sql<SqlBool>`(${sql.join(any, sql` OR `)})`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

/**
 * A search on its own. Evaluating a trigram pattern reads the posting list of each of its
 * trigrams, common or not, so the first pass keeps the matching ids (stopping after `kept`): a
 * rarer term is counted and paged from that list by primary key; a common one is counted, then
 * paged with the pattern as a filter (the planner then walks the ORDER BY index).
 */
export async function resolveLike(
  db: Kysely<DB>,
  table: TextSearchSpec<string>['table'],
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

/** The planner's row count of a table (0 before its first ANALYZE). */
async function tableSize(db: Kysely<DB>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT reltuples AS n FROM pg_class WHERE oid = ${table}::regclass`.execute(db);
  return Math.max(0, Number(rows[0]?.n ?? 0));
}

export function postgresTextSearch<F extends string>(spec: TextSearchSpec<F>): TextSearch<F> {
  return {
    where: (matches) => containsAll(spec, matches),
    resolve: (db, matches) => {
      const like = containsAll(spec, matches);
      return (
        (spec.itemKeys && resolveItemKeys(db, spec.table, spec.itemKeys, matches, like)) ??
        // A search the trigram index cannot serve reads every row: its count runs under a budget.
        withinScanBudget(
          db,
          matches.map((m) => m.term),
          (trx) => resolveLike(trx, spec.table, like),
          (trx) => tableSize(trx, spec.table),
        )
      );
    },
  };
}
