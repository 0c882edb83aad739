// One item's marketplace history (the item chart): its purchases per US Eastern day over the last
// days, and the purchases priced far from their day's median (what a moderator looks at first:
// a sale at a fifth of the going price can hide a transfer of value between two accounts).
import { z } from 'zod';
import { queryInt } from './common';

export const ITEM_HISTORY_DAYS = { default: 365, max: 730 } as const;
/** A purchase is an outlier at ≥ ratio × its day's median unit price, or ≤ 1/ratio of it. */
export const ITEM_OUTLIER_RATIO = 5;
/** At most this many outliers are listed, newest first. */
export const ITEM_OUTLIERS_MAX = 200;

export const ItemHistoryQuery = z.object({
  /** The item's name exactly as the marketplace log stores it (case included). */
  name: z.string({ error: 'must name an item' }).min(1, 'must name an item').max(200, 'must be at most 200 characters'),
  days: queryInt(1, ITEM_HISTORY_DAYS.max).default(ITEM_HISTORY_DAYS.default),
});
export type ItemHistoryQuery = z.infer<typeof ItemHistoryQuery>;

/** One day: how many purchases and units, and their unit prices (null on a day without purchases). */
export const ItemHistoryDay = z.object({
  /** 'yyyy-MM-dd', a US Eastern day. */
  day: z.string(),
  sales: z.number(),
  quantity: z.number(),
  /** The mean of the day's purchases' unit prices. */
  avgUnitPrice: z.number().nullable(),
  minUnitPrice: z.number().nullable(),
  maxUnitPrice: z.number().nullable(),
});
export type ItemHistoryDay = z.infer<typeof ItemHistoryDay>;

export const ItemOutlier = z.object({
  /** The purchase's id (its Marketplace Logs permalink opens it). */
  ref: z.string(),
  date: z.string(),
  unitPrice: z.number(),
  /** unitPrice / the day's median unit price. */
  ratio: z.number(),
});
export type ItemOutlier = z.infer<typeof ItemOutlier>;

/** Every day of the span, oldest first (days without purchases at 0). */
export const ItemHistoryResponse = z.object({
  success: z.literal(true),
  item: z.object({ name: z.string() }),
  days: z.array(ItemHistoryDay),
  outliers: z.array(ItemOutlier),
});
export type ItemHistoryResponse = z.infer<typeof ItemHistoryResponse>;
