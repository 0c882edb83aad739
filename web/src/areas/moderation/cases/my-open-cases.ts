// The number of open cases assigned to the signed-in user (the sidebar's badge). Read without the
// case schemas: the layout loads with the first screen, and the schemas (with zod) would double it.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const MY_OPEN_CASES = '/api/cases?status=open&assignee=me&limit=1';

export const getMyOpenCaseCount = (signal?: AbortSignal) =>
  apiRequest<unknown>(MY_OPEN_CASES, { signal }).then((body) => {
    const total = (body as { total?: unknown } | null)?.total;
    return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : 0;
  });

/** Kept under the moderation key, so any moderation change asks again. */
export const useMyOpenCaseCount = (enabled: boolean) =>
  useQuery({ queryKey: ['moderation', 'my-open-cases'], queryFn: ({ signal }) => getMyOpenCaseCount(signal), enabled, staleTime: 30_000 });
