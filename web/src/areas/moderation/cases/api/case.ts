// One case (GET /api/cases/:id), its history and evidence a page at a time (newest first, 'Show
// older' asks for the page before), and what changes it: fields, comments, removing evidence; the
// printable report, opened from a single-use link so the browser shows the server's own page with
// its strict policy; the staff it can be assigned to, and the sanctions issued for it.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  CaseActivityPage,
  CaseAssigneesResponse,
  CaseEvidencePage,
  CaseResponse,
  CommentResponse,
  ReportLinkResponse,
  SanctionsPage,
} from '@staff-console/domain';
import { moderationKeys, refreshWhilePending, updateCase, useModerationMutation } from '../../moderation-api';
import { apiRequest } from '../../../../lib/api-client';

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

/** A link to the case's report that opens once, within a minute, without the bearer token. */
export const createReportLink = (id: string) =>
  apiRequest(`/api/cases/${encodeURIComponent(id)}/report-link`, { method: 'POST', schema: ReportLinkResponse }).then((r) => r.url);

const pageUrl = (id: string, what: 'activity' | 'evidence', before: string) =>
  `/api/cases/${encodeURIComponent(id)}/${what}${before ? `?before=${encodeURIComponent(before)}` : ''}`;

/** The case's history: pages newest first, each oldest first within; `older` is the next page's cursor. */
export const useCaseActivity = (id: string) =>
  useInfiniteQuery({
    queryKey: [...moderationKeys.all, 'case-activity', id],
    queryFn: ({ pageParam, signal }) => apiRequest(pageUrl(id, 'activity', pageParam), { signal, schema: CaseActivityPage }),
    initialPageParam: '',
    getNextPageParam: (last) => last.older ?? undefined,
  });

/** The case's evidence by when it was added: pages newest first. */
export const useCaseEvidence = (id: string) =>
  useInfiniteQuery({
    queryKey: [...moderationKeys.all, 'case-evidence', id],
    queryFn: ({ pageParam, signal }) => apiRequest(pageUrl(id, 'evidence', pageParam), { signal, schema: CaseEvidencePage }),
    initialPageParam: '',
    getNextPageParam: (last) => last.older ?? undefined,
  });

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
