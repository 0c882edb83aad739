import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { ADMIN_PASSWORD, createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

for (const engine of ENGINES) {
  describe(`auth [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('signs in with the right password and answers the token and user, never a hash', async () => {
      const res = await t.request('POST', '/api/auth/login', { body: { username: 'ADMIN', password: ADMIN_PASSWORD } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.token.split('.')).toHaveLength(3);
      expect(body.user).toMatchObject({ username: 'admin', role: 'admin', roleName: 'admin', active: true });
      expect(res.body).not.toMatch(/password|argon2/i);
      const claims = payloadOf(body.token);
      expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'id', 'permissions', 'role', 'sid', 'tv', 'username']);
      expect(claims.exp).toBe((claims.iat as number) + t.config.tokenTtlSeconds);
      const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
    });

    it('answers the same sentence for an unknown user and a wrong password, and logs both', async () => {
      const unknown = await t.request('POST', '/api/auth/login', { body: { username: 'nobody-here', password: 'whatever-1' } });
      const wrong = await t.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'wrong-password' } });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ success: false, error: MESSAGES.loginFailed });
      expect(wrong.json()).toEqual({ success: false, error: MESSAGES.loginFailed });
      const logs = await t.request('GET', '/api/admin/logs?category=auth', { token: t.adminToken });
      const actions = (logs.json().logs as { action: string; username: string }[]).map((l) => `${l.action}:${l.username}`);
      expect(actions).toContain('login_failed:nobody-here');
      expect(actions).toContain('login_failed:admin');
      expect(logs.body).not.toContain('wrong-password');
    });

    it('requires a username and a password with the catalogue sentences', async () => {
      const noUser = await t.request('POST', '/api/auth/login', { body: { username: '', password: 'x' } });
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json().error).toBe(MESSAGES.usernameRequired);
      const noPassword = await t.request('POST', '/api/auth/login', { body: { username: 'admin' } });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().error).toBe(MESSAGES.passwordRequired);
    });

    it('check and refresh answer the current user; refresh issues a new valid token', async () => {
      const check = await t.request('GET', '/api/auth/check', { token: t.adminToken });
      expect(check.statusCode).toBe(200);
      expect(check.json().user.username).toBe('admin');
      for (const url of ['/api/auth/refresh', '/api/auth/refresh-token']) {
        const res = await t.request('POST', url, { token: t.adminToken });
        expect(res.statusCode).toBe(200);
        const again = await t.request('GET', '/api/auth/check', { token: res.json().token });
        expect(again.statusCode).toBe(200);
      }
    });

    it('refuses tampered, foreign, unsigned and expired tokens with 401', async () => {
      const claims = payloadOf(t.adminToken);
      const now = Math.floor(Date.now() / 1000);
      const secret = new TextEncoder().encode(t.config.jwtSecret);
      const [h, p, s] = t.adminToken.split('.') as [string, string, string];
      const changedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin', username: 'evil' })).toString('base64url');
      const bad = {
        'alg none': new UnsecuredJWT({ ...claims })
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .encode(),
        'other secret': await new SignJWT({ ...claims })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(new TextEncoder().encode('x'.repeat(48))),
        expired: await new SignJWT({ ...claims })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(now - 7200)
          .setExpirationTime(now - 60)
          .sign(secret),
        'no exp': await new SignJWT({ ...claims, exp: undefined }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).sign(secret),
        'HS512 with the right secret': await new SignJWT({ ...claims })
          .setProtectedHeader({ alg: 'HS512' })
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(secret),
        'changed payload': `${h}.${changedPayload}.${s}`,
        'changed signature': `${h}.${p}.${s.slice(0, -2)}AA`,
        garbage: 'not-a-token',
      };
      for (const [name, token] of Object.entries(bad)) {
        const res = await t.request('GET', '/api/auth/check', { token });
        expect(res.statusCode, name).toBe(401);
        expect(res.json().success, name).toBe(false);
      }
      const none = await t.request('GET', '/api/auth/check');
      expect(none.statusCode).toBe(401);
      expect(none.json().error).toBe(MESSAGES.noToken);
    });

    it('validates profile fields with the catalogue sentences', async () => {
      const { token } = await t.createUser({ username: 'profile_user' });
      const cases: [object, string][] = [
        [{ displayName: '   ' }, MESSAGES.displayNameEmpty],
        [{ email: 'not-an-email' }, MESSAGES.profileInvalidEmail],
        [{ password: 'newpassword' }, MESSAGES.currentPasswordRequired],
        [{ currentPassword: 'password-123' }, MESSAGES.newPasswordRequired],
        [{ currentPassword: 'password-123', password: '12345' }, MESSAGES.passwordTooShort],
        [{ currentPassword: 'password-123', password: 'new-password-1', confirmPassword: 'new-password-2' }, MESSAGES.passwordsDoNotMatch],
      ];
      for (const [body, error] of cases) {
        const res = await t.request('PUT', '/api/auth/profile', { token, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ success: false, error });
      }
      const ok = await t.request('PUT', '/api/auth/profile', { token, body: { displayName: 'Pat', email: 'pat@example.com' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, message: 'Profile updated successfully', user: { displayName: 'Pat', email: 'pat@example.com' } });
    });

    it('a wrong current password is a 400 that keeps the session', async () => {
      const { token } = await t.createUser({ username: 'keeps_session' });
      const res = await t.request('PUT', '/api/auth/profile', { token, body: { currentPassword: 'nope-nope', password: 'another-password-1' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.currentPasswordIncorrect);
      expect((await t.request('GET', '/api/auth/check', { token })).statusCode).toBe(200);
    });

    it('current-password guesses are throttled like sign-in attempts', async () => {
      const { token } = await t.createUser({ username: 'guessed_session' });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.request('PUT', '/api/auth/profile', { token, body: { currentPassword: `guess-${i}`, password: 'another-password-1' } }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      const right = await t.request('PUT', '/api/auth/profile', { token, body: { currentPassword: 'password-123', password: 'another-password-1' } });
      expect(right.statusCode).toBe(429);
    });

    it('a password change answers a fresh token and kills every older token', async () => {
      const { token: first } = await t.createUser({ username: 'changer' });
      const second = await t.login('changer', 'password-123');
      const res = await t.request('PUT', '/api/auth/profile', { token: first, body: { currentPassword: 'password-123', password: 'brand-new-pass' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password changed successfully');
      const fresh = res.json().token as string;
      expect((await t.request('GET', '/api/auth/check', { token: fresh })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/check', { token: first })).statusCode).toBe(401);
      expect((await t.request('GET', '/api/auth/check', { token: second })).statusCode).toBe(401);
      await expect(t.login('changer', 'password-123')).rejects.toThrow();
      await t.login('changer', 'brand-new-pass');
    });

    it('deactivation and deletion kill tokens at once; a deactivated user cannot sign in', async () => {
      const a = await t.createUser({ username: 'to_deactivate', role: 'user' });
      const b = await t.createUser({ username: 'to_delete', role: 'user' });
      expect((await t.request('PUT', `/api/auth/users/${a.id}`, { token: t.adminToken, body: { active: false } })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/check', { token: a.token })).statusCode).toBe(401);
      const login = await t.request('POST', '/api/auth/login', { body: { username: 'to_deactivate', password: 'password-123' } });
      expect(login.statusCode).toBe(401);
      // The same answer as a wrong password: it must not confirm that the guessed password was right.
      expect(login.json().error).toBe(MESSAGES.loginFailed);
      const wrong = await t.request('POST', '/api/auth/login', { body: { username: 'to_deactivate', password: 'not-the-password' } });
      expect(wrong.json()).toEqual(login.json());
      expect((await t.request('DELETE', `/api/auth/users/${b.id}`, { token: t.adminToken })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/check', { token: b.token })).statusCode).toBe(401);
    });

    it('a removed permission takes effect on the next request, whatever the token says', async () => {
      const u = await t.createUser({ username: 'loses_admin', role: 'admin' });
      expect((await t.request('GET', '/api/auth/users', { token: u.token })).statusCode).toBe(200);
      await t.request('PUT', `/api/auth/users/${u.id}`, { token: t.adminToken, body: { role: 'guest' } });
      const res = await t.request('GET', '/api/auth/users', { token: u.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MESSAGES.adminOnly);
    });

    it('token diagnostics describe a valid and an invalid token', async () => {
      const ok = await t.request('GET', '/api/debug/validate-token', { token: t.adminToken });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        status: 'valid',
        localStatus: { username: 'admin', isExpired: false },
        protectedEndpointTest: { status: 200, ok: true },
        authCheckTest: { status: 200, ok: true },
      });
      expect(ok.json().token).not.toBe(t.adminToken);
      const bad = await t.request('GET', '/api/debug/validate-token', { token: 'a.b.c' });
      expect(bad.json()).toMatchObject({ status: 'invalid', protectedEndpointTest: { status: 401, ok: false } });
      const none = await t.request('GET', '/api/debug/validate-token');
      expect(none.statusCode).toBe(401);
      expect(none.json().error).toBe(MESSAGES.noToken);
    });
  });

  describe(`login throttling [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('after 10 failures for an account answers 429 with Retry-After, even with the right password', async () => {
      await t.createUser({ username: 'victim' });
      for (let i = 0; i < 10; i++) {
        const res = await t.request('POST', '/api/auth/login', { body: { username: 'victim', password: `guess-${i}` }, remoteAddress: '10.0.0.1' });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await t.request('POST', '/api/auth/login', { body: { username: 'victim', password: 'password-123' } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe(MESSAGES.tooManyAttempts);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Other accounts are not affected.
      expect((await t.request('POST', '/api/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).statusCode).toBe(200);
    });

    it('a burst of 200 simultaneous wrong passwords for one account evaluates exactly 10', async () => {
      await t.createUser({ username: 'burst_target' });
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.request('POST', '/api/auth/login', { body: { username: 'burst_target', password: `guess-${i}` }, remoteAddress: `10.1.${i >> 6}.${i & 63}` }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(190);
      for (const r of results.filter((x) => x.statusCode === 429)) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      const failures = await t.app.deps.db
        .selectFrom('login_failures')
        .where('username_lower', '=', 'burst_target')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(failures.n)).toBe(10);
    });

    it('a burst from one address for one account waits its turn in memory, and the rest of it is refused from memory for two seconds', async () => {
      await t.createUser({ username: 'burst_pair' });
      const attempt = (i: number) =>
        t.request('POST', '/api/auth/login', { body: { username: 'burst_pair', password: `guess-${i}` }, remoteAddress: '198.51.100.9' });
      const statuses = (await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(i)))).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(90);
      // The database forgets the failures (as when the window passes); this process still remembers the refusal for a moment.
      await t.app.deps.db.deleteFrom('login_failures').where('username_lower', '=', 'burst_pair').execute();
      expect((await attempt(100)).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await attempt(101)).statusCode).toBe(401);
    });

    it('a burst of 120 simultaneous attempts from one address evaluates exactly 50', async () => {
      const results = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          t.request('POST', '/api/auth/login', { body: { username: `sprayer${i}`, password: 'x-password' }, remoteAddress: '203.0.113.77' }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(50);
      expect(statuses.filter((s) => s === 429)).toHaveLength(70);
    });

    it('a successful sign-in does not use up its address, and forgives the account', async () => {
      await t.createUser({ username: 'office_worker' });
      for (let i = 0; i < 9; i++) {
        expect(
          (await t.request('POST', '/api/auth/login', { body: { username: 'office_worker', password: `typo-${i}` }, remoteAddress: '192.0.2.40' })).statusCode,
        ).toBe(401);
      }
      for (let i = 0; i < 60; i++) {
        const ok = await t.request('POST', '/api/auth/login', { body: { username: 'office_worker', password: 'password-123' }, remoteAddress: '192.0.2.41' });
        expect(ok.statusCode).toBe(200);
      }
      const left = await t.app.deps.db
        .selectFrom('login_failures')
        .where('ip', '=', '192.0.2.41')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
    });

    it('after 50 failures from one address answers 429 to that address only', async () => {
      await t.createUser({ username: 'bystander' });
      for (let i = 0; i < 50; i++) {
        const res = await t.request('POST', '/api/auth/login', { body: { username: `spray${i}`, password: 'x-password' }, remoteAddress: '203.0.113.9' });
        expect(res.statusCode).toBe(401);
      }
      const fromAttacker = await t.request('POST', '/api/auth/login', {
        body: { username: 'bystander', password: 'password-123' },
        remoteAddress: '203.0.113.9',
      });
      expect(fromAttacker.statusCode).toBe(429);
      expect(fromAttacker.headers['retry-after']).toBeDefined();
      const fromElsewhere = await t.request('POST', '/api/auth/login', {
        body: { username: 'bystander', password: 'password-123' },
        remoteAddress: '198.51.100.7',
      });
      expect(fromElsewhere.statusCode).toBe(200);
    });
  });
}
