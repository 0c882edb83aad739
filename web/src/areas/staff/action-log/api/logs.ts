// The action log: GET /api/admin/logs and GET /api/admin/log-categories (docs/RULES.md, "Entities and values"): 50 per
// page, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTION_LOG_PAGE_SIZE, CategoriesResponse, LogsResponse } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys, type LogsRequest } from '../../../../components/admin/admin-keys';

export function logsSearchParams(q: LogsRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (q.category) params.set('category', q.category);
  if (q.username) params.set('username', q.username);
  for (const key of ['action', 'player', 'case', 'targetUser'] as const) if (q[key]) params.set(key, q[key]);
  if (q.startDate !== undefined) params.set('startDate', String(q.startDate));
  if (q.endDate !== undefined) params.set('endDate', String(q.endDate));
  params.set('sortBy', 'timestamp');
  params.set('sortOrder', 'desc');
  params.set('page', String(q.page));
  params.set('limit', String(ACTION_LOG_PAGE_SIZE));
  return params;
}

export const getLogs = (q: LogsRequest, signal?: AbortSignal) =>
  apiRequest(`/api/admin/logs?${logsSearchParams(q).toString()}`, { signal, schema: LogsResponse });

export const useActionLogs = (q: LogsRequest) =>
  useQuery({ queryKey: adminKeys.logsPage(q), queryFn: ({ signal }) => getLogs(q, signal), placeholderData: keepPreviousData });

export const getLogCategories = (signal?: AbortSignal) =>
  apiRequest('/api/admin/log-categories', { signal, schema: CategoriesResponse }).then((r) => r.categories);

export const useLogCategories = () =>
  useQuery({ queryKey: adminKeys.logCategories, queryFn: ({ signal }) => getLogCategories(signal), staleTime: 10 * 60_000 });
