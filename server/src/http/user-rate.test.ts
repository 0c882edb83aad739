// The per-user request limit: a token bucket per signed-in staff member. Unit cases on a clock the
// test moves, then the real app on both engines.
import { MESSAGES } from '@staff-console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../test/harness';
import { REFUSAL_DELAY_MS, UserRequestRate } from './user-rate';

describe('UserRequestRate', () => {
  it('allows five seconds of the rate at once, then the rate, each user on their own', () => {
    let now = 0;
    const rate = new UserRequestRate(2, () => now);
    for (let i = 0; i < 10; i++) expect(rate.take('a')).toBeUndefined();
    expect(rate.take('a')).toBe(1);
    expect(rate.take('b')).toBeUndefined();
    now += 500; // one request's worth at two a second
    expect(rate.take('a')).toBeUndefined();
    expect(rate.take('a')).toBe(1);
    now += 60_000; // refills up to the burst, no further
    for (let i = 0; i < 10; i++) expect(rate.take('a')).toBeUndefined();
    expect(rate.take('a')).toBe(1);
  });

  it('is off at zero', () => {
    const rate = new UserRequestRate(0, () => 0);
    for (let i = 0; i < 1000; i++) expect(rate.take('a')).toBeUndefined();
  });
});

for (const engine of ENGINES) {
  describe(`per-user request limit [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { userRequestsPerSecond: 2 });
    });
    afterAll(() => t.close());

    it('answers a user over the limit 429 with a sentence and Retry-After, after a delay, and leaves others alone', async () => {
      const flooder = await t.createUser({ username: 'flooder', role: 'user' });
      const reader = await t.createUser({ username: 'reader', role: 'user' });
      // Two a second, ten at once: a burst of 14 gets 10 answers and 4 refusals.
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 14 }, () => t.request('GET', '/api/chat?page=1&limit=10', { token: flooder.token })));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
      const refused = answers.find((r) => r.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ success: false, error: MESSAGES.userTooFast });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 5);
      // Another person is served as usual.
      expect((await t.request('GET', '/api/chat?page=1&limit=10', { token: reader.token })).statusCode).toBe(200);
      // The refusal is in the action log (once a minute per user and route).
      const logged = await t.database.db
        .selectFrom('action_logs')
        .select(['username', 'action'])
        .where('action', '=', 'throttled')
        .where('username', '=', 'flooder')
        .execute();
      expect(logged).toEqual([{ username: 'flooder', action: 'throttled' }]);
    });

    it('serves the user again once their allowance refills', async () => {
      const user = await t.createUser({ username: 'patient', role: 'user' });
      for (let i = 0; i < 10; i++) expect((await t.request('GET', '/api/auth/check', { token: user.token })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/check', { token: user.token })).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await t.request('GET', '/api/auth/check', { token: user.token })).statusCode).toBe(200);
    });
  });
}
