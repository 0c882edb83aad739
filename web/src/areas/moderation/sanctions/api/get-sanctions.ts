// GET /api/sanctions: every player's sanctions, newest first, filtered and paged by the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SanctionsPage, type EnforcementState, type SanctionStatus, type SanctionType } from '@staff-console/domain';
import { moderationKeys, refreshWhilePending } from '../../moderation-api';
import { apiRequest } from '../../../../lib/api-client';

export interface SanctionsRequest {
  status?: SanctionStatus;
  type?: SanctionType;
  enforcement?: EnforcementState;
  userId?: number;
  page: number;
  limit: number;
}

export function sanctionsParams(q: SanctionsRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (q.status) params.set('status', q.status);
  if (q.type) params.set('type', q.type);
  if (q.enforcement) params.set('enforcement', q.enforcement);
  if (q.userId !== undefined) params.set('userId', String(q.userId));
  params.set('page', String(q.page));
  params.set('limit', String(q.limit));
  return params;
}

export const getSanctions = (q: SanctionsRequest, signal?: AbortSignal) =>
  apiRequest(`/api/sanctions?${sanctionsParams(q).toString()}`, { signal, schema: SanctionsPage });

export const useSanctions = (q: SanctionsRequest, enabled = true) =>
  useQuery({
    queryKey: [...moderationKeys.all, 'sanctions', q],
    queryFn: ({ signal }) => getSanctions(q, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: refreshWhilePending((page: SanctionsPage) => page.sanctions),
  });
