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
