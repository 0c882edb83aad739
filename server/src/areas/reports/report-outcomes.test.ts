// GET /api/ingest/report-outcomes: what the game tells reporters. Every resolved report once, in
// order, page after page; never the reason, the sanction, the staff member or a name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportOutcome, ReportOutcomesResponse } from '@staff-console/domain';
import { ENGINES } from '../../test/harness';
import { createReportsApp, reportEvent, type ReportsApp, reportsOf, storeReports } from './reports.fixtures';

for (const engine of ENGINES) {
  describe(`report outcomes feed [${engine}]`, () => {
    let r: ReportsApp;
    beforeAll(async () => (r = await createReportsApp(engine)));
    afterAll(() => r?.t.close());

    const feed = (query: string, key: string | null = r.key, token?: string) =>
      r.t.request('GET', `/api/ingest/report-outcomes${query}`, { headers: key === null ? {} : { 'x-ingest-key': key }, ...(token ? { token } : {}) });
    const drain = async (from: string, limit: number): Promise<{ outcomes: ReportOutcome[]; cursor: string }> => {
      const outcomes: ReportOutcome[] = [];
      let cursor = from;
      for (;;) {
        const res = await feed(`?after=${cursor}&limit=${limit}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json<ReportOutcomesResponse>();
        outcomes.push(...page.outcomes);
        if (page.outcomes.length === 0) return { outcomes, cursor };
        expect(Number(page.cursor)).toBeGreaterThan(Number(cursor));
        cursor = page.cursor;
      }
    };

    it('needs an ingest key, not a staff session, and a cursor from an earlier answer', async () => {
      expect((await feed('', null)).statusCode).toBe(401);
      expect((await feed('', null, r.t.adminToken)).statusCode).toBe(401);
      expect((await feed('', 'sck_not-a-key')).statusCode).toBe(401);
      expect((await feed('?after=abc', null)).statusCode).toBe(401);
      const bad = await feed('?after=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, error: "Invalid query parameter 'after': must be a cursor from an earlier answer" });
      expect((await feed('?limit=501')).statusCode).toBe(400);
      expect((await feed('')).json()).toEqual({ success: true, outcomes: [], cursor: '0' });
      expect((await feed('?after=latest')).json()).toEqual({ success: true, outcomes: [], cursor: '0' });
    });

    it('pages every outcome exactly once, in order, and tells nothing of who decided or why', async () => {
      await storeReports(r, [reportEvent(1, 800), reportEvent(2, 800), reportEvent(3, 801), reportEvent(4, 802)]);
      const dismissed = await r.t.request('POST', '/api/reports/resolve', {
        token: r.mod.token,
        body: { reportedId: 800, action: 'dismissed', reason: 'SecretReasonText' },
      });
      expect(dismissed.statusCode).toBe(200);
      const sanction = await r.t.request('POST', '/api/players/801/sanctions', { token: r.mod.token, body: { type: 'warn', reason: 'PrivateSanctionReason' } });
      expect(sanction.statusCode).toBe(201);

      const { outcomes, cursor } = await drain('0', 1);
      const reportIdOf = async (reportedId: number) => (await reportsOf(r, `?reportedId=${reportedId}`)).reports;
      const of800 = await reportIdOf(800);
      const of801 = await reportIdOf(801);
      expect(outcomes.map((o) => [o.reporterId, o.outcome])).toEqual([
        ...of800
          .slice()
          .reverse()
          .map((x) => [x.reporterId, 'dismissed']),
        [3, 'actioned'],
      ]);
      expect(new Set(outcomes.map((o) => o.reportId))).toEqual(new Set([...of800, ...of801].map((x) => x._id)));
      expect(outcomes.every((o) => Object.keys(o).sort().join() === 'at,outcome,reportId,reporterId')).toBe(true);
      const text = JSON.stringify(outcomes);
      for (const secret of ['SecretReasonText', 'PrivateSanctionReason', 'mod', 'Player', 'Reporter', sanction.json().sanction._id])
        expect(text).not.toContain(secret);
      expect((await drain('0', 2)).outcomes).toEqual(outcomes);
      // Asked again from the last cursor: nothing new, the same cursor back; then only what came after.
      expect((await feed(`?after=${cursor}`)).json()).toEqual({ success: true, outcomes: [], cursor });
      // A game server starting asks for the feed's end, and hears only what is decided from then on.
      expect((await feed('?after=latest')).json()).toEqual({ success: true, outcomes: [], cursor });
      await r.t.request('POST', '/api/reports/resolve', { token: r.mod.token, body: { reportedId: 802, action: 'dismissed', reason: 'r' } });
      expect((await drain(cursor, 10)).outcomes.map((o) => o.reporterId)).toEqual([4]);
    });
  });
}
