import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

type Entry = { action: string; username: string; details: Record<string, unknown> };

for (const engine of ENGINES) {
  describe(`refusals in the action log [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const entries = async (category: string, action: string): Promise<Entry[]> => {
      const res = await t.request('GET', `/api/admin/logs?category=${category}&limit=1000`, { token: t.adminToken });
      return (res.json().logs as Entry[]).filter((l) => l.action === action);
    };

    it('records an access denial once per user, route and minute', async () => {
      const { token } = await t.createUser({ username: 'curious_guest', role: 'guest' });
      for (let i = 0; i < 5; i++) expect((await t.request('GET', '/api/auth/users', { token })).statusCode).toBe(403);
      const denied = (await entries('auth', 'access_denied')).filter((e) => e.username === 'curious_guest');
      expect(denied).toHaveLength(1);
      expect(denied[0]!.details).toMatchObject({ method: 'GET', route: '/api/auth/users', status: 403, error: MESSAGES.adminOnly });
    });

    it('records sign-in throttling under the name that was tried', async () => {
      await t.createUser({ username: 'hammered' });
      for (let i = 0; i < 13; i++) {
        await t.request('POST', '/api/auth/login', { body: { username: 'hammered', password: `guess-${i}` }, remoteAddress: '198.51.100.90' });
      }
      const throttled = (await entries('auth', 'throttled')).filter((e) => e.username === 'hammered');
      expect(throttled).toHaveLength(1);
      expect(throttled[0]!.details).toMatchObject({ route: '/api/auth/login', status: 429, error: MESSAGES.tooManyAttempts });
    });

    it('records a staff change refused by a rule', async () => {
      const self = (await t.request('GET', '/api/auth/check', { token: t.adminToken })).json().user.id as string;
      const res = await t.request('PUT', `/api/auth/users/${self}`, { token: t.adminToken, body: { active: false } });
      expect(res.statusCode).toBe(409);
      const refused = await entries('auth', 'user_change_refused');
      expect(refused).toHaveLength(1);
      expect(refused[0]!.details).toMatchObject({ method: 'PUT', route: '/api/auth/users/:id', status: 409, error: MESSAGES.lastAdmin });
    });
  });
}
