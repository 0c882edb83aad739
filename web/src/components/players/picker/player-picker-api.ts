// The player picker's requests: the name staff may see beside a typed user id, and the players seen
// under a typed name (the same lookup as `/players?name=`).
import { useQuery } from '@tanstack/react-query';
import { PlayerLabelResponse, PlayerLookup } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export const getPlayerLabel = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/label`, { signal, schema: PlayerLabelResponse }).then((r) => r.player);

export const getPlayersNamed = (name: string, signal?: AbortSignal) =>
  apiRequest(`/api/players?${new URLSearchParams({ name }).toString()}`, { signal, schema: PlayerLookup }).then((r) => r.data);

export const usePlayerLabel = (userId: number | null) =>
  useQuery({
    queryKey: ['player-picker', 'label', userId],
    queryFn: ({ signal }) => getPlayerLabel(userId!, signal),
    enabled: userId !== null,
    staleTime: 60_000,
  });

export const usePlayersNamed = (name: string | null) =>
  useQuery({
    queryKey: ['player-picker', 'name', name],
    queryFn: ({ signal }) => getPlayersNamed(name!, signal),
    enabled: name !== null,
    staleTime: 60_000,
  });
