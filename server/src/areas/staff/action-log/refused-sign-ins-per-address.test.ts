// Refused sign-ins from one address are one action-log entry a minute, however many names they
// try: the entry counts them and keeps the first 20 names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

type Entry = { action: string; username: string; ipAddress?: string; details: Record<string, unknown> };

const SPRAYER = '203.0.113.66';

/** Waits for a fresh minute when too little of this one is left for the burst. */
async function roomInThisMinute(needMs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

for (const engine of ENGINES) {
  describe(`refused sign-ins summarised per address [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('500 sign-ins under different names from a blocked address write one throttled entry with the count and 20 names', async () => {
      // The address uses up its 50 attempts first.
      for (let i = 0; i < 50; i++) {
        const res = await t.request('POST', '/api/auth/login', { body: { username: `warmup${i}`, password: 'not-the-password' }, remoteAddress: SPRAYER });
        expect(res.statusCode).toBe(401);
      }
      await roomInThisMinute(20_000);
      const before = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 500; i++) {
        const res = await t.request('POST', '/api/auth/login', { body: { username: `spray${i}`, password: 'not-the-password' }, remoteAddress: SPRAYER });
        statuses.push(res.statusCode);
      }
      expect(Date.now() - before).toBeLessThan(20_000);
      expect(statuses.every((s) => s === 429)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_200));

      const logs = (await t.request('GET', '/api/admin/logs?category=auth&limit=1000', { token: t.adminToken })).json().logs as Entry[];
      const throttled = logs.filter((l) => l.action === 'throttled' && String(l.username).startsWith('spray'));
      expect(throttled).toHaveLength(1);
      expect(throttled[0]!.username).toBe('spray0');
      expect(throttled[0]!.details).toMatchObject({ route: '/api/auth/login', status: 429, error: MESSAGES.tooManyAttempts, count: 500 });
      expect(throttled[0]!.details.usernames).toEqual(Array.from({ length: 20 }, (_, i) => `spray${i}`));
    });
  });
}
