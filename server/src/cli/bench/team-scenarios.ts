// The team page's and the dashboard's activity scenarios: the team's statistics over a year of the
// data (the goal: 200 ms) and over its last 30 days, through HTTP; and the activity chart's grouped
// counts over the data's last 14 days, run as the route runs them (as an administrator, who sees
// every log and the shared rules' alerts) but ending at the data's end: the route itself counts the
// 14 days before now, which the bench's data may not reach.
import { dashboardActivity } from '../../areas/operations';
import { DATA_END_AT } from './datasets';
import type { Scenario, ScenarioContext } from './scenario-types';
import { getJson } from './server-process';

const DAY = 86_400_000;

export function teamScenarios(ctx: ScenarioContext): Scenario[] {
  const { baseUrl, token, database } = ctx;
  const get = (url: string) => getJson(baseUrl, url, token);
  const window = (days: number) => `from=${DATA_END_AT - days * DAY}&to=${DATA_END_AT}`;
  const admin = { id: 'bench-administrator', username: 'admin', subject: { role: 'admin' } };
  const scenarios: Scenario[] = [
    { name: 'team: statistics over a year', goalMs: 200, run: () => get(`/api/team/stats?${window(365)}`) },
    { name: 'team: statistics over the last 30 days', goalMs: 100, run: () => get(`/api/team/stats?${window(30)}`) },
    {
      name: 'activity: the dashboard’s hours and alert days, the data’s last 14 days',
      goalMs: 50,
      run: () => dashboardActivity(database, admin, DATA_END_AT - 1),
    },
  ];
  return scenarios.map((scenario) => ({ ...scenario, group: scenario.name.split(':')[0] }));
}
