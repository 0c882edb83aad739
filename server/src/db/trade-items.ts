// `trade_items` (PostgreSQL, migration 005): the distinct item names of each trade, kept by the
// trades writer in the batch's transaction and filled for older rows by the migration.
import { type RawBuilder, sql } from 'kysely';

/** Lines longer than this (in bytes) are stored under the empty key. A b-tree entry holds about 2,700. */
export const ITEM_KEY_MAX_BYTES = 1000;

/**
 * Inserts the `trade_items` rows of the trades in `from`: a relation aliased `t` with `id` and
 * `item_names`. The writer (the batch's new trades) and the migration (every stored trade) share
 * this statement, so both keep the same keys.
 */
export const tradeItemRows = (from: RawBuilder<unknown>) => sql`
  INSERT INTO trade_items (item_lower, trade_id)
  SELECT DISTINCT CASE WHEN octet_length(line) > ${sql.lit(ITEM_KEY_MAX_BYTES)} THEN '' ELSE line END, t.id
  FROM ${from}, unnest(string_to_array(t.item_names, E'\\n')) AS line
  WHERE line <> ''
  ON CONFLICT DO NOTHING`;
