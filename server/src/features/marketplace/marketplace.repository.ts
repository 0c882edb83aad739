// Reads of the marketplace table: orders on (date|price, id), substrings through the engine's
// trigram index (see trades/text-search.ts).
import type { Selectable } from 'kysely';
import type { Database, Engine } from '../../db/database';
import type { MarketplaceTable } from '../../db/log-schema';
import type { Direction, PageWindow } from '../trades/page-window';
import type { TextMatch, TextSearch, TextSearchOptions } from '../trades/text-search';
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

/** Exact number of entries matching every text match (at least one). */
export async function countMarketplace(database: Database, text: readonly TextMatch<MarketplaceTextField>[]): Promise<number> {
  const { rows } = await SEARCH[database.engine].count(text).execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

/** One window of the ordered result; ties on the sort column are ordered by id. */
export function findMarketplace(
  database: Database,
  text: readonly TextMatch<MarketplaceTextField>[],
  order: { column: MarketplaceSortColumn; direction: Direction },
  window: PageWindow,
  options: TextSearchOptions,
): Promise<MarketplaceRow[]> {
  return database.db
    .selectFrom('marketplace')
    .$if(text.length > 0, (qb) => qb.where(SEARCH[database.engine].where(text, options)))
    .select(ROW_COLUMNS)
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
