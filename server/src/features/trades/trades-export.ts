// Trades for the CSV export: the list's criteria (names, ids, flag, text) and order, read in keyset
// chunks on (sort column, id) instead of pages.
import type { TradesExportQuery } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { KEYSET_CHUNK, keysetChunks } from '../../db/keyset';
import { queryTrades, type TradeOrder, type TradeRow } from './trades.repository';
import { tradeCriteria, tradeSortColumn } from './trades.service';

export async function* tradesExportRows(
  database: Database,
  q: TradesExportQuery,
  chunkSize: number = KEYSET_CHUNK,
): AsyncGenerator<TradeRow[], void, undefined> {
  const result = await queryTrades(database, await tradeCriteria(database, q));
  const order: TradeOrder = { column: tradeSortColumn(q), direction: q.sortOrder };
  yield* keysetChunks((last) => result.after(order, last && { value: Number(last[order.column]), id: last.id }, chunkSize), chunkSize);
}
