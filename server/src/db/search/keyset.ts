// Keyset ("seek") paging for reads that walk a whole result, such as the CSV exports: each chunk
// starts strictly after the last row read, in (sort column, id) order, so every chunk is a short
// range read of the (column, id) index instead of an OFFSET that skips everything read before.
// Row-value comparison is understood by both engines' b-tree range scans.
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Direction } from './paging';

/** Rows per chunk: large enough that per-query costs vanish, small enough to stay a few hundred kB. */
export const KEYSET_CHUNK = 2000;

/** Where the previous chunk ended: its last row's sort value and id. */
export interface Keyset {
  value: number;
  id: string;
}

/** `(column, id) < (value, id)` for a descending walk, `>` for an ascending one. */
export function keysetAfter(columns: readonly [string, string], direction: Direction, after: Keyset): RawBuilder<SqlBool> {
  const op = sql.raw(direction === 'desc' ? '<' : '>');
  return sql<SqlBool>`(${sql.ref(columns[0])}, ${sql.ref(columns[1])}) ${op} (${after.value}, ${after.id})`;
}

/** ` AND (column, id) past the keyset`, to follow other conditions; empty without a keyset. */
export const andAfter = (columns: readonly [string, string], direction: Direction, after: Keyset | undefined): RawBuilder<unknown> =>
  after ? sql` AND ${keysetAfter(columns, direction, after)}` : sql``;

/**
 * Every row of an ordered result, `size` rows per query: `read(after)` gives the rows after a
 * position (from the start when undefined), in order. A short chunk is the last one.
 */
export async function* keysetChunks<R>(read: (after: R | undefined) => Promise<R[]>, size: number): AsyncGenerator<R[], void, undefined> {
  let after: R | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
