// A trade's derived values (computed by the domain's rules) as the `trades` columns that store them:
// the ingest writer and the test fixtures store them alike.
import type { TradeValues } from '@staff-console/domain';

export const tradeValueColumns = (v: TradeValues) => ({
  sent: v.sent,
  received: v.received,
  sent_case_bux: v.sentCaseBux,
  received_case_bux: v.receivedCaseBux,
  total: v.total,
  profit_loss: v.profitLoss,
  item_count: v.itemCount,
});
