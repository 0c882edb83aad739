import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { codeAt } from '../accounts/totp';

const STEP = 30_000;

for (const engine of ENGINES) {
  describe(`two-factor sign-in [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    /** Creates a user and turns two-factor on; answers the secret, recovery codes and a token. */
    async function withTwoFactor(username: string) {
      const { id, token } = await t.createUser({ username, role: 'user' });
      const setup = await t.request('POST', '/api/auth/two-factor/setup', { token });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl, qrCode } = setup.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
      expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Staff%20Console:${username}\\?`));
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const enabled = await t.request('POST', '/api/auth/two-factor/enable', { token, body: { code: codeAt(secret) } });
      expect(enabled.statusCode).toBe(200);
      const recoveryCodes = enabled.json().recoveryCodes as string[];
      return { id, token, secret, recoveryCodes };
    }

    const passwordStep = (username: string, password = 'password-123', remoteAddress?: string) =>
      t.request('POST', '/api/auth/login', { body: { username, password }, ...(remoteAddress ? { remoteAddress } : {}) });

    it('set-up: a code confirms the secret, then ten recovery codes are shown once; the secret is sealed at rest', async () => {
      const { id, secret, recoveryCodes } = await withTwoFactor('sets_up');
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const row = await t.app.deps.db.selectFrom('users').select(['totp_secret', 'totp_enabled']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.totp_enabled).toBe(1);
      expect(row.totp_secret).not.toContain(secret);
      const stored = await t.app.deps.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', id).execute();
      expect(stored.map((r) => r.code_hash).join()).not.toContain(recoveryCodes[0]!.replace('-', ''));
      const check = await t.request('GET', '/api/auth/check', { token: await t.login('admin', 'correct-horse-battery-staple') });
      expect(check.json().user.twoFactorEnabled).toBe(false);
    });

    it('a wrong code does not turn it on', async () => {
      const { token } = await t.createUser({ username: 'mistypes' });
      const { secret } = (await t.request('POST', '/api/auth/two-factor/setup', { token })).json<{ secret: string }>();
      const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
      const res = await t.request('POST', '/api/auth/two-factor/enable', { token, body: { code: wrong } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.twoFactorCodeInvalid);
      expect((await t.request('GET', '/api/auth/check', { token })).json().user.twoFactorEnabled).toBe(false);
    });

    it('the password step answers a challenge instead of a token; the code completes the sign-in', async () => {
      const { secret } = await withTwoFactor('two_step');
      const first = await passwordStep('two_step');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toEqual({ success: false, twoFactorRequired: true, challenge: expect.any(String) });
      expect(first.body).not.toMatch(/token/);
      const second = await t.request('POST', '/api/auth/login/2fa', { body: { challenge: body.challenge, code: codeAt(secret, Date.now() + STEP) } });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ success: true, user: { username: 'two_step', twoFactorEnabled: true } });
      expect((await t.request('GET', '/api/auth/check', { token: second.json().token })).statusCode).toBe(200);
      // The challenge is used up.
      const again = await t.request('POST', '/api/auth/login/2fa', { body: { challenge: body.challenge, code: codeAt(secret, Date.now() - STEP) } });
      expect(again.statusCode).toBe(401);
      expect(again.json().error).toBe(MESSAGES.twoFactorChallengeExpired);
    });

    it('a code is accepted once: the same code cannot sign in twice', async () => {
      const { secret } = await withTwoFactor('no_replay');
      const code = codeAt(secret, Date.now() + STEP);
      const a = (await passwordStep('no_replay')).json().challenge as string;
      const b = (await passwordStep('no_replay')).json().challenge as string;
      expect((await t.request('POST', '/api/auth/login/2fa', { body: { challenge: a, code } })).statusCode).toBe(200);
      const replay = await t.request('POST', '/api/auth/login/2fa', { body: { challenge: b, code } });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toBe(MESSAGES.twoFactorCodeInvalid);
    });

    it('a recovery code signs in once, typed in any case and without its dash', async () => {
      const { recoveryCodes } = await withTwoFactor('lost_phone');
      const typed = ` ${recoveryCodes[3]!.replace('-', '').toUpperCase()} `;
      const challenge = (await passwordStep('lost_phone')).json().challenge as string;
      expect((await t.request('POST', '/api/auth/login/2fa', { body: { challenge, code: typed } })).statusCode).toBe(200);
      const next = (await passwordStep('lost_phone')).json().challenge as string;
      expect((await t.request('POST', '/api/auth/login/2fa', { body: { challenge: next, code: recoveryCodes[3] } })).statusCode).toBe(401);
    });

    it('codes are throttled like passwords: a burst of 50 guesses evaluates 10', async () => {
      await withTwoFactor('guessed_code');
      const challenge = (await passwordStep('guessed_code', 'password-123', '192.0.2.200')).json().challenge as string;
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.request('POST', '/api/auth/login/2fa', { body: { challenge, code: String(100000 + i * 7919) }, remoteAddress: `192.0.2.${i + 1}` }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      // The right password does not reset the count between guesses.
      const afterwards = await passwordStep('guessed_code');
      expect(afterwards.statusCode).toBe(429);
    });

    it('an expired or unknown challenge is refused', async () => {
      const { id, secret } = await withTwoFactor('slow_typist');
      const challenge = (await passwordStep('slow_typist')).json().challenge as string;
      await t.app.deps.db
        .updateTable('login_challenges')
        .set({ expires_at: Date.now() - 1 })
        .where('user_id', '=', id)
        .execute();
      const res = await t.request('POST', '/api/auth/login/2fa', { body: { challenge, code: codeAt(secret, Date.now() + STEP) } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MESSAGES.twoFactorChallengeExpired);
      expect((await t.request('POST', '/api/auth/login/2fa', { body: { challenge: 'made-up', code: '123456' } })).statusCode).toBe(401);
    });

    it('turning it off needs the password and a code; new recovery codes replace the old', async () => {
      const { token, secret, recoveryCodes } = await withTwoFactor('turns_off');
      const fresh = await t.request('POST', '/api/auth/two-factor/recovery-codes', { token, body: { code: codeAt(secret, Date.now() + STEP) } });
      expect(fresh.statusCode).toBe(200);
      const newCodes = fresh.json().recoveryCodes as string[];
      const badPassword = await t.request('POST', '/api/auth/two-factor/disable', { token, body: { password: 'wrong-password', code: newCodes[0] } });
      expect(badPassword.json().error).toBe(MESSAGES.currentPasswordIncorrect);
      const oldCode = await t.request('POST', '/api/auth/two-factor/disable', { token, body: { password: 'password-123', code: recoveryCodes[0] } });
      expect(oldCode.json().error).toBe(MESSAGES.twoFactorCodeInvalid);
      const off = await t.request('POST', '/api/auth/two-factor/disable', { token, body: { password: 'password-123', code: newCodes[0] } });
      expect(off.json()).toEqual({ success: true, message: 'Two-factor sign-in is off' });
      expect((await passwordStep('turns_off')).json().success).toBe(true);
    });

    it('a role can require it: until set up, only the profile and sign-out open; it cannot then be turned off', async () => {
      const role = await t.request('POST', '/api/auth/roles', { token: t.adminToken, body: { name: 'secure_mods', permissions: ['view_chat'] } });
      const roleId = role.json().role._id as string;
      const { token } = await t.createUser({ username: 'must_enrol', role: roleId });
      const required = await t.request('PUT', `/api/auth/roles/${roleId}/two-factor`, { token: t.adminToken, body: { required: true } });
      expect(required.json().role.requireTwoFactor).toBe(true);

      const blocked = await t.request('GET', '/api/chat', { token });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error).toBe(MESSAGES.twoFactorSetupRequired);
      expect(blocked.json().code).toBe('two_factor_setup_required');
      const me = await t.request('GET', '/api/auth/check', { token });
      expect(me.json().user).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });

      const { secret } = (await t.request('POST', '/api/auth/two-factor/setup', { token })).json<{ secret: string }>();
      expect((await t.request('POST', '/api/auth/two-factor/enable', { token, body: { code: codeAt(secret) } })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/chat', { token })).statusCode).toBe(200);
      const off = await t.request('POST', '/api/auth/two-factor/disable', {
        token,
        body: { password: 'password-123', code: codeAt(secret, Date.now() + STEP) },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().error).toBe(MESSAGES.twoFactorRequiredByRole);
      const roles = (await t.request('GET', '/api/auth/roles', { token: t.adminToken })).json().roles as { name: string; requireTwoFactor: boolean }[];
      expect(roles.find((r) => r.name === 'secure_mods')?.requireTwoFactor).toBe(true);
      expect(roles.find((r) => r.name === 'admin')?.requireTwoFactor).toBe(false);
    });

    it("an administrator resets a user's two-factor, audited", async () => {
      const { id } = await withTwoFactor('phone_in_lake');
      const res = await t.request('DELETE', `/api/auth/users/${id}/two-factor`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      expect((await passwordStep('phone_in_lake')).json().success).toBe(true);
      const logs = await t.request('GET', '/api/admin/logs?category=users', { token: t.adminToken });
      expect(
        (logs.json().logs as { action: string; details: { username?: string } }[]).some(
          (l) => l.action === 'two_factor_reset' && l.details.username === 'phone_in_lake',
        ),
      ).toBe(true);
    });
  });
}
