// One case (GET /api/cases/:id with its evidence and activity) and what changes it: fields, comments,
// removing evidence, and the printable report (HTML that needs the bearer token, so it is fetched and
// opened as a blob); the staff it can be assigned to, and the sanctions issued for it.
import { useQuery } from '@tanstack/react-query';
import { CaseAssigneesResponse, CaseResponse, CommentResponse, SanctionsPage } from '@staff-console/domain';
import { moderationKeys, refreshWhilePending, updateCase, useModerationMutation } from '../../../components/moderation/moderation-api';
import { apiRequest } from '../../../lib/api-client';

export const getCase = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/cases/${encodeURIComponent(id)}`, { signal, schema: CaseResponse }).then((r) => r.case);

export const useCase = (id: string) => useQuery({ queryKey: moderationKeys.case(id), queryFn: ({ signal }) => getCase(id, signal) });

export const useUpdateCase = () => useModerationMutation(updateCase);

export const useAddComment = () =>
  useModerationMutation(({ id, text }: { id: string; text: string }) =>
    apiRequest(`/api/cases/${id}/comments`, { method: 'POST', body: { text }, schema: CommentResponse }).then((r) => r.comment),
  );

export const useRemoveEvidence = () =>
  useModerationMutation(({ id, evidenceId }: { id: string; evidenceId: string }) =>
    apiRequest(`/api/cases/${id}/evidence/${evidenceId}`, { method: 'DELETE' }),
  );

export const getCaseReport = (id: string) => apiRequest<string>(`/api/cases/${id}/report`, { text: true });

/** Staff a case can be assigned to (GET /api/cases/assignees; asked only by those who may assign). */
export const useCaseAssignees = (enabled: boolean) =>
  useQuery({
    queryKey: [...moderationKeys.all, 'case-assignees'],
    queryFn: ({ signal }) => apiRequest('/api/cases/assignees', { signal, schema: CaseAssigneesResponse }).then((r) => r.users),
    enabled,
    staleTime: 60_000,
  });

/** A case lists at most this many of its sanctions, newest first (the total says when there are more). */
export const CASE_SANCTIONS_SHOWN = 100;

export const useCaseSanctions = (caseId: string) =>
  useQuery({
    queryKey: [...moderationKeys.all, 'case-sanctions', caseId],
    queryFn: ({ signal }) => apiRequest(`/api/sanctions?caseId=${encodeURIComponent(caseId)}&limit=${CASE_SANCTIONS_SHOWN}`, { signal, schema: SanctionsPage }),
    refetchInterval: refreshWhilePending((page: SanctionsPage) => page.sanctions),
  });
