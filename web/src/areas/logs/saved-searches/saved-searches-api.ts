// Saved searches of one screen (personal and shared), and saving or deleting one. Every change
// asks for the lists again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SavedSearchesResponse, SavedSearchResponse, type SavedSearchBody, type SavedSearchScreen } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

const savedKeys = {
  all: ['saved-searches'] as const,
  screen: (screen: SavedSearchScreen) => ['saved-searches', screen] as const,
};

export const useSavedSearches = (screen: SavedSearchScreen, enabled: boolean) =>
  useQuery({
    queryKey: savedKeys.screen(screen),
    queryFn: ({ signal }) => apiRequest(`/api/saved-searches?screen=${screen}`, { signal, schema: SavedSearchesResponse }).then((r) => r.savedSearches),
    enabled,
  });

function useSavedSearchMutation<V, R>(request: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: savedKeys.all }) });
}

export const useSaveSearch = () =>
  useSavedSearchMutation((body: SavedSearchBody) =>
    apiRequest('/api/saved-searches', { method: 'POST', body, schema: SavedSearchResponse }).then((r) => r.savedSearch),
  );

export const useDeleteSavedSearch = () => useSavedSearchMutation((id: string) => apiRequest(`/api/saved-searches/${id}`, { method: 'DELETE' }));

/** The view's URL query as saved: without the page and an open dialog, so a saved search opens at its start. */
export function savedQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['page', 'context', 'scope', 'open']) params.delete(key);
  return params.toString();
}
