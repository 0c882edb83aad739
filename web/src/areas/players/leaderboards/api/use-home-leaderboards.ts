// The four home leaderboards load one by one on mount (docs/RULES.md, "Lists, search and paging"), each with its own
// loading and error state. Each query waits until the one before it has settled (data or error), so
// the server is asked for Value, then Bux, then Levels, then ItemAmount, never all at once.
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LeaderboardCategory, LeaderboardEntry, LeaderboardPage } from '@staff-console/domain';
import { leaderboardQueryOptions } from './get-leaderboard';

export interface LeaderboardState {
  category: LeaderboardCategory;
  entries: readonly LeaderboardEntry[];
  /** Waiting for its turn or for the server. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

const stateOf = (category: LeaderboardCategory, q: UseQueryResult<LeaderboardPage>): LeaderboardState => ({
  category,
  entries: q.data?.data ?? [],
  // A retry after a failure shows the spinner again.
  loading: q.status === 'pending' || (q.status === 'error' && q.fetchStatus === 'fetching'),
  failed: q.status === 'error' && q.fetchStatus !== 'fetching',
  retry: () => void q.refetch(),
});

export function useHomeLeaderboards(): LeaderboardState[] {
  // A disabled query is 'pending' too, so each link waits for the whole chain before it.
  const value = useQuery(leaderboardQueryOptions('Value'));
  const bux = useQuery({ ...leaderboardQueryOptions('Bux'), enabled: value.status !== 'pending' });
  const levels = useQuery({ ...leaderboardQueryOptions('Levels'), enabled: bux.status !== 'pending' });
  const items = useQuery({ ...leaderboardQueryOptions('ItemAmount'), enabled: levels.status !== 'pending' });
  return [stateOf('Value', value), stateOf('Bux', bux), stateOf('Levels', levels), stateOf('ItemAmount', items)];
}
