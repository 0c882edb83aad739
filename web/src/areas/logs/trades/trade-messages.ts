// Trade Logs sentences. Those the product's rules quote must stay word for word (docs/RULES.md,
// "Messages"). MESSAGES.searchTooShort (domain) is shared with the server.
import type { TradeSearchIn, TradeSortBy } from '@staff-console/domain';

export const TRADE_UI = {
  title: 'Trade Logs',
  subtitle: 'Every trade between players: what each side gave, what it was worth, and who came out ahead.',

  // Search (docs/RULES.md, "Screens and routes")
  searchMode: 'Search mode',
  simpleMode: 'Simple',
  advancedMode: 'Advanced',
  searchLabel: 'Search trades',
  searchPlaceholder: 'Player or item name',
  searchIn: 'Search In',
  searchInOptions: {
    all: 'All Data',
    sender: 'Sender Only',
    receiver: 'Receiver Only',
    items: 'Item Names',
  } satisfies Record<TradeSearchIn, string>,
  username: 'Username',
  usernameHelp: 'Matches the sender or the receiver',
  itemName: 'Item name',
  search: 'Search',
  clear: 'Clear',
  refresh: 'Refresh',
  lopsidedOnly: 'Lopsided only',
  lopsidedOnlyHint: 'Only trades flagged lopsided: one side worth many times the other',

  // Sorting
  sortBy: 'Sort by',
  sortOptions: { date: 'Date', value: 'Trade Value', profit: 'Profit/Loss' } satisfies Record<TradeSortBy, string>,
  ascending: 'ascending',
  descending: 'descending',

  showing: (shown: string, total: string) => `Showing ${shown} of ${total} trades`,

  // Table and cards
  tableLabel: 'Trade logs',
  columns: {
    date: 'Date',
    sender: 'Sender',
    receiver: 'Receiver',
    items: 'Items',
    value: 'Trade Value',
    profitLoss: 'P/L',
    actions: 'Actions',
  },
  gave: (value: string) => `Gave ${value}`,
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  manyItems: (threshold: number) => `More than ${threshold} items`,
  lopsided: 'Lopsided',
  lopsidedHelp: 'One side is worth many times the other (flagged when the trade was stored)',
  viewDetails: 'View details',
  pagination: 'Trade log pages',

  // States (docs/RULES.md, "Screens and routes")
  errorTitle: 'Oops! Something went wrong',
  errorBody: 'Failed to load trade logs. Please try again later.',
  fetchFallback: 'Failed to fetch trade data',
  tryAgain: 'Try Again',
  empty: 'No trade logs found. Try adjusting your search criteria or check back later for new trades.',
  loading: 'Loading trade logs…',
  openMissing: 'This trade could not be found. The link may be incomplete, or the trade no longer exists.',
  openFailed: 'Failed to load this trade. Please try again later.',
} as const;
