// The sanction dialog's and the presets screen's requests: the presets (with whether Open Cloud is
// configured), the next step for a player under one, the names of the players a dialog may hit,
// and the administrators' preset changes. Kept under the 'moderation' key: any moderation change
// (a sanction issued under a preset moves its next step) asks again.
import { useQuery } from '@tanstack/react-query';
import {
  OkResponse,
  PlayerLabelsResponse,
  SanctionPresetResponse,
  SanctionPresetsResponse,
  SanctionSuggestionResponse,
  type SanctionPresetInput,
} from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';
import { moderationKeys } from '../moderation-api';

export const sanctionKeys = {
  presets: [...moderationKeys.all, 'sanction-presets'] as const,
  suggestion: (userId: number, presetId: string) => [...moderationKeys.all, 'sanction-suggestion', userId, presetId] as const,
  labels: (ids: readonly number[]) => [...moderationKeys.all, 'player-labels', ids] as const,
};

export const getSanctionPresets = (signal?: AbortSignal) => apiRequest('/api/sanction-presets', { signal, schema: SanctionPresetsResponse });

export const useSanctionPresets = (enabled = true) =>
  useQuery({ queryKey: sanctionKeys.presets, queryFn: ({ signal }) => getSanctionPresets(signal), enabled, staleTime: 60_000 });

export const getSanctionSuggestion = (userId: number, presetId: string, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/sanction-suggestion?presetId=${encodeURIComponent(presetId)}`, { signal, schema: SanctionSuggestionResponse }).then(
    (r) => r.suggestion,
  );

export const useSanctionSuggestion = (userId: number | null, presetId: string) =>
  useQuery({
    queryKey: sanctionKeys.suggestion(userId ?? 0, presetId),
    queryFn: ({ signal }) => getSanctionSuggestion(userId!, presetId, signal),
    enabled: userId !== null && presetId !== '',
  });

export const getPlayerLabels = (ids: readonly number[], signal?: AbortSignal) =>
  apiRequest(`/api/player-labels?ids=${ids.join(',')}`, { signal, schema: PlayerLabelsResponse }).then((r) => r.players);

export const usePlayerLabels = (ids: readonly number[], enabled = true) =>
  useQuery({
    queryKey: sanctionKeys.labels(ids),
    queryFn: ({ signal }) => getPlayerLabels(ids, signal),
    enabled: enabled && ids.length > 0,
    staleTime: 60_000,
  });

export const createSanctionPreset = (body: SanctionPresetInput) =>
  apiRequest('/api/sanction-presets', { method: 'POST', body, schema: SanctionPresetResponse }).then((r) => r.preset);

export const updateSanctionPreset = ({ id, body }: { id: string; body: Partial<SanctionPresetInput> }) =>
  apiRequest(`/api/sanction-presets/${id}`, { method: 'PATCH', body, schema: SanctionPresetResponse }).then((r) => r.preset);

export const deleteSanctionPreset = (id: string) => apiRequest(`/api/sanction-presets/${id}`, { method: 'DELETE', schema: OkResponse });
