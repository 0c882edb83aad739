// GET /api/admin/stats: its documented shape (docs/RULES.md, "API"), figures that follow ingested
// rows and staff changes, the latest 10 action-log entries, and administrators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type StatsResponse } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { insertPlayers } from '../../../db/fixtures/players.fixtures';
import { insertMarketplace } from '../../../db/fixtures/marketplace.fixtures';
import { insertTrades } from '../../../db/fixtures/trades.fixtures';

const trade = (n: number) => ({
  date: `2024-06-0${n}T00:00:00.000Z`,
  sender: `Sender${n}`,
  receiver: `Receiver${n}`,
  sentItems: { items: [n] },
  receivedItems: { items: [{ Name: 'Hat', Value: n }] },
});

for (const engine of ENGINES) {
  describe(`admin stats [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    async function stats(): Promise<StatsResponse['stats']> {
      const res = await t.request('GET', '/api/admin/stats', { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<StatsResponse>();
      expect(body.success).toBe(true);
      return body.stats;
    }

    it('answers the stats shape on an empty database', async () => {
      const s = await stats();
      expect(s.users).toEqual({ total: 1 });
      expect(s.data).toEqual({ chat: 0, marketplace: 0, trades: 0, players: 0 });
      expect(s.leaderboards).toEqual({ Value: 0, Bux: 0, Levels: 0, ItemAmount: 0 });
      expect(s.recentLogs.length).toBeGreaterThan(0);
      expect(Object.keys(s.recentLogs[0]!).sort()).toEqual(['_id', 'action', 'category', 'details', 'ipAddress', 'timestamp', 'username']);
      // Nothing configured: every log is kept forever.
      expect(s.retention).toEqual({ chat: null, trades: null, marketplace: null, audit: null });
    });

    it('counts stored log rows after they are ingested', async () => {
      await insertTrades(t.database, [trade(1), trade(2), trade(3)]);
      await insertMarketplace(t.database, [
        { boughtItem: '{"Name":"Hat"}', price: 5, seller: 'A', buyer: 'B', date: '2024-06-01T00:00:00.000Z' },
        { boughtItem: 'broken', price: 6, seller: 'C', buyer: 'D', date: '2024-06-02T00:00:00.000Z' },
      ]);
      await insertPlayers(t.database, [
        { userId: 1, username: 'p1', value: 10 },
        { userId: 2, username: 'p2', bux: 5 },
        { userId: 3, username: 'p3' },
        { userId: 4, username: 'p4', level: 9 },
      ]);
      // Chat ingestion keeps two counters; stats show every stored message, hidden ones included.
      await t.database.db.updateTable('counters').set({ value: 7 }).where('name', '=', 'chat').execute();
      await t.database.db.updateTable('counters').set({ value: 5 }).where('name', '=', 'chat_visible').execute();
      const s = await stats();
      expect(s.data).toEqual({ chat: 7, marketplace: 2, trades: 3, players: 4 });
      // What Chat Logs shows of them, so the dashboard can say why the two counts differ.
      expect(s.chatShown).toBe(5);
      // Every player is ranked in every category.
      expect(s.leaderboards).toEqual({ Value: 4, Bux: 4, Levels: 4, ItemAmount: 4 });
    });

    it('reads the counters rather than counting the big tables', async () => {
      await t.database.db.updateTable('counters').set({ value: 10_000_000 }).where('name', '=', 'chat').execute();
      expect((await stats()).data.chat).toBe(10_000_000);
      await t.database.db.updateTable('counters').set({ value: 7 }).where('name', '=', 'chat').execute();
    });

    it('follows staff changes and lists the latest 10 action-log entries, newest first', async () => {
      const created: string[] = [];
      for (let i = 0; i < 6; i++) created.push((await t.createUser({ username: `staff${i}` })).id);
      let s = await stats();
      expect(s.users.total).toBe(7);
      expect(s.recentLogs).toHaveLength(10);
      const times = s.recentLogs.map((log) => log.timestamp);
      expect([...times].sort().reverse()).toEqual(times);
      expect(s.recentLogs.some((log) => log.category === 'users' && log.action === 'user_created' && log.details.username === 'staff5')).toBe(true);

      const res = await t.request('DELETE', `/api/auth/users/${created[0]}`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      s = await stats();
      expect(s.users.total).toBe(6);
      expect(s.recentLogs[0]).toMatchObject({ category: 'users', action: 'user_deleted', username: 'admin' });
    });

    it('is for administrators only', async () => {
      expect((await t.request('GET', '/api/admin/stats')).statusCode).toBe(401);
      const staff = await t.createUser({ username: 'viewer', role: 'user', permissions: ['view_trades', 'view_marketplace'] });
      const res = await t.request('GET', '/api/admin/stats', { token: staff.token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.adminOnly });
      const admin = await t.createUser({ username: 'second-admin', role: 'admin' });
      expect((await t.request('GET', '/api/admin/stats', { token: admin.token })).statusCode).toBe(200);
    });
  });
}
