// GET /api/admin/stats (docs/RULES.md, "Entities and values"): the admin dashboard's figures.
import { z } from 'zod';
import { ActionLog } from './audit';

export const Stats = z.object({
  users: z.object({ total: z.number() }),
  /** Stored log rows per kind. */
  data: z.object({ chat: z.number(), marketplace: z.number(), trades: z.number(), players: z.number() }),
  /** Of the stored chat messages, those Chat Logs shows: the rest were blanked by the game's chat filter and are hidden there. */
  chatShown: z.number().optional(),
  /** Ranked players per leaderboard category. */
  leaderboards: z.object({ Value: z.number(), Bux: z.number(), Levels: z.number(), ItemAmount: z.number() }),
  /** The latest 10 action-log entries, newest first. */
  recentLogs: z.array(ActionLog),
  /** How many days each log is kept before the retention job deletes it; null keeps it forever. */
  retention: z.object({ chat: z.number().nullable(), trades: z.number().nullable(), marketplace: z.number().nullable(), audit: z.number().nullable() }),
});
export type Stats = z.infer<typeof Stats>;

export const StatsResponse = z.object({ success: z.literal(true), stats: Stats });
export type StatsResponse = z.infer<typeof StatsResponse>;

// GET /api/stats/activity: the dashboard's activity chart, for any signed-in staff member. Each
// log's count appears only for those who may view that log; the alerts are theirs (the rules in their sight).
export const ACTIVITY_DAYS = 14;

export const ActivityHour = z.object({
  /** ISO 8601, the hour's start (UTC). */
  hour: z.string(),
  chat: z.number().optional(),
  trades: z.number().optional(),
  purchases: z.number().optional(),
});
export type ActivityHour = z.infer<typeof ActivityHour>;

export const AlertDay = z.object({
  /** A US Eastern day, 'yyyy-MM-dd'. */
  day: z.string(),
  count: z.number(),
});
export type AlertDay = z.infer<typeof AlertDay>;

export const ActivityResponse = z.object({
  success: z.literal(true),
  /** Every hour of the last ACTIVITY_DAYS days (the current one last), oldest first. */
  hours: z.array(ActivityHour),
  /** The alerts of the caller's inbox per US Eastern day, the last ACTIVITY_DAYS days (today last). */
  alerts: z.array(AlertDay).optional(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;
