// GET /api/trades (docs/RULES.md, "API"): the query, one trade as the screens read it, and the page.
// The query pieces shared by the log lists (paging, sort order, text parameters) live here too.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isTooShortSearch } from '../values/search-term';
import { LIMITS, oneOf, queryInt, SortOrder } from './common';

/** Rows to skip: bounded only so that a typo cannot ask the database for an absurd offset. */
export const SkipParam = queryInt(0, 1_000_000_000).default(0);

/** A page of at most 1000 rows (the old client fetches 1000 and pages locally); more → 400. */
export const CountParam = (fallback: number) => queryInt(1, LIMITS.pageSize).default(fallback);

/** 'asc' or 'desc'; the old client wrote DESC, so the case is ignored. */
export const SortOrderParam = z
  .preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), z.enum(SortOrder.options, { error: 'must be asc or desc' }))
  .default('desc');

const tooLong = `must be at most ${LIMITS.name} characters`;

/** A name or term of at most 100 characters; blank (the old client sends `sender=`) means absent. */
export const TextParam = z
  .string()
  .trim()
  .max(LIMITS.name, tooLong)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

// Substring search is served by trigram indexes, which cannot look for fewer than 3 characters;
// the search boxes ask for 3 as well (values/search-term.ts), so a shorter term gets their sentence.
/** A substring search term: blank means absent, else 3 to 100 characters. */
export const SearchParam = z
  .string()
  .trim()
  .max(LIMITS.name, tooLong)
  .refine((value) => !isTooShortSearch(value), MESSAGES.searchTooShort)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A query-string boolean: 'true' or 'false' (a typo is refused, not read as false); blank means absent. */
export const FlaggedParam = z
  .preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false'], { error: 'must be true or false' }).optional())
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const TRADE_SEARCH_IN = ['all', 'sender', 'receiver', 'items'] as const;
export const TRADE_SORT_BY = ['date', 'value', 'profit'] as const;

export const TradesQuery = z.object({
  skip: SkipParam,
  count: CountParam(LIMITS.pageSize),
  /** A player's name as sender: exact when such a sender exists, else a substring. */
  sender: TextParam,
  /** A player's name as receiver: exact when such a receiver exists, else a substring. */
  receiver: TextParam,
  /** A player on either side (the advanced mode's username field), matched like sender. */
  username: TextParam,
  /** A player id on either side (the earlier screen's userId filter). */
  userId: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(Number.MAX_SAFE_INTEGER, 'is too large')
    .optional(),
  /** Substring of an item name on either side. */
  itemName: SearchParam,
  /** Free text, looked for in the fields named by searchIn. */
  search: SearchParam,
  searchIn: oneOf(TRADE_SEARCH_IN).default('all'),
  sortBy: oneOf(TRADE_SORT_BY).default('date'),
  sortOrder: SortOrderParam,
  /** true: only trades flagged lopsided when stored; false: only unflagged ones; absent: both. */
  flagged: FlaggedParam,
});
export type TradesQuery = z.infer<typeof TradesQuery>;
export type TradeSearchIn = (typeof TRADE_SEARCH_IN)[number];
export type TradeSortBy = (typeof TRADE_SORT_BY)[number];

/** One side of a trade as stored: its entries (items, or currency) as the game sent them. */
export const TradeSide = z.object({ items: z.array(z.unknown()) });

export const Trade = z.object({
  _id: z.string(),
  /** ISO 8601. */
  date: z.string(),
  sender: z.string(),
  receiver: z.string(),
  senderId: z.number().optional(),
  receiverId: z.number().optional(),
  sentItems: TradeSide,
  receivedItems: TradeSide,
  /** RAP of the sent side (items + Case-bux). */
  sent: z.number(),
  /** RAP of the received side (items + Case-bux). */
  received: z.number(),
  sentCaseBux: z.number(),
  receivedCaseBux: z.number(),
  /** sent + received. */
  total: z.number(),
  /** received − sent, from the sender's point of view. */
  profitLoss: z.number(),
  itemCount: z.number(),
  lopsided: z.boolean(),
  /** The game server's JobId and its place, when the game sent them. */
  serverId: z.string().optional(),
  placeId: z.string().optional(),
});
export type Trade = z.infer<typeof Trade>;

export const TradesPage = z.object({ success: z.literal(true), data: z.array(Trade), total: z.number() });
export type TradesPage = z.infer<typeof TradesPage>;
