// The trade log: its list, search, flagged trades, exports and one trade with its context. Other areas import only this entry.
export { findTrade } from './trade-entry.repository';
export { tradeEntryRoutes } from './trade-entry.routes';
export { toTrade } from './trades.mapping';
export type { TradeRow } from './trades.mapping';
export { tradesRoutes } from './trades.routes';
