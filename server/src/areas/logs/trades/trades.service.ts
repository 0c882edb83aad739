// GET /api/trades: the query as index-served criteria (trades.criteria.ts), one page of the
// matching trades with their exact total, mapped to the `Trade` shape.
import type { TradesPage, TradesQuery } from '@staff-console/domain';
import type { Database } from '../../../db/database';
import type { SearchTotals } from '../../../db/search/text-search';
import { toTrade } from './trades.mapping';
import { tradeCriteria, tradeOrder } from './trades.criteria';
import { readTrades } from './trades.repository';

export async function listTrades(database: Database, totals: SearchTotals, q: TradesQuery): Promise<TradesPage> {
  const { total, rows } = await readTrades(database, totals, await tradeCriteria(database, q), tradeOrder(q), q.skip, q.count);
  return { success: true, data: rows.map(toTrade), total };
}
