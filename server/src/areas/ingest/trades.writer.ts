// Stores a batch of trades in one transaction: rows with their derived values, FTS rows (SQLite),
// item-name keys (PostgreSQL) and the `trades` counter.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { NameSightings } from '../../db/player-names';
import { tradeItemRows } from '../../db/trade-items';
import { type LogTableSpec, writeLogRows } from './bulk-insert';
import type { TradeRow } from './ingest.rows';

export const TRADES_TABLE: LogTableSpec<TradeRow> = {
  table: 'trades',
  columns: [
    ['id', 'varchar'],
    ['date', 'bigint'],
    ['sender', 'text'],
    ['sender_lower', 'text'],
    ['receiver', 'text'],
    ['receiver_lower', 'text'],
    ['sender_id', 'bigint'],
    ['receiver_id', 'bigint'],
    ['sent', 'float8'],
    ['received', 'float8'],
    ['sent_case_bux', 'float8'],
    ['received_case_bux', 'float8'],
    ['total', 'float8'],
    ['profit_loss', 'float8'],
    ['item_count', 'int'],
    ['item_names', 'text'],
    ['lopsided', 'int'],
    ['server_id', 'text'],
    ['place_id', 'text'],
    ['raw', 'text'],
  ],
  fts: { table: 'trades_fts', columns: ['sender', 'receiver', 'item_names'] },
  // The new trades' item names, for exact item-name totals (see db/trade-items.ts).
  afterInsertPostgres: async (trx, inserted) => {
    const ids = inserted.map((r) => r.id);
    const names = inserted.map((r) => r.item_names);
    await tradeItemRows(sql`unnest(${ids}::text[], ${names}::text[]) AS t(id, item_names)`).execute(trx);
  },
};

/** Returns how many trades were new; `watch: false` matches no watch rules. */
export const writeTrades = (database: Database, rows: readonly TradeRow[], options: { watch?: boolean } = {}): Promise<number> =>
  writeLogRows(database, TRADES_TABLE, 'trades', rows, tradeNames, options.watch === false ? null : 'trades');

function tradeNames(rows: readonly TradeRow[]): NameSightings {
  const names = new NameSightings('trade');
  for (const r of rows) {
    names.add(r.sender_id, r.sender, r.date);
    names.add(r.receiver_id, r.receiver, r.date);
  }
  return names;
}
