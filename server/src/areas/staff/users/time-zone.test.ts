// Each staff member's own time zone: US Eastern until they choose one, checked against the IANA
// list, returned with the user (sign-in, the current user, the users list), and recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`staff time zone [${engine}]`, () => {
    let t: TestApp;
    let token = '';
    beforeAll(async () => {
      t = await createTestApp(engine);
      ({ token } = await t.createUser({ username: 'londoner', role: 'user' }));
    });
    afterAll(() => t.close());

    const me = async () => (await t.request('GET', '/api/auth/check', { token })).json<{ user: { timeZone: string } }>().user;
    const setZone = (timeZone: unknown) => t.request('PUT', '/api/auth/profile', { token, body: { timeZone } });

    it('is US Eastern by default', async () => {
      expect((await me()).timeZone).toBe('America/New_York');
    });

    it('takes an IANA zone, returns it with the user and records the change', async () => {
      const res = await setZone('Europe/London');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Profile updated successfully', user: { username: 'londoner', timeZone: 'Europe/London' } });
      expect((await me()).timeZone).toBe('Europe/London');
      const login = await t.request('POST', '/api/auth/login', { body: { username: 'londoner', password: 'password-123' } });
      expect(login.json<{ user: { timeZone: string } }>().user.timeZone).toBe('Europe/London');
      const users = (await t.request('GET', '/api/auth/users', { token: t.adminToken })).json<{ users: { username: string; timeZone: string }[] }>().users;
      expect(users.find((u) => u.username === 'londoner')?.timeZone).toBe('Europe/London');
      const logs = (await t.request('GET', '/api/admin/logs?action=profile_updated&username=londoner', { token: t.adminToken })).json<{
        logs: { details: unknown }[];
      }>().logs;
      expect(logs[0]?.details).toEqual({ fields: ['timeZone'] });
      expect((await setZone('UTC')).json<{ user: { timeZone: string } }>().user.timeZone).toBe('UTC');
    });

    it('refuses a zone not in the list with a sentence, changing nothing', async () => {
      await setZone('Asia/Tokyo');
      for (const bad of ['Mars/Olympus_Mons', 'EST5EDT-nope', '', 'x'.repeat(65), 42]) {
        const res = await setZone(bad);
        expect(res.statusCode, String(bad)).toBe(400);
        expect(res.json<{ error: string }>().error, String(bad)).toContain(
          typeof bad === 'number' ? 'timeZone' : 'Time zone must be an IANA time zone such as America/New_York or Europe/London',
        );
      }
      expect((await me()).timeZone).toBe('Asia/Tokyo');
    });
  });
}
