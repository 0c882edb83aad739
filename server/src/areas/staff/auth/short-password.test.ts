// Every staff password has at least 12 characters. A password set before the rule still signs in,
// but that session opens only what changing the password (and signing out) needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { hashPassword } from '../accounts/passwords';
import { codeAt } from '../accounts/totp';
import { resetPassword } from '../../../cli/admin/reset-password';

const OLD_SHORT = 'old-pass-11';
const NEW_LONG = 'a-much-longer-password';

for (const engine of ENGINES) {
  describe(`12-character staff passwords [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    /** An account whose password predates the rule (set in storage, as an older version allowed). */
    async function withShortPassword(username: string, role = 'user') {
      const { id, token } = await t.createUser({ username, role, password: 'a-compliant-password' });
      await t.app.deps.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(OLD_SHORT) })
        .where('id', '=', id)
        .execute();
      return { id, token };
    }

    it('creating a user, an administrator setting a password and changing my own all refuse 11 characters', async () => {
      const created = await t.request('POST', '/api/auth/users', {
        token: t.adminToken,
        body: { username: 'too_short', password: 'eleven-char', role: 'user' },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toBe(MESSAGES.passwordTooShort);
      expect(MESSAGES.passwordTooShort).toBe('Password must be at least 12 characters');
      const { id, token } = await t.createUser({ username: 'sets_short', password: 'twelve-chars' });
      const set = await t.request('PUT', `/api/auth/users/${id}`, { token: t.adminToken, body: { password: 'eleven-char' } });
      expect(set.statusCode).toBe(400);
      expect(set.json().error).toBe(MESSAGES.passwordTooShort);
      const own = await t.request('PUT', '/api/auth/profile', { token, body: { currentPassword: 'twelve-chars', password: 'eleven-char' } });
      expect(own.statusCode).toBe(400);
      expect(own.json().error).toBe(MESSAGES.passwordTooShort);
      expect(
        (await t.request('POST', '/api/auth/login', { body: { username: 'sets_short', password: 'twelve-chars' } })).json().user.passwordChangeRequired,
      ).toBeUndefined();
    });

    it('the operator reset refuses a short password', async () => {
      await t.createUser({ username: 'cli_target' });
      await expect(resetPassword(t.database, 'cli_target', 'eleven-char')).rejects.toThrow(MESSAGES.passwordTooShort);
    });

    it('a sign-in with an older short password opens only the password change and sign-out until it is changed', async () => {
      await withShortPassword('old_timer');
      const login = await t.request('POST', '/api/auth/login', { body: { username: 'old_timer', password: OLD_SHORT } });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.passwordChangeRequired).toBe(true);
      const token = login.json().token as string;
      const logs = (await t.request('GET', '/api/admin/logs?category=auth&limit=200', { token: t.adminToken })).json().logs as {
        action: string;
        username: string;
        details: Record<string, unknown>;
      }[];
      expect(logs.find((l) => l.action === 'login' && l.username === 'old_timer')?.details).toEqual({ belowMinimumLength: true });

      const blocked = await t.request('GET', '/api/chat', { token });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ success: false, error: MESSAGES.passwordChangeRequired, code: 'password_change_required' });
      expect((await t.request('GET', '/api/auth/sessions', { token })).statusCode).toBe(403);
      const check = await t.request('GET', '/api/auth/check', { token });
      expect(check.statusCode).toBe(200);
      expect(check.json().user.passwordChangeRequired).toBe(true);

      const changed = await t.request('PUT', '/api/auth/profile', { token, body: { currentPassword: OLD_SHORT, password: NEW_LONG } });
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json().token as string;
      expect((await t.request('GET', '/api/chat', { token: fresh })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/check', { token: fresh })).json().user.passwordChangeRequired).toBeUndefined();
      expect(
        (await t.request('POST', '/api/auth/login', { body: { username: 'old_timer', password: NEW_LONG } })).json().user.passwordChangeRequired,
      ).toBeUndefined();
    });

    it('signing out works before the change', async () => {
      await withShortPassword('leaves_early');
      const token = (await t.request('POST', '/api/auth/login', { body: { username: 'leaves_early', password: OLD_SHORT } })).json().token as string;
      expect((await t.request('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/check', { token })).statusCode).toBe(401);
    });

    it('a two-factor sign-in carries the mark from the password step to its session', async () => {
      const { token: setupToken } = await withShortPassword('old_with_app');
      const { secret } = (await t.request('POST', '/api/auth/two-factor/setup', { token: setupToken })).json<{ secret: string }>();
      expect((await t.request('POST', '/api/auth/two-factor/enable', { token: setupToken, body: { code: codeAt(secret) } })).statusCode).toBe(200);
      const first = await t.request('POST', '/api/auth/login', { body: { username: 'old_with_app', password: OLD_SHORT } });
      const second = await t.request('POST', '/api/auth/login/2fa', { body: { challenge: first.json().challenge, code: codeAt(secret, Date.now() + 30_000) } });
      expect(second.json().user.passwordChangeRequired).toBe(true);
      const blocked = await t.request('GET', '/api/chat', { token: second.json().token });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('password_change_required');
    });
  });
}
