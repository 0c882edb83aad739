// The player page's requests: the summary (names, standing, counts), the merged timeline, and the
// name lookup behind player names logged without an id.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerLookup, PlayerSummaryResponse, type TimelineKind, TimelinePage, TradePartners } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export interface TimelineRequest {
  kinds?: TimelineKind[];
  from?: number;
  to?: number;
  before?: string;
  after?: string;
  oldest?: boolean;
}

export const playerKeys = {
  all: ['player'] as const,
  summary: (userId: number) => ['player', userId, 'summary'] as const,
  timeline: (userId: number, q: TimelineRequest) => ['player', userId, 'timeline', q] as const,
  lookup: (name: string) => ['player', 'lookup', name] as const,
  partners: (userId: number) => ['player', userId, 'partners'] as const,
};

export function timelineParams(q: TimelineRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (q.kinds) params.set('kinds', q.kinds.join(','));
  if (q.from !== undefined) params.set('from', String(q.from));
  if (q.to !== undefined) params.set('to', String(q.to));
  if (q.before) params.set('before', q.before);
  if (q.after) params.set('after', q.after);
  if (q.oldest) params.set('oldest', 'true');
  return params;
}

export const getPlayer = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}`, { signal, schema: PlayerSummaryResponse }).then((r) => r.player);

export const getTimeline = (userId: number, q: TimelineRequest, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/timeline?${timelineParams(q).toString()}`, { signal, schema: TimelinePage });

export const getPlayerLookup = (name: string, signal?: AbortSignal) =>
  apiRequest(`/api/players?${new URLSearchParams({ name }).toString()}`, { signal, schema: PlayerLookup }).then((r) => r.data);

export const usePlayer = (userId: number) =>
  // Opening a player page is written to the action log once per visit, not on every refocus.
  useQuery(
    queryOptions({
      queryKey: playerKeys.summary(userId),
      queryFn: ({ signal }) => getPlayer(userId, signal),
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    }),
  );

export const useTimeline = (userId: number, q: TimelineRequest, enabled: boolean) =>
  useQuery({
    queryKey: playerKeys.timeline(userId, q),
    queryFn: ({ signal }) => getTimeline(userId, q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePlayerLookup = (name: string) =>
  useQuery({ queryKey: playerKeys.lookup(name), queryFn: ({ signal }) => getPlayerLookup(name, signal), enabled: name !== '' });

export const getTradePartners = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/partners?limit=10`, { signal, schema: TradePartners }).then((r) => r.data);

export const useTradePartners = (userId: number) =>
  useQuery({ queryKey: playerKeys.partners(userId), queryFn: ({ signal }) => getTradePartners(userId, signal) });
