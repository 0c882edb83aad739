// GET /api/leaderboards/:category (docs/RULES.md, "API"): the four player rankings of the dashboard.
import { z } from 'zod';
import { queryInt } from './common';
import { SkipParam } from './trades';
import { HOME_LEADERBOARD_SIZE } from '../limits';

export const LEADERBOARD_CATEGORIES = ['Value', 'Bux', 'Levels', 'ItemAmount'] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

/** The old client asks for the Value board as RAP (docs/RULES.md, "API"). */
export const LEADERBOARD_ALIASES: Readonly<Record<string, LeaderboardCategory>> = { rap: 'Value' };

const categoryError = `must be one of ${LEADERBOARD_CATEGORIES.join(', ')} (or RAP for Value)`;

/** A category name in any letter case, or an alias; anything else is refused. */
export const LeaderboardCategory = z.string().transform((value, ctx): LeaderboardCategory => {
  const lower = value.trim().toLowerCase();
  const found = LEADERBOARD_CATEGORIES.find((c) => c.toLowerCase() === lower) ?? LEADERBOARD_ALIASES[lower];
  if (found) return found;
  ctx.addIssue({ code: 'custom', message: categoryError });
  return z.NEVER;
});

export const LeaderboardParams = z.object({ category: LeaderboardCategory });
export type LeaderboardParams = z.infer<typeof LeaderboardParams>;

export const LeaderboardQuery = z.object({
  skip: SkipParam,
  count: queryInt(1, 1000).default(HOME_LEADERBOARD_SIZE),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardEntry = z.object({
  /** 1-based position in the whole ranking (ties are ranked by user id, so every rank is distinct). */
  rank: z.number(),
  username: z.string(),
  userId: z.number(),
  value: z.number(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const LeaderboardPage = z.object({
  success: z.literal(true),
  data: z.array(LeaderboardEntry),
  /** Players ranked in this category. */
  total: z.number(),
});
export type LeaderboardPage = z.infer<typeof LeaderboardPage>;

// Written once in limits.ts (no zod there: screens read it without the schemas).
export { HOME_LEADERBOARD_SIZE };
