// The moderation requests several screens share: the sanctions of a player and what can be done to
// one (issue, revoke, retry), open cases to pick from, opening a case and adding evidence to it.
// Every change invalidates everything under the 'moderation' key: panels, lists, badges and the
// dashboard show the same state afterwards.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CasesPage,
  CaseResponse,
  EvidenceResponse,
  SanctionResponse,
  SanctionsResponse,
  type AddEvidenceBody,
  type CaseStatus,
  type CreateCaseBody,
  type IssueSanctionBody,
  type Sanction,
  type UpdateCaseBody,
} from '@staff-console/domain';
import { apiRequest } from '../../lib/api-client';

export const moderationKeys = {
  all: ['moderation'] as const,
  playerSanctions: (userId: number) => ['moderation', 'player-sanctions', userId] as const,
  cases: (q: CasesRequest) => ['moderation', 'cases', q] as const,
  case: (id: string) => ['moderation', 'case', id] as const,
};

export interface CasesRequest {
  status?: CaseStatus;
  assignee?: string;
  player?: number;
  search?: string;
  page?: number;
  limit?: number;
}

export function casesParams(q: CasesRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (q.status) params.set('status', q.status);
  if (q.assignee) params.set('assignee', q.assignee);
  if (q.player !== undefined) params.set('player', String(q.player));
  if (q.search) params.set('search', q.search);
  if (q.page !== undefined) params.set('page', String(q.page));
  if (q.limit !== undefined) params.set('limit', String(q.limit));
  return params;
}

export const getCases = (q: CasesRequest, signal?: AbortSignal) => apiRequest(`/api/cases?${casesParams(q).toString()}`, { signal, schema: CasesPage });

export const useCases = (q: CasesRequest, enabled = true) =>
  useQuery({ queryKey: moderationKeys.cases(q), queryFn: ({ signal }) => getCases(q, signal), placeholderData: keepPreviousData, enabled });

/** While a listed ban waits to reach Roblox, its list is read again this often, so 'applied' (or 'failed') shows by itself. */
export const PENDING_REFRESH_MS = 2_000;

/** A query's refetchInterval: every PENDING_REFRESH_MS while one of its sanctions is pending, else none. */
export function refreshWhilePending<T>(sanctionsOf: (data: T) => readonly Sanction[]) {
  return (query: { state: { data: T | undefined } }): number | false => {
    const data = query.state.data;
    return data !== undefined && sanctionsOf(data).some((s) => s.enforcement.state === 'pending') ? PENDING_REFRESH_MS : false;
  };
}

export const getPlayerSanctions = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/sanctions`, { signal, schema: SanctionsResponse }).then((r) => r.sanctions);

export const usePlayerSanctions = (userId: number, enabled = true) =>
  useQuery({
    queryKey: moderationKeys.playerSanctions(userId),
    queryFn: ({ signal }) => getPlayerSanctions(userId, signal),
    enabled,
    refetchInterval: refreshWhilePending((sanctions: Sanction[]) => sanctions),
  });

/** A player timeline's query (it shows notes and sanctions too); not the player's summary, whose reading is audited once a visit. */
const isTimeline = (key: readonly unknown[]) => key[0] === 'player' && key[2] === 'timeline';

/** Any moderation change: everything shown from the moderation data is asked for again. */
export function useModerationMutation<V, R>(request: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: moderationKeys.all }), client.invalidateQueries({ predicate: (q) => isTimeline(q.queryKey) })]),
  });
}

export const issueSanction = ({ userId, body }: { userId: number; body: IssueSanctionBody }) =>
  apiRequest(`/api/players/${userId}/sanctions`, { method: 'POST', body, schema: SanctionResponse }).then((r) => r.sanction);

export const revokeSanction = ({ id, reason }: { id: string; reason: string }) =>
  apiRequest(`/api/sanctions/${id}/revoke`, { method: 'POST', body: { reason }, schema: SanctionResponse }).then((r) => r.sanction);

export const retrySanction = (id: string) =>
  apiRequest(`/api/sanctions/${id}/retry`, { method: 'POST', body: {}, schema: SanctionResponse }).then((r) => r.sanction);

export const createCase = (body: Partial<CreateCaseBody> & { title: string }) =>
  apiRequest('/api/cases', { method: 'POST', body, schema: CaseResponse }).then((r) => r.case);

export const updateCase = ({ id, body }: { id: string; body: UpdateCaseBody }) =>
  apiRequest(`/api/cases/${id}`, { method: 'PATCH', body, schema: CaseResponse }).then((r) => r.case);

export const addEvidence = ({ caseId, body }: { caseId: string; body: AddEvidenceBody }) =>
  apiRequest(`/api/cases/${caseId}/evidence`, { method: 'POST', body, schema: EvidenceResponse }).then((r) => r.evidence);
