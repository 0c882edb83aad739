// Trade Logs' public entry: the trade and purchase detail dialog, which Marketplace Logs and the
// moderation screens open too, and the page Marketplace Logs shares. The Trade Logs screen is
// lazy-loaded by the router from trades-page.tsx.
export { TransactionDialog, type Transaction } from './transaction-dialog/transaction-dialog';
export { TransactionLogPage } from './transaction-log-page';
