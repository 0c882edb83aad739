// The report routes (the contract is domain/src/schemas/reports.ts): the queue of reported players,
// a player's reports, the chat before a report, a reporter's record, claiming and resolving. The
// keys sit under 'moderation', so that any moderation change (a sanction issued, which resolves a
// player's reports on the server) asks for the queue, the panel and the counts again.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ReportClaimResponse,
  ReportContextResponse,
  ReporterRecordResponse,
  ReportQueueResponse,
  ReportResolveResponse,
  ReportsResponse,
  type ReportCategory,
  type ReportClaimBody,
  type ReportQueueSort,
  type ReportResolveBody,
} from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export interface QueueRequest {
  category?: ReportCategory;
  /** me, none (unclaimed), or a staff member's id. */
  assignee?: string;
  sort?: ReportQueueSort;
  page?: number;
  limit?: number;
}

export const reportsKeys = {
  all: ['moderation', 'reports'] as const,
  queue: (q: QueueRequest) => ['moderation', 'reports', 'queue', q] as const,
  player: (userId: number) => ['moderation', 'reports', 'player', userId] as const,
  context: (reportId: string) => ['moderation', 'reports', 'context', reportId] as const,
  reporter: (userId: number) => ['moderation', 'reports', 'reporter', userId] as const,
};

export function queueParams(q: QueueRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (q.category) params.set('category', q.category);
  if (q.assignee) params.set('assignee', q.assignee);
  if (q.sort) params.set('sort', q.sort);
  if (q.page !== undefined) params.set('page', String(q.page));
  if (q.limit !== undefined) params.set('limit', String(q.limit));
  return params;
}

export const getQueue = (q: QueueRequest, signal?: AbortSignal) =>
  apiRequest(`/api/reports/queue?${queueParams(q).toString()}`, { signal, schema: ReportQueueResponse });

/** The queue's page; the previous page stays on screen while the next loads. */
export const useReportQueue = (q: QueueRequest, options: { enabled?: boolean; refetchInterval?: number } = {}) =>
  useQuery({ queryKey: reportsKeys.queue(q), queryFn: ({ signal }) => getQueue(q, signal), placeholderData: keepPreviousData, ...options });

/** A player's reports shown at once: the newest, open or not. */
export const PLAYER_REPORTS_LIMIT = 50;

export const getPlayerReports = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/reports?reportedId=${userId}&limit=${PLAYER_REPORTS_LIMIT}`, { signal, schema: ReportsResponse });

export const usePlayerReports = (userId: number | null) =>
  useQuery({ queryKey: reportsKeys.player(userId ?? 0), queryFn: ({ signal }) => getPlayerReports(userId ?? 0, signal), enabled: userId !== null });

const contextOptions = (reportId: string) =>
  queryOptions({
    queryKey: reportsKeys.context(reportId),
    queryFn: ({ signal }) => apiRequest(`/api/reports/${encodeURIComponent(reportId)}/context`, { signal, schema: ReportContextResponse }),
  });

/** Asked for only once the moderator opens it. */
export const useReportContext = (reportId: string, enabled: boolean) => useQuery({ ...contextOptions(reportId), enabled });

/** One question per reporter, however many of their reports are shown. */
export const useReporterRecord = (userId: number) =>
  useQuery({
    queryKey: reportsKeys.reporter(userId),
    queryFn: ({ signal }) => apiRequest(`/api/reports/reporters/${userId}`, { signal, schema: ReporterRecordResponse }),
    staleTime: 60_000,
  });

export const claimReports = (body: ReportClaimBody) => apiRequest('/api/reports/claim', { method: 'POST', body, schema: ReportClaimResponse });

export const resolveReports = (body: ReportResolveBody) => apiRequest('/api/reports/resolve', { method: 'POST', body, schema: ReportResolveResponse });
