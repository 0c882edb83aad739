// The queue (one item per reported player, ranked by distinct reporters then newest, or by oldest
// or newest report; filtered by category and assignee; paged and counted), a player's reports
// newest first, a reporter's record, the chat before a report, and who may read each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportContextResponse } from '@staff-console/domain';
import { ENGINES } from '../../test/harness';
import { createReportsApp, MINUTE, postReports, queue, reportEvent, type ReportsApp, reportsOf, storeReports, T0 } from './reports.fixtures';

for (const engine of ENGINES) {
  describe(`report queue [${engine}]`, () => {
    let r: ReportsApp;
    beforeAll(async () => {
      r = await createReportsApp(engine);
      // Player 500: three reporters (one twice), scams and harassment, oldest report at T0.
      // Player 501: two reporters, the newest reports. Player 502: two reporters, older than 501's.
      // Player 503: one reporter, exploiting.
      await storeReports(r, [
        reportEvent(1, 500, { date: T0 }),
        reportEvent(2, 500, { date: T0 + 1 * MINUTE, category: 'harassment' }),
        reportEvent(3, 500, { date: T0 + 2 * MINUTE }),
        reportEvent(3, 500, { date: T0 + 3 * MINUTE }),
        reportEvent(4, 501, { date: T0 + 10 * MINUTE }),
        reportEvent(5, 501, { date: T0 + 11 * MINUTE }),
        reportEvent(6, 502, { date: T0 + 4 * MINUTE }),
        reportEvent(7, 502, { date: T0 + 5 * MINUTE, category: 'harassment' }),
        reportEvent(8, 503, { date: T0 + 6 * MINUTE, category: 'exploiting' }),
      ]);
    });
    afterAll(() => r?.t.close());

    const ids = (items: { reportedId: number }[]) => items.map((i) => i.reportedId);

    it('ranks players by distinct reporters, ties by the newest report', async () => {
      const { items, total } = await queue(r);
      expect(total).toBe(4);
      expect(ids(items)).toEqual([500, 501, 502, 503]);
      expect(items[0]).toEqual({
        reportedId: 500,
        reportedName: 'Player500',
        open: 4,
        reporters: 3,
        categories: { scam: 3, harassment: 1 },
        oldestAt: new Date(T0).toISOString(),
        newestAt: new Date(T0 + 3 * MINUTE).toISOString(),
        priority: 3,
      });
    });

    it('sorts by oldest or newest report, pages and counts', async () => {
      expect(ids((await queue(r, '?sort=oldest')).items)).toEqual([500, 502, 503, 501]);
      expect(ids((await queue(r, '?sort=newest')).items)).toEqual([501, 503, 502, 500]);
      const second = await queue(r, '?sort=newest&limit=2&page=2');
      expect(ids(second.items)).toEqual([502, 500]);
      expect(second.total).toBe(4);
      expect((await queue(r, '?page=3&limit=2')).items).toEqual([]);
    });

    it('filters by category and by assignee', async () => {
      const harassment = await queue(r, '?category=harassment');
      expect(ids(harassment.items)).toEqual([500, 502]);
      expect(harassment.total).toBe(2);
      expect(ids((await queue(r, '?category=exploiting&sort=oldest')).items)).toEqual([503]);
      expect((await queue(r, '?category=other')).total).toBe(0);
      const claimed = await r.t.request('POST', '/api/reports/claim', { token: r.mod.token, body: { reportedId: 502 } });
      expect(claimed.json()).toEqual({ success: true, claimed: 2 });
      const mine = await queue(r, '?assignee=me', r.mod.token);
      expect(ids(mine.items)).toEqual([502]);
      expect(mine.items[0]!.assignee).toEqual({ id: r.mod.id, username: 'mod' });
      expect(ids((await queue(r, `?assignee=${r.mod.id}&sort=oldest`)).items)).toEqual([502]);
      expect(ids((await queue(r, '?assignee=none')).items)).toEqual([500, 501, 503]);
      expect((await queue(r, '?assignee=me')).total).toBe(0);
      expect(ids((await queue(r, '?assignee=none&category=harassment')).items)).toEqual([500]);
    });

    it('refuses bad parameters with a sentence', async () => {
      for (const [query, error] of [
        ['?sort=loudest', "Invalid query parameter 'sort': must be one of priority, oldest, newest"],
        ['?category=rude', "Invalid query parameter 'category': must be one of scam, harassment, exploiting, inappropriate, other"],
        ['?assignee=someone', "Invalid query parameter 'assignee': must be a 24-character hexadecimal id"],
      ]) {
        const res = await r.t.request('GET', `/api/reports/queue${query}`, { token: r.viewer.token });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toBe(error);
      }
    });

    it("lists a player's or a reporter's reports newest first, by status", async () => {
      const of500 = await reportsOf(r, '?reportedId=500');
      expect(of500.total).toBe(4);
      expect(of500.reports.map((x) => x.date)).toEqual([3, 2, 1, 0].map((m) => new Date(T0 + m * MINUTE).toISOString()));
      expect((await reportsOf(r, '?reporterId=3')).reports.map((x) => x.reportedId)).toEqual([500, 500]);
      const claimed = await reportsOf(r, '?status=claimed');
      expect(claimed.reports.map((x) => [x.reportedId, x.status, x.assignee?.username])).toEqual([
        [502, 'claimed', 'mod'],
        [502, 'claimed', 'mod'],
      ]);
      expect((await reportsOf(r, '?reportedId=500&status=claimed')).total).toBe(0);
      const paged = await reportsOf(r, '?limit=2&page=2');
      expect(paged.reports).toHaveLength(2);
      expect(paged.total).toBe(9);
      const record = await r.t.request('GET', '/api/reports/reporters/3', { token: r.viewer.token });
      expect(record.json()).toEqual({ success: true, total: 2, actioned: 0, dismissed: 0, excess: 0 });
    });

    it('answers the chat of everyone in the report’s game server in the ten minutes before it, and only that server', async () => {
      const at = T0 + 200 * MINUTE;
      await storeReports(r, [reportEvent(70, 700, { _id: 'ctx-server-report', date: new Date(at).toISOString(), serverId: 'job-ctx-a' })]);
      const chat = [
        { userId: 700, name: 'Player700', message: 'too early', timestamp: at - 11 * MINUTE, serverId: 'job-ctx-a' },
        { userId: 700, name: 'Player700', message: 'send first', timestamp: at - 5 * MINUTE, serverId: 'job-ctx-a' },
        { userId: 71, name: 'Bystander', message: 'do not do it', timestamp: at - 4 * MINUTE, serverId: 'job-ctx-a' },
        { userId: 700, name: 'Player700', message: 'in another server', timestamp: at - 3 * MINUTE, serverId: 'job-ctx-b' },
        { userId: 70, name: 'Reporter70', message: 'no server said', timestamp: at - 2 * MINUTE },
        { userId: 72, name: 'Late', message: 'after it', timestamp: at + MINUTE, serverId: 'job-ctx-a' },
      ];
      expect((await r.t.request('POST', '/api/ingest/chat', { headers: { 'x-ingest-key': r.key }, body: chat })).statusCode).toBe(200);
      const id = (await reportsOf(r, '?reportedId=700')).reports[0]!._id;
      const res = await r.t.request('GET', `/api/reports/${id}/context`, { token: r.reader.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ReportContextResponse>().messages.map((m) => [m.userId, m.message])).toEqual([
        [700, 'send first'],
        [71, 'do not do it'],
      ]);
    });

    it('answers the chat of both players in the ten minutes before a report, oldest first', async () => {
      const at = T0 + 100 * MINUTE;
      await storeReports(r, [reportEvent(60, 600, { _id: 'ctx-report', date: new Date(at).toISOString() })]);
      const chat = [
        { userId: 600, name: 'Player600', message: 'too early', timestamp: at - 11 * MINUTE },
        { userId: 600, name: 'Player600', message: 'give me your items', timestamp: at - 5 * MINUTE },
        { userId: 60, name: 'Reporter60', message: 'no', timestamp: at - 4 * MINUTE },
        { userId: 61, name: 'Bystander', message: 'not in it', timestamp: at - 3 * MINUTE },
        { userId: 600, name: 'Player600', message: 'after it', timestamp: at + MINUTE },
      ];
      expect((await r.t.request('POST', '/api/ingest/chat', { headers: { 'x-ingest-key': r.key }, body: chat })).statusCode).toBe(200);
      const id = (await reportsOf(r, '?reportedId=600')).reports[0]!._id;
      const res = await r.t.request('GET', `/api/reports/${id}/context`, { token: r.reader.token });
      expect(res.statusCode, res.body).toBe(200);
      const { messages } = res.json<ReportContextResponse>();
      expect(messages.map((m) => [m.userId, m.message])).toEqual([
        [600, 'give me your items'],
        [60, 'no'],
      ]);
      // Reading chat needs view_chat as well.
      expect((await r.t.request('GET', `/api/reports/${id}/context`, { token: r.viewer.token })).statusCode).toBe(403);
      const missing = await r.t.request('GET', '/api/reports/ffffffffffffffffffffffff/context', { token: r.reader.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('No report has this id.');
    });

    it('answers only staff who may read moderation, from their current permissions', async () => {
      const chatOnly = await r.t.createUser({ username: 'chat_only', permissions: ['view_chat'] });
      for (const url of ['/api/reports/queue', '/api/reports', '/api/reports/reporters/3']) {
        expect((await r.t.request('GET', url)).statusCode, url).toBe(401);
        expect((await r.t.request('GET', url, { headers: { 'x-ingest-key': r.key } })).statusCode, url).toBe(401);
        expect((await r.t.request('GET', url, { token: chatOnly.token })).statusCode, url).toBe(403);
        for (const token of [r.viewer.token, r.mod.token, r.t.adminToken]) expect((await r.t.request('GET', url, { token })).statusCode, url).toBe(200);
      }
      // The viewer's permission taken away: refused at once.
      const roleless = await r.t.createUser({ username: 'was_viewer', permissions: ['view_moderation'] });
      expect((await r.t.request('GET', '/api/reports/queue', { token: roleless.token })).statusCode).toBe(200);
      await r.t.request('PUT', `/api/auth/users/${roleless.id}`, { token: r.t.adminToken, body: { permissions: [] } });
      expect((await r.t.request('GET', '/api/reports/queue', { token: roleless.token })).statusCode).toBe(403);
      expect((await postReports(r, [reportEvent(1, 2)], { key: null })).statusCode).toBe(401);
    });
  });
}
