// Token diagnostics spend from the caller's per-user allowance like every other signed-in route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`/api/debug/validate-token and the per-user limit [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { userRequestsPerSecond: 2 });
    });
    afterAll(() => t.close());

    it('answers 429 with Retry-After once the allowance is spent', async () => {
      const { token } = await t.createUser({ username: 'diagnoser', password: 'diagnosing-password' });
      const results = [];
      for (let i = 0; i < 15; i++) results.push(await t.request('GET', '/api/debug/validate-token', { token }));
      const statuses = results.map((r) => r.statusCode);
      // Two a second, ten at once (five seconds' worth): a quick run of fifteen cannot all pass.
      expect(statuses).toContain(429);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      const refused = results.find((r) => r.statusCode === 429)!;
      expect(refused.json().error).toBe(MESSAGES.userTooFast);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });
  });
}
