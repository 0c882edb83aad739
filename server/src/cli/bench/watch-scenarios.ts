// The alert inbox at a million alerts: its first page, unread only, a deep page, the last page, one
// rule's inbox (a hundredth of the alerts), and the top bar's unread count.
import type { Scenario, ScenarioContext } from './scenario-types';
import { getJson } from './server-process';
import { benchRuleId } from './watch-data';

export function watchScenarios(ctx: ScenarioContext, alerts: number): Scenario[] {
  const get = (url: string) => getJson(ctx.baseUrl, url, ctx.token);
  const size = alerts.toLocaleString('en-US');
  return [
    { name: `alerts: inbox first page (${size} alerts)`, goalMs: 50, run: () => get('/api/alerts?page=1&limit=50') },
    { name: `alerts: unread only, first page (${size} alerts)`, goalMs: 50, run: () => get('/api/alerts?unread=true&page=1&limit=50') },
    { name: 'alerts: page 200 of the inbox', goalMs: 50, run: () => get('/api/alerts?page=200&limit=50') },
    { name: 'alerts: last page of the inbox', goalMs: 50, run: () => get(`/api/alerts?page=${Math.ceil(alerts / 50)}&limit=50`) },
    { name: "alerts: one rule's inbox, first page", goalMs: 50, run: () => get(`/api/alerts?ruleId=${benchRuleId(7)}&page=1&limit=50`) },
    { name: 'alerts: unread count (top bar)', goalMs: 50, run: () => get('/api/alerts/unread-count') },
  ];
}
