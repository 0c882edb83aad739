import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';
import { resetPassword } from './reset-password';

for (const engine of ENGINES) {
  describe(`admin CLI reset-password [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('lifts the sign-in lockout, ends every session and re-activates the account', async () => {
      const u = await t.createUser({ username: 'locked_out' });
      for (let i = 0; i < 10; i++) await t.request('POST', '/api/auth/login', { body: { username: 'locked_out', password: `guess-${i}` } });
      expect((await t.request('POST', '/api/auth/login', { body: { username: 'locked_out', password: 'password-123' } })).statusCode).toBe(429);
      await t.request('PUT', `/api/auth/users/${u.id}`, { token: t.adminToken, body: { active: false } });

      const outcome = await resetPassword(t.database, 'LOCKED_OUT', 'a-fresh-password');
      expect(outcome).toEqual({ username: 'locked_out', madeAdministrator: false });
      expect((await t.request('GET', '/api/auth/check', { token: u.token })).statusCode).toBe(401);
      const again = await t.request('POST', '/api/auth/login', { body: { username: 'locked_out', password: 'a-fresh-password' } });
      expect(again.statusCode).toBe(200);
    });

    it('makes the account an administrator when none is left (a database edited by hand)', async () => {
      await t.database.db.updateTable('users').set({ role: 'user' }).where('username_lower', '=', 'admin').execute();
      const outcome = await resetPassword(t.database, 'admin', 'recovered-password');
      expect(outcome.madeAdministrator).toBe(true);
      const token = await t.login('admin', 'recovered-password');
      expect((await t.request('GET', '/api/auth/users', { token })).statusCode).toBe(200);
    });

    it('names an unknown account', async () => {
      await expect(resetPassword(t.database, 'nobody_here', 'whatever-password')).rejects.toThrow("No staff account named 'nobody_here'.");
    });
  });
}
