// The Reports screens' scenarios, on the data of reports-data.ts: the queue's first page in each
// order and with a category, the most reported player's reports, and the chat before a report (of
// one game server, and of the two players when the report names no server).
import type { ReportQueueResponse, ReportsResponse } from '@staff-console/domain';
import type { Scenario, ScenarioContext } from './scenario-types';
import { getJson } from './server-process';

export async function reportsScenarios(ctx: ScenarioContext): Promise<Scenario[]> {
  const { baseUrl, token } = ctx;
  const get = (url: string) => getJson(baseUrl, url, token);
  const top = ((await get('/api/reports/queue?sort=priority&limit=1')) as ReportQueueResponse).items[0];
  if (!top) return [];
  const reports = ((await get(`/api/reports?reportedId=${top.reportedId}&limit=50`)) as ReportsResponse).reports;
  const inServer = reports.find((r) => r.serverId !== undefined);
  const noServer = reports.find((r) => r.serverId === undefined);
  const scenarios: Scenario[] = [
    { name: 'reports: queue, first page by priority', goalMs: 50, run: () => get('/api/reports/queue?sort=priority&limit=50') },
    { name: 'reports: queue, first page oldest first', goalMs: 50, run: () => get('/api/reports/queue?sort=oldest&limit=50') },
    { name: 'reports: queue, first page newest first', goalMs: 50, run: () => get('/api/reports/queue?sort=newest&limit=50') },
    { name: 'reports: queue, scams by priority', goalMs: 50, run: () => get('/api/reports/queue?category=scam&sort=priority&limit=50') },
    { name: 'reports: queue, unclaimed, page 100', goalMs: 50, run: () => get('/api/reports/queue?assignee=none&sort=priority&page=100&limit=50') },
    { name: 'reports: the most reported player’s reports', goalMs: 30, run: () => get(`/api/reports?reportedId=${top.reportedId}&limit=50`) },
  ];
  if (inServer) scenarios.push({ name: 'reports: context of a report (its server)', goalMs: 50, run: () => get(`/api/reports/${inServer._id}/context`) });
  if (noServer) scenarios.push({ name: 'reports: context of a report (two players)', goalMs: 50, run: () => get(`/api/reports/${noServer._id}/context`) });
  return scenarios.map((scenario) => ({ ...scenario, group: 'reports' }));
}
