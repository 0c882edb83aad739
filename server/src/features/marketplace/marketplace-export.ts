// Marketplace entries for the CSV export: the list's search and order (queryMarketplace), read in
// keyset chunks on (sort column, id) instead of pages.
import type { MarketplaceExportQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { KEYSET_CHUNK, keysetChunks } from '../../db/keyset';
import { type MarketplaceOrder, type MarketplaceRow, queryMarketplace } from './marketplace.repository';
import { marketplaceSortColumn, marketplaceText } from './marketplace.service';

export async function* marketplaceExportRows(
  database: Database,
  q: MarketplaceExportQuery,
  chunkSize: number = KEYSET_CHUNK,
): AsyncGenerator<MarketplaceRow[], void, undefined> {
  const result = await queryMarketplace(database, marketplaceText(q));
  const order: MarketplaceOrder = { column: marketplaceSortColumn(q), direction: q.sortOrder };
  yield* keysetChunks((last) => result.after(order, last && { value: Number(last[order.column]), id: last.id }, chunkSize), chunkSize);
}
