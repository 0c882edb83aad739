import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_CATEGORIES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`action log API [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      for (let i = 0; i < 3; i++) await t.createUser({ username: `staff${i}` });
      await t.request('POST', '/api/auth/roles', { token: t.adminToken, body: { name: 'auditors' } });
    });
    afterAll(() => t.close());

    const logs = (query: string) => t.request('GET', `/api/admin/logs${query}`, { token: t.adminToken });

    it('lists newest first, 50 per page by default, with pagination', async () => {
      const res = await logs('');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pagination).toMatchObject({ page: 1, limit: 50 });
      expect(body.pagination.total).toBe(body.logs.length);
      const times = body.logs.map((l: { timestamp: string }) => l.timestamp);
      expect([...times].sort().reverse()).toEqual(times);
      expect(body.logs[0]).toMatchObject({ category: 'roles', action: 'role_created', username: 'admin' });
      expect(Object.keys(body.logs[0]).sort()).toEqual(['_id', 'action', 'category', 'details', 'ipAddress', 'targets', 'timestamp', 'username']);
    });

    it('filters by category, username and dates, and pages', async () => {
      const users = (await logs('?category=users')).json();
      expect(users.logs.every((l: { category: string }) => l.category === 'users')).toBe(true);
      expect(users.pagination.total).toBe(3);
      const byName = (await logs('?username=STAFF1')).json();
      expect(byName.logs.map((l: { action: string }) => l.action)).toEqual(['login']);
      const page = (await logs('?category=users&limit=2&page=2')).json();
      expect(page.logs).toHaveLength(1);
      expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
      const future = (await logs(`?startDate=${Date.now() + 60_000}`)).json();
      expect(future.logs).toEqual([]);
      const asc = (await logs('?sortOrder=asc&category=users')).json();
      expect(asc.logs[0].details.username).toBe('staff0');
    });

    it('rejects bad filters with a sentence naming the field', async () => {
      for (const [query, field] of [
        ['?category=nope', 'category'],
        ['?limit=5000', 'limit'],
        ['?startDate=yesterday', 'startDate'],
        ['?sortBy=username', 'sortBy'],
        ['?page=0', 'page'],
      ]) {
        const res = await logs(query!);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toContain(field);
      }
    });

    it('lists the categories', async () => {
      const res = await t.request('GET', '/api/admin/log-categories', { token: t.adminToken });
      expect(res.json()).toEqual({ success: true, categories: [...LOG_CATEGORIES] });
    });
  });
}
