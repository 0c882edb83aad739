// The public health answers say whether the server and its database are up, and nothing about how
// the server is built: no database engine. Administrators read that at /api/health/details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`health answers by caller [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('tells the public only whether the server and its database are up, never the engine', async () => {
      const health = await t.request('GET', '/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ success: true, message: MESSAGES.apiRunning, database: { ok: true } });
      const ready = await t.request('GET', '/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ success: true, message: MESSAGES.ready, database: { ok: true, pendingMigrations: 0 } });
      for (const res of [health, ready]) expect(res.body).not.toMatch(/engine|sqlite|postgres/i);
      // A signed-in caller gets the same public answer there.
      expect((await t.request('GET', '/api/health', { token: t.adminToken })).body).toBe(health.body);
    });

    it('gives the engine and the schema state to administrators only', async () => {
      const anonymous = await t.request('GET', '/api/health/details');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, error: MESSAGES.noToken });
      const staff = await t.createUser({ username: 'health-viewer', password: 'health-viewer-password', role: 'user', permissions: ['view_chat'] });
      const forbidden = await t.request('GET', '/api/health/details', { token: staff.token });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ success: false, error: MESSAGES.adminOnly });
      const admin = await t.request('GET', '/api/health/details', { token: t.adminToken });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toEqual({ success: true, message: MESSAGES.apiRunning, database: { engine, ok: true, pendingMigrations: 0 } });
    });
  });
}
