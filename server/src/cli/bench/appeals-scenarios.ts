// The Appeals screen's scenarios, on the data of appeals-data.ts: the open queue's first and a deep
// page (oldest first), the decided lists (newest decision first), the sidebar's open count, and one
// appeal with its sanction.
import type { AppealsPage } from '@staff-console/domain';
import type { Scenario, ScenarioContext } from './scenario-types';
import { getJson } from './server-process';

export async function appealsScenarios(ctx: ScenarioContext): Promise<Scenario[]> {
  const { baseUrl, token } = ctx;
  const get = (url: string) => getJson(baseUrl, url, token);
  const first = ((await get('/api/appeals?status=open&limit=50')) as AppealsPage).appeals[0];
  const scenarios: Scenario[] = [
    { name: 'appeals: queue, open, first page (oldest first)', goalMs: 50, run: () => get('/api/appeals?status=open&limit=50') },
    { name: 'appeals: queue, open, page 100', goalMs: 50, run: () => get('/api/appeals?status=open&page=100&limit=50') },
    { name: 'appeals: queue, upheld, first page (newest first)', goalMs: 50, run: () => get('/api/appeals?status=upheld&limit=50') },
    { name: 'appeals: queue, lifted, page 20', goalMs: 50, run: () => get('/api/appeals?status=lifted&page=20&limit=50') },
    { name: 'appeals: the sidebar’s open count', goalMs: 20, run: () => get('/api/appeals/open-count') },
  ];
  if (first) scenarios.push({ name: 'appeals: one appeal with its sanction', goalMs: 30, run: () => get(`/api/appeals/${first._id}`) });
  return scenarios.map((scenario) => ({ ...scenario, group: 'appeals' }));
}
