import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../test/harness';

// Which address the action log records for a failed sign-in, for a given X-Forwarded-For.
async function loggedAddress(t: TestApp, forwardedFor: string | undefined, username: string): Promise<string> {
  await t.request('POST', '/api/auth/login', {
    body: { username, password: 'not-the-password' },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    remoteAddress: '10.9.9.9',
  });
  const logs = await t.request('GET', `/api/admin/logs?category=auth&username=${username}`, { token: t.adminToken });
  const entry = (logs.json().logs as { username: string; ipAddress: string }[]).find((l) => l.username === username);
  return entry!.ipAddress;
}

for (const engine of ENGINES) {
  describe(`client address behind proxies [${engine}]`, () => {
    describe('no proxy trusted (the default)', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(engine);
      });
      afterAll(() => t.close());

      it('ignores X-Forwarded-For: the client cannot choose its address', async () => {
        expect(await loggedAddress(t, '203.0.113.5', 'direct_a')).toBe('10.9.9.9');
      });
    });

    describe('one proxy hop trusted', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(engine, { trustProxy: { hops: 1 } });
      });
      afterAll(() => t.close());

      it('takes the address the proxy appended, not one the client put before it', async () => {
        expect(await loggedAddress(t, '203.0.113.5', 'hop_a')).toBe('203.0.113.5');
        expect(await loggedAddress(t, '1.1.1.1, 203.0.113.6', 'hop_b')).toBe('203.0.113.6');
      });

      it('ignores an entry that is not an IP address, however long (never a 500)', async () => {
        expect(await loggedAddress(t, 'x'.repeat(300), 'hop_c')).toBe('10.9.9.9');
        expect(await loggedAddress(t, `203.0.113.7, ${'9'.repeat(80)}`, 'hop_d')).toBe('203.0.113.7');
        const res = await t.request('POST', '/api/auth/login', {
          body: { username: 'admin', password: 'nope-nope' },
          headers: { 'x-forwarded-for': `${'a'.repeat(70)}` },
        });
        expect(res.statusCode).toBe(401);
      });
    });

    describe('proxies listed by address', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(engine, { trustProxy: { proxies: ['10.0.0.0/8'] } });
      });
      afterAll(() => t.close());

      it('believes the header from a listed proxy only', async () => {
        expect(await loggedAddress(t, '198.51.100.4', 'listed_a')).toBe('198.51.100.4');
        // A chain through two listed proxies ends at the first address they did not send.
        expect(await loggedAddress(t, '198.51.100.5, 10.1.2.3', 'listed_b')).toBe('198.51.100.5');
      });
    });
  });
}
