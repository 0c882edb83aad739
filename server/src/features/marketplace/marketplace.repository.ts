// Reads of the marketplace table: orders on (date|price, id), substrings through the engine's
// trigram index (see trades/text-search.ts).
import type { Expression, Selectable, SqlBool } from 'kysely';
import type { Database, Engine } from '../../db/database';
import { type Keyset, keysetAfter } from '../../db/keyset';
import type { MarketplaceTable } from '../../db/log-schema';
import { readCounter } from '../stats/counters.repository';
import type { Direction, PageWindow } from '../trades/page-window';
import { matchesShouldDrive, type TextMatch, type TextSearch } from '../trades/text-search';
import { postgresMarketplaceSearch } from './marketplace.search.postgres';
import { sqliteMarketplaceSearch } from './marketplace.search.sqlite';

export type MarketplaceTextField = 'itemName' | 'seller' | 'buyer';
export type MarketplaceSortColumn = 'date' | 'price';

const ROW_COLUMNS = [
  'id',
  'date',
  'item_name',
  'item_type',
  'asset_id',
  'quantity',
  'price',
  'price_per_unit',
  'base_price',
  'parsed',
  'seller',
  'buyer',
  'seller_id',
  'buyer_id',
  'raw',
] as const;

export type MarketplaceRow = Pick<Selectable<MarketplaceTable>, (typeof ROW_COLUMNS)[number]>;

const SEARCH: Record<Engine, TextSearch<MarketplaceTextField>> = {
  sqlite: sqliteMarketplaceSearch,
  postgres: postgresMarketplaceSearch,
};

export interface MarketplaceOrder {
  column: MarketplaceSortColumn;
  direction: Direction;
}

/** The entries matching a search (or all): their exact number, and any window of them in any order. */
export interface MarketplaceResult {
  total: number;
  page(order: MarketplaceOrder, window: PageWindow): Promise<MarketplaceRow[]>;
  /** Up to `limit` entries after `last` (from the start when undefined) in order: the export's chunks. */
  after(order: MarketplaceOrder, last: Keyset | undefined, limit: number): Promise<MarketplaceRow[]>;
}

/** One window in order, ties by id; ids first, rows after (a deferred join, as for trades). */
function findPage({ db }: Database, text: Expression<SqlBool> | undefined, order: MarketplaceOrder, window: PageWindow) {
  const ids = db
    .selectFrom('marketplace')
    .$if(text !== undefined, (qb) => qb.where(text!))
    .select('marketplace.id')
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .selectFrom('marketplace')
    .select(ROW_COLUMNS)
    .where('id', 'in', ids)
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .execute();
}

/** One keyset chunk in order, ties by id: a range of the (column, id) index, however deep. */
function findAfter({ db }: Database, text: Expression<SqlBool> | undefined, order: MarketplaceOrder, last: Keyset | undefined, limit: number) {
  return db
    .selectFrom('marketplace')
    .select(ROW_COLUMNS)
    .$if(text !== undefined, (qb) => qb.where(text!))
    .$if(last !== undefined, (qb) => qb.where(keysetAfter([`marketplace.${order.column}`, 'marketplace.id'], order.direction, last!)))
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .limit(limit)
    .execute();
}

/** Entries meeting every text match (none: all entries). */
export async function queryMarketplace(database: Database, text: readonly TextMatch<MarketplaceTextField>[]): Promise<MarketplaceResult> {
  // The stored-row counter: the exact unfiltered total, and the table size the search plan is chosen by.
  const stored = await readCounter(database.db, 'marketplace');
  if (text.length === 0) {
    return {
      total: stored,
      page: (order, window) => findPage(database, undefined, order, window),
      after: (order, last, limit) => findAfter(database, undefined, order, last, limit),
    };
  }
  const resolved = await SEARCH[database.engine].resolve(database.db, text);
  const condition = (window: { offset: number; limit: number }) =>
    resolved.where({ driveByMatches: matchesShouldDrive(resolved.total, stored, window) });
  return {
    total: resolved.total,
    page: (order, window) => findPage(database, condition(window), order, window),
    // A keyset chunk costs what a first page of its size does, wherever it starts.
    after: (order, last, limit) => findAfter(database, condition({ offset: 0, limit }), order, last, limit),
  };
}
