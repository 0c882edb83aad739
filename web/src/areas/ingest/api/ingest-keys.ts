// Ingest keys (docs/RULES.md, "Ingest"): POST creates one and answers the key once; GET lists them by prefix;
// DELETE revokes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { IngestKeyCreated, IngestKeysResponse, OkResponse } from '@staff-console/domain';
import type { IngestKeyBody } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../components/admin/admin-keys';

export const getIngestKeys = (signal?: AbortSignal) => apiRequest('/api/admin/ingest-keys', { signal, schema: IngestKeysResponse }).then((r) => r.keys);

export const useIngestKeys = () => useQuery({ queryKey: adminKeys.ingestKeys, queryFn: ({ signal }) => getIngestKeys(signal) });

export const postIngestKey = (body: IngestKeyBody) => apiRequest('/api/admin/ingest-keys', { method: 'POST', body, schema: IngestKeyCreated });
export const revokeIngestKey = (id: string) => apiRequest(`/api/admin/ingest-keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: OkResponse });

function invalidateAfterKeyChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.ingestKeys }),
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.logs }),
  ]);
}

export function useCreateIngestKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postIngestKey, onSuccess: () => invalidateAfterKeyChange(client) });
}

export function useRevokeIngestKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeIngestKey, onSuccess: () => invalidateAfterKeyChange(client) });
}
