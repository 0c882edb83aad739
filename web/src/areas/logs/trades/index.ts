// Trade Logs' public entry: the page Marketplace Logs shares. The Trade Logs screen is lazy-loaded by
// the router from trades-page.tsx. (The trade and purchase dialog is moderation's.)
export { TransactionLogPage } from './transaction-log-page';
export { useTrades, type TradesRequest } from './api/get-trades';
