// One case (GET /api/cases/:id with its evidence and activity) and what changes it: fields, comments,
// removing evidence, and the printable report (HTML that needs the bearer token, so it is fetched and
// opened as a blob).
import { useQuery } from '@tanstack/react-query';
import { CaseResponse, CommentResponse } from '@staff-console/domain';
import { moderationKeys, updateCase, useModerationMutation } from '../../../components/moderation/moderation-api';
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
