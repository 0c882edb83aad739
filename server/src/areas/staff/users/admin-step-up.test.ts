// An administrator who changes another administrator's password or two-factor confirms with their
// own password (and code when they use two-factor); a non-administrator's change needs neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { ADMIN_PASSWORD, createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { codeAt } from '../accounts/totp';

const PASSWORD = 'first-staff-password';
const NEW_PASSWORD = 'second-staff-password';
const STEP = 30_000;

for (const engine of ENGINES) {
  describe(`step-up for changes to another administrator [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const signsIn = async (username: string, password: string) =>
      (await t.request('POST', '/api/auth/login', { body: { username, password } })).statusCode === 200;
    const setPassword = (id: string, body: object, token = t.adminToken) => t.request('PUT', `/api/auth/users/${id}`, { token, body });
    const refusals = async (username: string) => {
      const logs = (await t.request('GET', '/api/admin/logs?category=users&limit=100', { token: t.adminToken })).json().logs as {
        action: string;
        details: { username?: string; change?: string; reason?: string };
      }[];
      return logs.filter((l) => l.action === 'step_up_failed' && l.details.username === username).map((l) => `${l.details.change}:${l.details.reason}`);
    };

    /** Turns two-factor on for a signed-in account; answers its secret. */
    async function turnOnTwoFactor(token: string) {
      const { secret } = (await t.request('POST', '/api/auth/two-factor/setup', { token })).json<{ secret: string }>();
      expect((await t.request('POST', '/api/auth/two-factor/enable', { token, body: { code: codeAt(secret) } })).statusCode).toBe(200);
      return secret;
    }

    it("a non-administrator's password changes without confirmation", async () => {
      const { id } = await t.createUser({ username: 'plain_staff', password: PASSWORD, role: 'user' });
      expect((await setPassword(id, { password: NEW_PASSWORD })).statusCode).toBe(200);
      expect(await signsIn('plain_staff', NEW_PASSWORD)).toBe(true);
    });

    it("another administrator's password needs the caller's own password: missing 400, wrong 403, nothing changed, audited", async () => {
      const { id } = await t.createUser({ username: 'other_admin', password: PASSWORD, role: 'admin' });
      const missing = await setPassword(id, { password: NEW_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(MESSAGES.stepUpPasswordRequired);
      const wrong = await setPassword(id, { password: NEW_PASSWORD, yourPassword: 'not-my-password-at-all' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toBe(MESSAGES.stepUpPasswordIncorrect);
      expect(await signsIn('other_admin', PASSWORD)).toBe(true);
      expect(await refusals('other_admin')).toEqual(expect.arrayContaining(['password:password_missing', 'password:wrong_password']));

      const confirmed = await setPassword(id, { password: NEW_PASSWORD, yourPassword: ADMIN_PASSWORD });
      expect(confirmed.statusCode).toBe(200);
      expect(await signsIn('other_admin', NEW_PASSWORD)).toBe(true);
    });

    it('an administrator by a direct admin permission is protected the same way', async () => {
      const { id } = await t.createUser({ username: 'direct_admin', password: PASSWORD, role: 'user', permissions: ['admin'] });
      const missing = await setPassword(id, { password: NEW_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(MESSAGES.stepUpPasswordRequired);
      expect(await signsIn('direct_admin', PASSWORD)).toBe(true);
    });

    it("resetting another administrator's two-factor needs the caller's password; the reset happens only when confirmed", async () => {
      const { id, token } = await t.createUser({ username: 'phoneless_admin', password: PASSWORD, role: 'admin' });
      await turnOnTwoFactor(token);
      const missing = await t.request('DELETE', `/api/auth/users/${id}/two-factor`, { token: t.adminToken });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(MESSAGES.stepUpPasswordRequired);
      const wrong = await t.request('DELETE', `/api/auth/users/${id}/two-factor`, { token: t.adminToken, body: { yourPassword: 'not-my-password-at-all' } });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toBe(MESSAGES.stepUpPasswordIncorrect);
      expect((await t.request('POST', '/api/auth/login', { body: { username: 'phoneless_admin', password: PASSWORD } })).json().twoFactorRequired).toBe(true);
      expect(await refusals('phoneless_admin')).toEqual(expect.arrayContaining(['two_factor:password_missing', 'two_factor:wrong_password']));

      const done = await t.request('DELETE', `/api/auth/users/${id}/two-factor`, { token: t.adminToken, body: { yourPassword: ADMIN_PASSWORD } });
      expect(done.statusCode).toBe(200);
      expect(await signsIn('phoneless_admin', PASSWORD)).toBe(true);
    });

    it('a caller with two-factor on confirms with a current code too', async () => {
      const { token } = await t.createUser({ username: 'careful_admin', password: PASSWORD, role: 'admin' });
      const secret = await turnOnTwoFactor(token);
      const { id } = await t.createUser({ username: 'target_admin', password: PASSWORD, role: 'admin' });
      const noCode = await setPassword(id, { password: NEW_PASSWORD, yourPassword: PASSWORD }, token);
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().error).toBe(MESSAGES.stepUpCodeRequired);
      const badCode = await setPassword(id, { password: NEW_PASSWORD, yourPassword: PASSWORD, yourCode: '000000' }, token);
      expect(badCode.statusCode).toBe(403);
      expect(badCode.json().error).toBe(MESSAGES.stepUpCodeIncorrect);
      expect(await signsIn('target_admin', PASSWORD)).toBe(true);
      const ok = await setPassword(id, { password: NEW_PASSWORD, yourPassword: PASSWORD, yourCode: codeAt(secret, Date.now() + STEP) }, token);
      expect(ok.statusCode).toBe(200);
      expect(await signsIn('target_admin', NEW_PASSWORD)).toBe(true);
    });

    it('confirmations are throttled like sign-ins: after 10 wrong ones the right one gets 429', async () => {
      const { token } = await t.createUser({ username: 'guessing_admin', password: PASSWORD, role: 'admin' });
      const { id } = await t.createUser({ username: 'guessed_admin', password: PASSWORD, role: 'admin' });
      for (let i = 0; i < 10; i++) {
        const res = await setPassword(id, { password: NEW_PASSWORD, yourPassword: `wrong-guess-number-${i}` }, token);
        expect(res.statusCode).toBe(403);
      }
      const blocked = await setPassword(id, { password: NEW_PASSWORD, yourPassword: PASSWORD }, token);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe(MESSAGES.tooManyAttempts);
      expect(await signsIn('guessed_admin', PASSWORD)).toBe(true);
    });
  });
}
