// GET /api/trades/export (docs/RULES.md, "Investigation"): the current search as a CSV file, in the screen's order.
import { type TradesRequest, tradesSearchParams } from './get-trades';

/** The export path for the screen's request: the same filters and sort, without skip and count. */
export function tradesExportPath(request: TradesRequest): string {
  const params = tradesSearchParams(request);
  params.delete('skip');
  params.delete('count');
  const query = params.toString();
  return query ? `/api/trades/export?${query}` : '/api/trades/export';
}

export const TRADES_EXPORT_FILE = 'trade-logs.csv';
