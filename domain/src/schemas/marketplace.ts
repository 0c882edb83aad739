// GET /api/marketplace (docs/RULES.md, "API"): the query, one purchase as the screens read it, and the page.
import { z } from 'zod';
import { LIMITS, oneOf } from './common';
import { CountParam, SearchParam, SkipParam, SortOrderParam } from './trades';

export const MARKETPLACE_SEARCH_TYPES = ['itemName', 'seller', 'buyer', 'username'] as const;
export const MARKETPLACE_SORT_BY = ['date', 'price'] as const;

export const MarketplaceQuery = z.object({
  skip: SkipParam,
  count: CountParam(LIMITS.pageSize),
  /** Substring looked for in the field named by searchType (username: seller or buyer). */
  searchQuery: SearchParam,
  searchType: oneOf(MARKETPLACE_SEARCH_TYPES).default('itemName'),
  /** The old client's name for searchQuery; searchQuery wins when both are given. */
  search: SearchParam,
  sortBy: oneOf(MARKETPLACE_SORT_BY).default('date'),
  sortOrder: SortOrderParam,
});
export type MarketplaceQuery = z.infer<typeof MarketplaceQuery>;
export type MarketplaceSearchType = (typeof MARKETPLACE_SEARCH_TYPES)[number];
export type MarketplaceSortBy = (typeof MARKETPLACE_SORT_BY)[number];

export const MarketplaceEntry = z.object({
  _id: z.string(),
  /** As the game sent it: a JSON string or an object (the detail dialog shows it raw when unreadable). */
  boughtItem: z.unknown(),
  price: z.number(),
  seller: z.string(),
  buyer: z.string(),
  sellerId: z.number().optional(),
  buyerId: z.number().optional(),
  /** ISO 8601. */
  date: z.string(),
  /** Name, else 'Unknown Item' (read, no name), else 'Parse Error' (unreadable). */
  itemName: z.string(),
  /** Normalised item type ('' when absent). */
  itemType: z.string(),
  assetId: z.number().nullable(),
  quantity: z.number(),
  /** round2(price / quantity). */
  pricePerUnit: z.number(),
  /** AveragePrice, else BaseValue, else the price. */
  basePrice: z.number(),
  /** Whether boughtItem could be read. */
  parsed: z.boolean(),
  /** The game server's JobId and its place, when the game sent them. */
  serverId: z.string().optional(),
  placeId: z.string().optional(),
});
export type MarketplaceEntry = z.infer<typeof MarketplaceEntry>;

export const MarketplacePage = z.object({
  success: z.literal(true),
  data: z.array(MarketplaceEntry),
  total: z.number(),
  message: z.string().optional(),
});
export type MarketplacePage = z.infer<typeof MarketplacePage>;
