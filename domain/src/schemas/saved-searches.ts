// Saved searches: a view of Chat, Trade or Marketplace Logs or the player search, kept by its URL
// query so picking it reopens exactly that view. Personal, or shared with every staff member who
// may open that screen.
import { z } from 'zod';
import { oneOf } from './common';
import { SAVED_SEARCHES_PER_USER } from '../limits';
import { requiredText } from './moderation';

export const SAVED_SEARCH_SCREENS = ['chat', 'trades', 'marketplace', 'players'] as const;
export type SavedSearchScreen = (typeof SAVED_SEARCH_SCREENS)[number];

export const SAVED_SEARCH_LIMITS = {
  name: 100,
  query: 2000,
  /** Saved searches one staff member may keep (shared ones included). */
  perUser: SAVED_SEARCHES_PER_USER,
} as const;

/** The screen's URL query without its '?': `search=dominus&page=2`. */
const SavedQuery = z
  .string({ error: 'must be a string' })
  .trim()
  .transform((s) => s.replace(/^\?/, ''))
  .pipe(
    z
      .string()
      .max(SAVED_SEARCH_LIMITS.query, `must be at most ${SAVED_SEARCH_LIMITS.query.toLocaleString('en-US')} characters`)
      .refine((s) => !/[\s#]/.test(s), 'must be a URL query such as search=dominus&from=2026-11-01 (no spaces or #)'),
  );

export const SavedSearch = z.object({
  _id: z.string(),
  name: z.string(),
  screen: z.enum(SAVED_SEARCH_SCREENS),
  query: z.string(),
  shared: z.boolean(),
  createdBy: z.object({ id: z.string(), username: z.string() }),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchBody = z.object({
  name: requiredText(SAVED_SEARCH_LIMITS.name),
  screen: oneOf(SAVED_SEARCH_SCREENS),
  query: SavedQuery,
  shared: z.boolean({ error: 'must be true or false' }).default(false),
});
export type SavedSearchBody = z.infer<typeof SavedSearchBody>;

export const SavedSearchesQuery = z.object({
  screen: z.enum(SAVED_SEARCH_SCREENS, { error: `screen must be one of ${SAVED_SEARCH_SCREENS.join(', ')}` }).optional(),
});

export const SavedSearchesResponse = z.object({ success: z.literal(true), savedSearches: z.array(SavedSearch) });
export const SavedSearchResponse = z.object({ success: z.literal(true), savedSearch: SavedSearch });
