// Exact item-name keys for PostgreSQL's item-name search. pg_trgm finds the trades whose
// item names contain a fragment, but an exact total then rechecks every matching row in the heap:
// 450 ms for a common item among two million trades. Item names come from a small catalogue, so a
// fragment is first matched against the distinct names (a skip scan of a b-tree), and the trades
// holding one of those names are counted from an index alone:
// - `trade_items`: one row per distinct line of a trade's `item_names` (one item name each),
//   primary key (item_lower, trade_id). A line longer than ITEM_KEY_MAX_BYTES (beyond a b-tree
//   entry's limit) is kept under the empty key, and such trades are rechecked against the trade.
// - `market_item_lower_idx`: a b-tree on the expression the marketplace search already uses,
//   covering `item_name` so that counting is an index-only scan.
// SQLite needs neither: its FTS5 trigram index answers both counts and pages (91 / 55 ms).
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { tradeItemRows } from '../trade-items';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`CREATE TABLE trade_items (
    item_lower text NOT NULL,
    trade_id varchar(24) NOT NULL,
    PRIMARY KEY (item_lower, trade_id)
  )`.execute(db);
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  await tradeItemRows(sql`trades AS t`).execute(db);
  await sql`CREATE INDEX market_item_lower_idx ON marketplace (lower(item_name)) INCLUDE (item_name)`.execute(db);
}
