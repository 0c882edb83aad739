// GET /api/team/stats and /api/team/stats.csv (administrators): what each staff member did in a
// window of at most TEAM_WINDOW_MAX_DAYS days (the last TEAM_WINDOW_DEFAULT_DAYS when not given).
import { z } from 'zod';
import { TEAM_WINDOW_MAX_DAYS } from '../limits';
import { MESSAGES } from '../messages';
import { TimeParam } from './common';

export const TEAM_WINDOW_DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

export const TeamStatsQuery = z.object({ from: TimeParam.optional(), to: TimeParam.optional() }).transform((q, ctx) => {
  // `to` defaults to now, `from` to TEAM_WINDOW_DEFAULT_DAYS before `to`.
  const to = q.to ?? Date.now();
  const from = q.from ?? to - TEAM_WINDOW_DEFAULT_DAYS * DAY_MS;
  if (from > to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: "must not be after 'to'" });
    return z.NEVER;
  }
  if (to - from > TEAM_WINDOW_MAX_DAYS * DAY_MS) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.teamWindowTooLong });
    return z.NEVER;
  }
  return { from, to };
});
export type TeamStatsQuery = z.infer<typeof TeamStatsQuery>;

export const TeamMemberStats = z.object({
  userId: z.string(),
  username: z.string(),
  /** Sanctions they issued in the window, by type. */
  warnings: z.number(),
  mutes: z.number(),
  bans: z.number(),
  /** Sanctions they revoked (a sanction lifted on appeal counts under appealsDecided instead). */
  revoked: z.number(),
  casesOpened: z.number(),
  /** Times they set a case's status to closed. */
  casesClosed: z.number(),
  reportsResolved: z.number(),
  appealsDecided: z.number(),
  /** Their sanctions lifted or reduced on appeal in the window. */
  overturned: z.number(),
  /** The median of (resolved − received) minutes of the reports they resolved; null when none. */
  medianReportMinutes: z.number().nullable(),
});
export type TeamMemberStats = z.infer<typeof TeamMemberStats>;

export const TeamStatsResponse = z.object({ success: z.literal(true), staff: z.array(TeamMemberStats) });
export type TeamStatsResponse = z.infer<typeof TeamStatsResponse>;
