// Reads of the marketplace table: orders on (date|price, id), substrings through the engine's
// trigram index (through the search layer, marketplace.search.ts).
import type { Expression, SqlBool } from 'kysely';
import { readCounter } from '../../../db/counters';
import type { Database } from '../../../db/database';
import { orderedChunks, type OrderedLog, readOrderedPage, type SortOrder } from '../../../db/search/ordered-reads';
import { pageWindow } from '../../../db/search/paging';
import { matchesShouldDrive, type SearchTotals, type TextMatch } from '../../../db/search/text-search';
import { MARKETPLACE_COLUMNS, type MarketplaceRow } from './marketplace.mapping';
import { type MarketplaceTextField, marketplaceSearch } from './marketplace.search';

export type MarketplaceSortColumn = 'date' | 'price';
export type MarketplaceOrder = SortOrder<MarketplaceSortColumn>;

const MARKETPLACE: OrderedLog<MarketplaceRow> = { table: 'marketplace', columns: MARKETPLACE_COLUMNS };

/** The entries meeting every text match (none: all entries): their exact number, and the condition that reads a window of them. */
async function resolve({ db, engine }: Database, text: readonly TextMatch<MarketplaceTextField>[], totals?: SearchTotals) {
  // The stored-row counter: the exact unfiltered total, and the table size the search plan is chosen by.
  const stored = await readCounter(db, 'marketplace');
  if (text.length === 0) return { total: stored, where: (): Expression<SqlBool> | undefined => undefined };
  const resolved = await marketplaceSearch(engine).resolve(db, text, totals);
  return {
    total: resolved.total,
    where: (window: { offset: number; limit: number }) => resolved.where({ driveByMatches: matchesShouldDrive(resolved.total, stored, window) }),
  };
}

/**
 * The exact number of entries meeting every text match (a search's total kept in `totals` and
 * brought forward where the engine can), and those `skip` … `skip + count` in `order`.
 */
export async function readMarketplace(
  database: Database,
  totals: SearchTotals,
  text: readonly TextMatch<MarketplaceTextField>[],
  order: MarketplaceOrder,
  skip: number,
  count: number,
): Promise<{ total: number; rows: MarketplaceRow[] }> {
  const found = await resolve(database, text, totals);
  const window = pageWindow(skip, count, found.total);
  if (!window) return { total: found.total, rows: [] };
  return { total: found.total, rows: await readOrderedPage(database.db, MARKETPLACE, found.where(window), order, window) };
}

/** Every entry meeting every text match in `order`, in keyset chunks (the CSV export). */
export async function* marketplaceExportChunks(
  database: Database,
  text: readonly TextMatch<MarketplaceTextField>[],
  order: MarketplaceOrder,
  size: number,
): AsyncGenerator<MarketplaceRow[], void, undefined> {
  const found = await resolve(database, text);
  // A keyset chunk costs what a first page of its size does, wherever it starts.
  yield* orderedChunks(database.db, MARKETPLACE, found.where({ offset: 0, limit: size }), order, size);
}
