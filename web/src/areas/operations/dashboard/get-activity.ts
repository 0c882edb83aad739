// GET /api/stats/activity: one request for both of the dashboard's Activity charts.
import { useQuery } from '@tanstack/react-query';
import { ActivityResponse } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export const activityKey = ['stats', 'activity'] as const;

export const getActivity = (signal?: AbortSignal) => apiRequest('/api/stats/activity', { signal, schema: ActivityResponse });

export const useActivity = () => useQuery({ queryKey: activityKey, queryFn: ({ signal }) => getActivity(signal) });
