// GET /api/leaderboards/:category (docs/RULES.md, "API"): one window of a player ranking. The dashboard asks
// for offset 0 and limit 100 of each category (docs/RULES.md, "Constants and limits").
import { queryOptions } from '@tanstack/react-query';
import { HOME_LEADERBOARD_SIZE, LeaderboardPage } from '@staff-console/domain';
import type { LeaderboardCategory } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  page: (category: LeaderboardCategory, skip: number, count: number) => ['leaderboards', category, { skip, count }] as const,
};

export const getLeaderboard = (category: LeaderboardCategory, skip = 0, count = HOME_LEADERBOARD_SIZE, signal?: AbortSignal): Promise<LeaderboardPage> =>
  apiRequest(`/api/leaderboards/${category}?${new URLSearchParams({ skip: String(skip), count: String(count) }).toString()}`, {
    signal,
    schema: LeaderboardPage,
  });

export const leaderboardQueryOptions = (category: LeaderboardCategory, skip = 0, count = HOME_LEADERBOARD_SIZE) =>
  queryOptions({
    queryKey: leaderboardKeys.page(category, skip, count),
    queryFn: ({ signal }) => getLeaderboard(category, skip, count, signal),
    staleTime: 60_000,
  });
