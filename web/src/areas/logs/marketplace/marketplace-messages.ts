// Marketplace Logs sentences. Those the product's rules quote must stay word for word (docs/RULES.md,
// "Messages"). MESSAGES.searchTooShort (domain) is shared with the server.
import { LIMITS, type MarketplaceSearchType, type MarketplaceSortBy } from '@staff-console/domain';

export const MARKET_UI = {
  title: 'Marketplace Logs',
  subtitle: 'Every marketplace purchase: what was bought, for how much against its base price, from whom and by whom.',

  // Search (docs/RULES.md, "Screens and routes")
  searchLabel: 'Search',
  searchPlaceholder: `At least ${LIMITS.searchMin} characters`,
  searchBy: 'Search By',
  searchByOptions: {
    itemName: 'Item Name',
    seller: 'Seller',
    buyer: 'Buyer',
    username: 'All Usernames',
  } satisfies Record<MarketplaceSearchType, string>,
  refresh: 'Refresh',
  searchChip: (by: string, query: string) => `${by}: ${query}`,
  clearSearch: 'Clear search',

  // Sorting
  sortBy: 'Sort by',
  sortOptions: { date: 'Date', price: 'Price' } satisfies Record<MarketplaceSortBy, string>,
  ascending: 'ascending',
  descending: 'descending',

  showing: (shown: string, total: string) => `Showing ${shown} of ${total} items`,

  // Table and cards
  tableLabel: 'Marketplace logs',
  columns: {
    item: 'Item',
    quantity: 'Quantity',
    price: 'Price',
    pricePerUnit: 'Price Per Unit',
    basePrice: 'Base Price',
    seller: 'Seller',
    buyer: 'Buyer',
    timestamp: 'Timestamp',
    actions: 'Actions',
  },
  soldTo: 'to',
  viewDetails: 'View details',
  pagination: 'Marketplace log pages',

  // States (docs/RULES.md, "Screens and routes")
  empty: 'No marketplace items found',
  emptyHint: 'Try another search, or check back later for new purchases.',
  networkError: 'Network error occurred. Please check your connection and try again.',
  searchFailed: 'Failed to fetch search results. Please try again later.',
  fetchFailed: 'Failed to fetch marketplace data. Please try again later.',
  loadFailed: 'Failed to load marketplace logs. Please try again later.',
  fetchFallback: 'Failed to fetch marketplace data',
  tryAgain: 'Try Again',
  loading: 'Loading marketplace logs…',
  openMissing: 'This purchase could not be found. The link may be incomplete, or the purchase no longer exists.',
  openFailed: 'Failed to load this purchase. Please try again later.',
} as const;
