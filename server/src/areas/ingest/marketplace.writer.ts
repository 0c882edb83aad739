// Stores a batch of marketplace entries in one transaction: rows with their derived values, FTS
// rows (SQLite) and the `marketplace` counter.
import type { Database } from '../../db/database';
import { NameSightings } from '../../db/player-names';
import { type LogTableSpec, writeLogRows } from './bulk-insert';
import type { MarketplaceRow } from './ingest.rows';

export const MARKETPLACE_TABLE: LogTableSpec<MarketplaceRow> = {
  table: 'marketplace',
  columns: [
    ['id', 'varchar'],
    ['date', 'bigint'],
    ['item_name', 'text'],
    ['item_type', 'text'],
    ['asset_id', 'bigint'],
    ['quantity', 'float8'],
    ['price', 'float8'],
    ['price_per_unit', 'float8'],
    ['base_price', 'float8'],
    ['parsed', 'int'],
    ['seller', 'text'],
    ['seller_lower', 'text'],
    ['buyer', 'text'],
    ['buyer_lower', 'text'],
    ['seller_id', 'bigint'],
    ['buyer_id', 'bigint'],
    ['server_id', 'text'],
    ['place_id', 'text'],
    ['raw', 'text'],
  ],
  fts: { table: 'marketplace_fts', columns: ['item_name', 'seller', 'buyer'] },
};

/** Returns how many entries were new; `watch: false` matches no watch rules. */
export const writeMarketplace = (database: Database, rows: readonly MarketplaceRow[], options: { watch?: boolean } = {}): Promise<number> =>
  writeLogRows(database, MARKETPLACE_TABLE, 'marketplace', rows, marketplaceNames, options.watch === false ? null : 'marketplace');

function marketplaceNames(rows: readonly MarketplaceRow[]): NameSightings {
  const names = new NameSightings('marketplace');
  for (const r of rows) {
    names.add(r.seller_id, r.seller, r.date);
    names.add(r.buyer_id, r.buyer, r.date);
  }
  return names;
}
