// The detail dialog's sentences. The raw-data sentence is the product's own and must stay word for
// word (docs/RULES.md, "Messages").
import { TRADE_CHAT_WINDOW_MS } from '@staff-console/domain';

/** The trade chat's window in minutes, as its sentences say it. */
const CHAT_MINUTES = TRADE_CHAT_WINDOW_MS / 60_000;

export const DIALOG_UI = {
  tradeTitle: 'Trade details',
  purchaseTitle: 'Purchase details',
  transactionTitle: 'Transaction details',
  close: 'Close',
  loadingTransaction: 'Loading the transaction…',
  loadingImages: 'Loading item images…',
  notFound: 'This transaction is not in the current results. It may be on another page, or the search has changed.',

  // Trades
  sentItems: 'Sent items',
  receivedItems: 'Received items',
  gaveBy: (from: string, to: string) => `${from} gave ${to}`,
  noItems: 'Nothing on this side.',
  caseBux: 'Case-bux',
  sideValue: 'Side value',
  sideRap: 'Side RAP',
  tradeValue: 'Trade value',
  profitLoss: 'Profit/Loss',
  profitLossOf: (sender: string) => `For ${sender}: received minus sent`,
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  each: (value: string) => `${value} each`,
  times: (n: string) => `× ${n}`,
  lopsided: 'Lopsided trade: one side is worth many times the other.',

  // The players' chat before a trade (docs/RULES.md, "Investigation")
  chatTitle: 'Chat before this trade',
  chatSubtitle: `What both players said in the ${CHAT_MINUTES} minutes before the trade`,
  chatShow: 'Show chat',
  chatLoading: 'Loading the chat…',
  chatFailed: 'Failed to load the chat. Please try again.',
  chatEmpty: `Neither player said anything in the ${CHAT_MINUTES} minutes before this trade.`,
  chatUnresolved: (names: readonly string[]) =>
    `No chat could be matched to ${names.join(' and ')}: the trade has no player id for ${names.length === 1 ? 'that side' : 'those sides'} and no player of that name is known.`,
  chatTruncated: (n: number) => `Only the last ${n} messages before the trade are shown.`,
  retry: 'Retry',

  // Purchases
  seller: 'Seller',
  buyer: 'Buyer',
  date: 'Date',
  quantity: 'Quantity',
  price: 'Price',
  pricePerUnit: 'Price Per Unit',
  basePrice: 'Base Price',
  type: 'Type',
  creator: 'Creator',
  created: 'Created',
  locked: 'Locked',
  yes: 'Yes',
  no: 'No',
  description: 'Description',
  assetId: 'Asset ID',
  markup: (percent: string) => `+${percent}% markup`,
  discount: (percent: string) => `${percent}% discount`,
  atBasePrice: 'At base price',
  markupHelp: 'Price per unit compared with the base price',
  rawDataFailed: 'Failed to load item details. Raw data:',
  itemImage: (name: string) => `Thumbnail of ${name}`,
  noImage: 'No image',
} as const;
