import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number; sid: string };

for (const engine of ENGINES) {
  describe(`server-side sessions [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { sessionMaxAgeSeconds: 3600, tokenTtlSeconds: 28800 });
    });
    afterAll(() => t.close());

    const check = (token: string) => t.request('GET', '/api/auth/check', { token }).then((r) => r.statusCode);

    it('logout ends this session on the server: its token and any refreshed copy answer 401', async () => {
      const { token } = await t.createUser({ username: 'leaver' });
      const refreshed = (await t.request('POST', '/api/auth/refresh', { token })).json().token as string;
      const other = await t.login('leaver', 'password-123');
      const out = await t.request('POST', '/api/auth/logout', { token });
      expect(out.json()).toEqual({ success: true, message: 'Signed out' });
      expect(await check(token)).toBe(401);
      expect(await check(refreshed)).toBe(401);
      expect((await t.request('POST', '/api/auth/refresh', { token: refreshed })).statusCode).toBe(401);
      // Another sign-in of the same user is another session, and lives on.
      expect(await check(other)).toBe(200);
      const logs = await t.request('GET', '/api/admin/logs?category=auth', { token: t.adminToken });
      expect((logs.json().logs as { action: string; username: string }[]).some((l) => l.action === 'logout' && l.username === 'leaver')).toBe(true);
    });

    it('lists my live sessions with address and user agent, marks the current one, and ends one of them', async () => {
      const { token } = await t.createUser({ username: 'two_devices' });
      const laptop = await t.request('POST', '/api/auth/login', {
        body: { username: 'two_devices', password: 'password-123' },
        headers: { 'user-agent': 'Laptop browser' },
        remoteAddress: '198.51.100.23',
      });
      const laptopToken = laptop.json().token as string;
      const list = await t.request('GET', '/api/auth/sessions', { token });
      expect(list.statusCode).toBe(200);
      const sessions = list.json().sessions as {
        id: string;
        ip: string;
        userAgent: string;
        current: boolean;
        createdAt: string;
        lastSeenAt: string;
        expiresAt: string;
      }[];
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      const laptopSession = sessions.find((s) => s.userAgent === 'Laptop browser')!;
      expect(laptopSession).toMatchObject({ ip: '198.51.100.23', current: false, id: payloadOf(laptopToken).sid });
      expect(Date.parse(laptopSession.expiresAt) - Date.parse(laptopSession.createdAt)).toBe(3600 * 1000);

      const ended = await t.request('DELETE', `/api/auth/sessions/${laptopSession.id}`, { token });
      expect(ended.json()).toEqual({ success: true, message: 'Session ended' });
      expect(await check(laptopToken)).toBe(401);
      expect(await check(token)).toBe(200);
      const again = await t.request('DELETE', `/api/auth/sessions/${laptopSession.id}`, { token });
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toBe(MESSAGES.sessionNotFound);
      expect((await t.request('GET', '/api/auth/sessions', { token })).json().sessions).toHaveLength(1);
    });

    it("cannot end or even see another user's session", async () => {
      const a = await t.createUser({ username: 'owner_a' });
      const b = await t.createUser({ username: 'owner_b' });
      const bSession = payloadOf(b.token).sid;
      const res = await t.request('DELETE', `/api/auth/sessions/${bSession}`, { token: a.token });
      expect(res.statusCode).toBe(404);
      expect(await check(b.token)).toBe(200);
      const listed = (await t.request('GET', '/api/auth/sessions', { token: a.token })).json().sessions as { id: string }[];
      expect(listed.map((s) => s.id)).not.toContain(bSession);
    });

    it("an administrator ends all of a user's sessions, audited", async () => {
      const u = await t.createUser({ username: 'stolen_laptop' });
      const second = await t.login('stolen_laptop', 'password-123');
      const res = await t.request('DELETE', `/api/auth/users/${u.id}/sessions`, { token: t.adminToken });
      expect(res.json()).toEqual({ success: true, ended: 2, message: '2 sessions ended' });
      expect(await check(u.token)).toBe(401);
      expect(await check(second)).toBe(401);
      // The account itself still works: a fresh sign-in starts a new session.
      expect(await check(await t.login('stolen_laptop', 'password-123'))).toBe(200);
      const logs = await t.request('GET', '/api/admin/logs?category=users', { token: t.adminToken });
      const entry = (logs.json().logs as { action: string; details: Record<string, unknown> }[]).find((l) => l.action === 'sessions_ended');
      expect(entry?.details).toMatchObject({ userId: u.id, username: 'stolen_laptop', ended: 2 });
      const missing = await t.request('DELETE', '/api/auth/users/ffffffffffffffffffffffff/sessions', { token: t.adminToken });
      expect(missing.statusCode).toBe(404);
    });

    it('a token never outlives its session: expiry is capped at the maximum age from sign-in', async () => {
      const { token } = await t.createUser({ username: 'long_shift' });
      const claims = payloadOf(token);
      // TOKEN_TTL is 8 h here, the session's maximum age 1 h: the token ends with the session.
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);
      const refreshed = payloadOf((await t.request('POST', '/api/auth/refresh', { token })).json().token);
      expect(refreshed.sid).toBe(claims.sid);
      expect(refreshed.exp).toBeLessThanOrEqual(claims.exp);
    });

    it('a session past its maximum age is refused, and refresh cannot revive it', async () => {
      const { token } = await t.createUser({ username: 'overtime' });
      const { sid } = payloadOf(token);
      // Age the session on the server, as if its sign-in were over an hour ago.
      await t.app.deps.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1000 })
        .where('id', '=', sid)
        .execute();
      expect(await check(token)).toBe(401);
      expect((await t.request('POST', '/api/auth/refresh', { token })).statusCode).toBe(401);
    });

    it('a password change ends every other session and keeps this one', async () => {
      const { token } = await t.createUser({ username: 'rotates' });
      const other = await t.login('rotates', 'password-123');
      const res = await t.request('PUT', '/api/auth/profile', { token, body: { currentPassword: 'password-123', password: 'rotated-pass-1' } });
      expect(res.statusCode).toBe(200);
      const fresh = res.json().token as string;
      expect(payloadOf(fresh).sid).toBe(payloadOf(token).sid);
      expect(await check(fresh)).toBe(200);
      expect(await check(other)).toBe(401);
      expect((await t.request('GET', '/api/auth/sessions', { token: fresh })).json().sessions).toHaveLength(1);
    });

    it('a deactivation ends every session of the user', async () => {
      const u = await t.createUser({ username: 'let_go' });
      await t.request('PUT', `/api/auth/users/${u.id}`, { token: t.adminToken, body: { active: false } });
      const live = await t.app.deps.db.selectFrom('sessions').where('user_id', '=', u.id).where('ended_at', 'is', null).select('id').execute();
      expect(live).toEqual([]);
    });
  });
}
