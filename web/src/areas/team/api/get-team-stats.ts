// GET /api/team/stats (administrators): one request for the chart and the table, which share it.
import { skipToken, useQuery } from '@tanstack/react-query';
import { TeamStatsResponse } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export interface TeamWindowQuery {
  from: string;
  to: string;
}

const query = (w: TeamWindowQuery) => new URLSearchParams({ from: w.from, to: w.to }).toString();

export const getTeamStats = (w: TeamWindowQuery, signal?: AbortSignal) => apiRequest(`/api/team/stats?${query(w)}`, { signal, schema: TeamStatsResponse });

/** The CSV of the same window (an audited download). */
export const teamStatsCsvPath = (w: TeamWindowQuery) => `/api/team/stats.csv?${query(w)}`;

export const TEAM_CSV_FILE = 'team-stats.csv';

export const useTeamStats = (w: TeamWindowQuery | null) =>
  useQuery({
    queryKey: ['team', 'stats', w?.from, w?.to],
    // No window (the chosen dates are not a valid period): nothing is asked.
    queryFn: w ? ({ signal }) => getTeamStats(w, signal) : skipToken,
  });
