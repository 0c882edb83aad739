// Chat Logs requests and responses (docs/RULES.md, "API") and translation.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isTooShortSearch } from '../values/search-term';
import { LIMITS, queryInt, TimeParam } from './common';

/** The chat list's page size (docs/RULES.md, "Constants and limits"). */
export const CHAT_PAGE_SIZE = 100;
/** A search term longer than this is not something a moderator types; it would only cost index work. */
export const CHAT_SEARCH_MAX = 100;
/** Texts per translation request: one screen page of messages. */
export const TRANSLATE_MAX_TEXTS = 100;
// Pages beyond this could not be reached with any page size over the largest log we plan for.
const MAX_PAGE = 100_000_000;

/** Trimmed; empty means "no search"; 1–2 characters get the too-short sentence (values/search-term.ts). */
export const ChatSearch = z
  .string()
  .trim()
  .max(CHAT_SEARCH_MAX, `must be at most ${CHAT_SEARCH_MAX} characters`)
  .refine((s) => !isTooShortSearch(s), { message: MESSAGES.searchTooShort })
  .transform((s) => (s.length > 0 ? s : undefined));

/** What selects chat messages: the list's query without paging (the CSV export takes these alone). */
export const ChatFilters = z.object({
  from: TimeParam.optional(),
  to: TimeParam.optional(),
  search: ChatSearch.optional(),
});

const windowInOrder = (q: { from?: number | undefined; to?: number | undefined }, ctx: z.RefinementCtx) => {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: "must not be after 'to'" });
  }
};

export const ChatQuery = z
  .object({
    page: queryInt(1, MAX_PAGE).default(1),
    limit: queryInt(1, LIMITS.pageSize).default(CHAT_PAGE_SIZE),
    ...ChatFilters.shape,
  })
  .superRefine(windowInOrder);
export type ChatQuery = z.infer<typeof ChatQuery>;

export const ChatExportQuery = ChatFilters.superRefine(windowInOrder);
export type ChatExportQuery = z.infer<typeof ChatExportQuery>;

/** The chat histogram's bars (docs/RULES.md, "API"): at least, at most, and when the request names none. */
export const CHAT_HISTOGRAM_BUCKETS = { min: 10, max: 200, default: 60 } as const;
/** The longest window the histogram divides (1,000 years): bar edges stay exact whole milliseconds. */
export const CHAT_HISTOGRAM_MAX_SPAN_MS = 1000 * 365.25 * 24 * 3_600_000;

/** The furthest a JavaScript date reaches either side of 1970. */
const MAX_DATE_MS = 8.64e15;

/** GET /api/chat/histogram: the list's filters, and how many equal bars to divide the window into. */
export const ChatHistogramQuery = ChatFilters.extend({
  buckets: queryInt(CHAT_HISTOGRAM_BUCKETS.min, CHAT_HISTOGRAM_BUCKETS.max).default(CHAT_HISTOGRAM_BUCKETS.default),
}).superRefine((q, ctx) => {
  windowInOrder(q, ctx);
  for (const key of ['from', 'to'] as const) {
    if (Math.abs(q[key] ?? 0) > MAX_DATE_MS) ctx.addIssue({ code: 'custom', path: [key], message: 'must be a date between the years 271821 BC and 275760' });
  }
  if (q.from !== undefined && q.to !== undefined && q.to - q.from >= CHAT_HISTOGRAM_MAX_SPAN_MS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: "must be less than 1,000 years after 'from'" });
  }
});
export type ChatHistogramQuery = z.infer<typeof ChatHistogramQuery>;

/** One bar: the messages from `from` to `to` (ISO 8601, both inclusive, to the millisecond). */
export const ChatHistogramBucket = z.object({ from: z.string(), to: z.string(), count: z.number() });
export type ChatHistogramBucket = z.infer<typeof ChatHistogramBucket>;

/** The bars, oldest first, and their sum: the list's total for the same filters. No bars when nothing matches and no window was named. */
export const ChatHistogram = z.object({ success: z.literal(true), buckets: z.array(ChatHistogramBucket), total: z.number() });
export type ChatHistogram = z.infer<typeof ChatHistogram>;

export const ChatMessage = z.object({
  _id: z.string(),
  userId: z.number(),
  name: z.string(),
  message: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  filterWarning: z.boolean(),
  translatedText: z.string().optional(),
  /** The game server's JobId and its place, when the game sent them. */
  serverId: z.string().optional(),
  placeId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatPage = z.object({
  success: z.literal(true),
  data: z.array(ChatMessage),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type ChatPage = z.infer<typeof ChatPage>;

/** The avatar route's path: numeric platform user ids only. */
export const AvatarParams = z.object({
  userId: z.string().regex(/^\d{1,19}$/, 'must be a numeric user id'),
});

export const TranslateBody = z.object({
  texts: z
    .array(
      z.object({
        // Chat message ids are strings; a number is accepted as its decimal text.
        id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters')),
        text: z.string().max(LIMITS.chatMessage, `must be at most ${LIMITS.chatMessage} characters`),
      }),
    )
    .max(TRANSLATE_MAX_TEXTS, `must hold at most ${TRANSLATE_MAX_TEXTS} texts`),
});
export type TranslateBody = z.infer<typeof TranslateBody>;

export const TranslateResponse = z.object({
  success: z.literal(true),
  translations: z.record(z.string(), z.object({ text: z.string() })),
});
export type TranslateResponse = z.infer<typeof TranslateResponse>;

export const TranslateStatus = z.object({ success: z.literal(true), enabled: z.boolean() });
export type TranslateStatus = z.infer<typeof TranslateStatus>;
