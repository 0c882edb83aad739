// The watch rules, the alert inbox and the Discord webhooks, asked of the server. Every change asks
// again for everything under the watch key (rules, alerts and the unread count).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AlertsReadResponse,
  AlertsResponse,
  AlertsUnreadResponse,
  PlayerLookup,
  DiscordWebhookResponse,
  DiscordWebhooksResponse,
  WatchRuleResponse,
  WatchRulesResponse,
  type AlertsReadBody,
  type AlertsUnreadBody,
  type DiscordWebhookBody,
} from '@staff-console/domain';
import { apiRequest } from '../../lib/api-client';
import { UNREAD_KEY, WATCH_KEY } from './unread-alerts';

export const watchKeys = {
  rules: [...WATCH_KEY, 'rules'] as const,
  alerts: (q: AlertsRequest) => [...WATCH_KEY, 'alerts', q] as const,
  webhooks: [...WATCH_KEY, 'webhooks'] as const,
};

export interface AlertsRequest {
  unread: boolean;
  ruleId?: string;
  /** One group's alerts (with its rule). */
  group?: string;
  page: number;
  limit: number;
}

export function alertsParams(q: AlertsRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (q.unread) params.set('unread', 'true');
  if (q.ruleId) params.set('ruleId', q.ruleId);
  if (q.group) params.set('group', q.group);
  params.set('page', String(q.page));
  params.set('limit', String(q.limit));
  return params;
}

/** A page of the inbox; unfiltered by rule, its unread count is the top bar's too, so the two never disagree. */
export function useAlerts(q: AlertsRequest) {
  const client = useQueryClient();
  return useQuery({
    queryKey: watchKeys.alerts(q),
    queryFn: async ({ signal }) => {
      const page = await apiRequest(`/api/alerts?${alertsParams(q).toString()}`, { signal, schema: AlertsResponse });
      if (!q.ruleId && !q.group) client.setQueryData(UNREAD_KEY, page.unread);
      return page;
    },
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export const useWatchRules = (enabled = true) =>
  useQuery({
    queryKey: watchKeys.rules,
    queryFn: ({ signal }) => apiRequest('/api/watch-rules', { signal, schema: WatchRulesResponse }).then((r) => r.rules),
    enabled,
  });

export const useDiscordWebhooks = (enabled: boolean) =>
  useQuery({
    queryKey: watchKeys.webhooks,
    queryFn: ({ signal }) => apiRequest('/api/admin/discord-webhooks', { signal, schema: DiscordWebhooksResponse }).then((r) => r.webhooks),
    enabled,
  });

/** A mutation that asks again for everything the watch screens show once it succeeds. */
export function useWatchMutation<V, R>(request: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => client.invalidateQueries({ queryKey: WATCH_KEY }) });
}

export const createWatchRule = (body: unknown) => apiRequest('/api/watch-rules', { method: 'POST', body, schema: WatchRuleResponse }).then((r) => r.rule);
export const updateWatchRule = ({ id, body }: { id: string; body: unknown }) =>
  apiRequest(`/api/watch-rules/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: WatchRuleResponse }).then((r) => r.rule);
export const deleteWatchRule = (id: string) => apiRequest(`/api/watch-rules/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const markAlertsRead = (body: AlertsReadBody) => apiRequest('/api/alerts/read', { method: 'POST', body, schema: AlertsReadResponse });
export const undoMarkAlertsRead = (body: AlertsUnreadBody) => apiRequest('/api/alerts/unread', { method: 'POST', body, schema: AlertsUnreadResponse });
/** The players seen under a name (a watch rule's player may be typed as a name). */
export const lookUpPlayerName = (name: string) => apiRequest(`/api/players?name=${encodeURIComponent(name)}`, { schema: PlayerLookup }).then((r) => r.data);
export const createDiscordWebhook = (body: DiscordWebhookBody) =>
  apiRequest('/api/admin/discord-webhooks', { method: 'POST', body, schema: DiscordWebhookResponse }).then((r) => r.webhook);
export const deleteDiscordWebhook = (id: string) => apiRequest(`/api/admin/discord-webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
