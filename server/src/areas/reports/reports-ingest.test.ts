// POST /api/ingest/reports: validated like every ingest kind (each bad event named, nothing stored),
// idempotent by _id or content, a report of oneself refused, and the excess rule: a reporter's
// reports past the daily allowance are kept but never raise the reported player's priority.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '@staff-console/domain';
import { ENGINES } from '../../test/harness';
import { createReportsApp, MINUTE, postReports, queue, reportEvent, type ReportsApp, reportsOf, T0 } from './reports.fixtures';

for (const engine of ENGINES) {
  describe(`report ingest [${engine}]`, () => {
    let r: ReportsApp;
    beforeAll(async () => (r = await createReportsApp(engine)));
    afterAll(() => r?.t.close());

    it('needs an ingest key, not a staff session', async () => {
      expect((await postReports(r, [reportEvent(1, 2)], { key: null })).statusCode).toBe(401);
      expect((await postReports(r, [reportEvent(1, 2)], { key: 'sck_not-a-key' })).statusCode).toBe(401);
      const staff = await r.t.request('POST', '/api/ingest/reports', { token: r.t.adminToken, body: [reportEvent(1, 2)] });
      expect(staff.statusCode).toBe(401);
      expect((await reportsOf(r, '?reportedId=2')).total).toBe(0);
    });

    it('names every bad event and the self-report, and stores nothing of the batch', async () => {
      const res = await postReports(r, [
        reportEvent(10, 11),
        reportEvent(12, 12),
        { ...reportEvent(13, 14), category: 'rude' },
        { reportedId: 3, category: 'scam', date: T0 },
      ]);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ success: boolean; error: string; errors: { index: number; field: string; error: string }[] }>();
      expect(body.success).toBe(false);
      expect(body.error).toBe('3 events are invalid; nothing was stored.');
      expect(body.errors).toEqual([
        { index: 1, field: 'reportedId', error: 'must not be the reporter: a player cannot report themselves' },
        { index: 2, field: 'category', error: 'must be one of scam, harassment, exploiting, inappropriate, other' },
        { index: 3, field: 'reporterId', error: 'is required' },
      ]);
      expect((await reportsOf(r, '?reporterId=10')).total).toBe(0);
      expect((await postReports(r, { not: 'a list' })).statusCode).toBe(400);
    });

    it('stores a batch once: re-sent, or repeated inside it, by _id or by content', async () => {
      const withId = reportEvent(20, 21, { _id: 'game-report-1' });
      const withoutId = reportEvent(22, 21, { serverId: 'job-1', placeId: 1234 });
      const first = await postReports(r, [withId, withoutId, withoutId], { ndjson: true });
      expect(first.json()).toEqual({ success: true, accepted: 2, duplicates: 1 });
      expect((await postReports(r, [withId, withoutId])).json()).toEqual({ success: true, accepted: 0, duplicates: 2 });
      const { reports, total } = await reportsOf(r, '?reportedId=21');
      expect(total).toBe(2);
      expect(reports.find((x) => x.reporterId === 22)).toMatchObject({
        reporterName: 'Reporter22',
        reportedName: 'Player21',
        category: 'scam',
        serverId: 'job-1',
        placeId: '1234',
        status: 'open',
        excess: false,
        date: new Date(T0).toISOString(),
      });
      const item = (await queue(r)).items.find((i) => i.reportedId === 21);
      expect(item).toMatchObject({ reportedName: 'Player21', open: 2, reporters: 2, priority: 2, categories: { scam: 2 } });
    });

    it("keeps a reporter's reports past the daily allowance as excess, never counted toward priority", async () => {
      const limit = REPORT_LIMITS.perReporterPerDay;
      // 18 reports yesterday-ish (inside the 24 hours before the batch's) are stored first.
      await postReports(
        r,
        Array.from({ length: limit - 2 }, (_, i) => reportEvent(30, 100 + i, { date: T0 - 60 * MINUTE + i })),
      );
      // Then, in one batch: the 19th and 20th in the day (allowed), then two past it, then one a day later (allowed again).
      const batch = [
        reportEvent(30, 200, { date: T0 }),
        reportEvent(30, 201, { date: T0 + 1 }),
        reportEvent(30, 202, { date: T0 + 2 }),
        reportEvent(31, 202, { date: T0 + 3 }),
        reportEvent(30, 203, { date: T0 + 3 }),
        reportEvent(30, 204, { date: T0 + 25 * 60 * MINUTE }),
      ];
      expect((await postReports(r, batch)).json()).toEqual({ success: true, accepted: 6, duplicates: 0 });
      const excessOf = async (reportedId: number) => (await reportsOf(r, `?reportedId=${reportedId}`)).reports.map((x) => [x.reporterId, x.excess]);
      expect(await excessOf(200)).toEqual([[30, false]]);
      expect(await excessOf(201)).toEqual([[30, false]]);
      expect(await excessOf(202)).toEqual([
        [31, false],
        [30, true],
      ]);
      expect(await excessOf(203)).toEqual([[30, true]]);
      expect(await excessOf(204)).toEqual([[30, false]]);
      const items = (await queue(r, '?limit=200')).items;
      // Player 202: two open reports, one reporter counted; 203: one open report, no reporter counted.
      expect(items.find((i) => i.reportedId === 202)).toMatchObject({ open: 2, reporters: 1, priority: 1 });
      expect(items.find((i) => i.reportedId === 203)).toMatchObject({ open: 1, reporters: 0, priority: 0 });
      const record = await r.t.request('GET', '/api/reports/reporters/30', { token: r.viewer.token });
      expect(record.json()).toEqual({ success: true, total: limit + 3, actioned: 0, dismissed: 0, excess: 2 });
    });

    it('records the names a report gives as names seen in reports, shown to staff who may read moderation', async () => {
      await postReports(r, [reportEvent(42, 43, { reporterName: 'Tattler', reportedName: 'Scammer43' })]);
      const labels = async (token: string) =>
        (await r.t.request('GET', '/api/player-labels?ids=42,43', { token })).json<{ players: { userId: number; name: string | null }[] }>().players;
      expect(await labels(r.viewer.token)).toEqual([
        { userId: 42, name: 'Tattler' },
        { userId: 43, name: 'Scammer43' },
      ]);
    });

    it('counts batches of one reporter sent at once against each other', async () => {
      const limit = REPORT_LIMITS.perReporterPerDay;
      const batch = (first: number) => Array.from({ length: limit / 2 }, (_, i) => reportEvent(50, first + i, { date: T0 }));
      const answers = await Promise.all([1000, 2000, 3000, 4000].map((first) => postReports(r, batch(first))));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      const record = await r.t.request('GET', '/api/reports/reporters/50', { token: r.viewer.token });
      expect(record.json()).toEqual({ success: true, total: 2 * limit, actioned: 0, dismissed: 0, excess: limit });
    });

    it('takes the latest name of a player that a report did not name', async () => {
      await r.t.request('POST', '/api/ingest/players', { headers: { 'x-ingest-key': r.key }, body: [{ userId: 41, username: 'KnownName' }] });
      expect((await postReports(r, [reportEvent(40, 41, { reportedName: null })])).statusCode).toBe(200);
      expect((await reportsOf(r, '?reportedId=41')).reports[0]!.reportedName).toBe('KnownName');
    });
  });
}
