// The demo's player reports, sent through the ingest API from generated chat: the queue has players
// reported by several others, the chat before a report is the reported player's server, and the
// player who reports everyone has reports kept as excess.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportContextResponse, ReportQueueResponse, ReporterRecordResponse, ReportsResponse } from '@staff-console/domain';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { generateInto } from './demo-load';
import { seedReports } from './demo-reports';

describe('demo reports [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await generateInto(t.database, { chat: 3000, trades: 100, marketplace: 100, players: 200 }, undefined, { seed: 5, endAt: Date.UTC(2026, 10, 20) });
  });
  afterAll(() => t?.close());

  it('fills the queue: six players reported by seven down to two players, and one reporter past the daily allowance', async () => {
    const made = await seedReports(t.app, t.config.adminUsername, ADMIN_PASSWORD);
    expect(made.reports).toBe(27 + 25);
    const get = <T>(url: string) => t.request('GET', url, { token: t.adminToken }).then((res) => res.json<T>());
    const queue = await get<ReportQueueResponse>('/api/reports/queue?sort=priority&limit=6');
    expect(queue.items.map((item) => item.reporters)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(queue.total).toBe(made.players);

    const top = queue.items[0]!;
    const reports = await get<ReportsResponse>(`/api/reports?reportedId=${top.reportedId}`);
    const first = reports.reports.at(-1)!;
    expect(first.serverId).toBeTruthy();
    const context = await get<ReportContextResponse>(`/api/reports/${first._id}/context`);
    expect(context.messages.some((m) => m.userId === top.reportedId)).toBe(true);

    const eager = (await get<ReportsResponse>(`/api/reports?status=open&limit=200`)).reports.find((r) => r.excess)!;
    const record = await get<ReporterRecordResponse>(`/api/reports/reporters/${eager.reporterId}`);
    expect(record).toMatchObject({ total: 25, excess: 5 });
  });
});
