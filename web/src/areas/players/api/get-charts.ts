// The player page's charts, one request each: activity per US Eastern day, and the value that went
// each way between the player and their partners.
import { useQuery } from '@tanstack/react-query';
import { PlayerActivityResponse, PLAYER_ACTIVITY_DAYS, TradePartners } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

/** The partners chart shows this many partners (largest |net| first). */
export const CHART_PARTNERS = 20;

export const chartKeys = {
  activity: (userId: number, days: number) => ['player', userId, 'activity', days] as const,
  balances: (userId: number) => ['player', userId, 'balances', CHART_PARTNERS] as const,
};

export const getActivity = (userId: number, days: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/activity?days=${days}`, { signal, schema: PlayerActivityResponse }).then((r) => r.days);

export const getPartnerBalances = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/partners?limit=${CHART_PARTNERS}`, { signal, schema: TradePartners }).then((r) => r.partners);

export const usePlayerActivity = (userId: number, days: number = PLAYER_ACTIVITY_DAYS.default) =>
  useQuery({ queryKey: chartKeys.activity(userId, days), queryFn: ({ signal }) => getActivity(userId, days, signal) });

export const usePartnerBalances = (userId: number) =>
  useQuery({ queryKey: chartKeys.balances(userId), queryFn: ({ signal }) => getPartnerBalances(userId, signal) });
