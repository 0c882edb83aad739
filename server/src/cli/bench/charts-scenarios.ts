// The charts' scenarios: the heavy player's activity per day and trade partners' balances, and an
// item's marketplace history over a year (a popular item, and — without a goal, to watch — the
// most sold one).
import { CATALOG } from '../demo/demo-catalog';
import type { Scenario, ScenarioContext } from './scenario-types';
import { getJson } from './server-process';

export function chartsScenarios(ctx: ScenarioContext, heavyUserId: number, popularItem: string): Scenario[] {
  const { baseUrl, token } = ctx;
  const get = (url: string) => getJson(baseUrl, url, token);
  const history = (name: string) => get(`/api/items/history?${new URLSearchParams({ name, days: '365' }).toString()}`);
  const scenarios: Scenario[] = [
    { name: 'charts: heavy player’s activity, 90 days', goalMs: 150, run: () => get(`/api/players/${heavyUserId}/activity`) },
    { name: 'charts: heavy player’s activity, 365 days', goalMs: 150, run: () => get(`/api/players/${heavyUserId}/activity?days=365`) },
    { name: 'charts: heavy player’s trade partners', goalMs: 150, run: () => get(`/api/players/${heavyUserId}/partners?limit=20`) },
    { name: `charts: item history over a year, "${popularItem}"`, goalMs: 100, run: () => history(popularItem) },
    { name: `charts: item history over a year, the most sold item "${CATALOG[0]!.Name}"`, run: () => history(CATALOG[0]!.Name) },
  ];
  return scenarios.map((scenario) => ({ ...scenario, group: 'charts' }));
}
