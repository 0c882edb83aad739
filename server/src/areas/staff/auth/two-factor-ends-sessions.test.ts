// Turning two-factor on ends the account's other sessions, which were signed in with the password
// alone; the session that turned it on stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { codeAt } from '../accounts/totp';

for (const engine of ENGINES) {
  describe(`turning two-factor on [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it("ends the account's older password-only sessions, not the current one", async () => {
      const { token: current } = await t.createUser({ username: 'enrols_now', password: 'enrolling-password' });
      const older = await t.login('enrols_now', 'enrolling-password');
      const { token: bystander } = await t.createUser({ username: 'someone_else', password: 'bystander-password' });
      const { secret } = (await t.request('POST', '/api/auth/two-factor/setup', { token: current })).json<{ secret: string }>();
      expect((await t.request('POST', '/api/auth/two-factor/enable', { token: current, body: { code: codeAt(secret) } })).statusCode).toBe(200);

      expect((await t.request('GET', '/api/auth/check', { token: older })).statusCode).toBe(401);
      expect((await t.request('GET', '/api/auth/check', { token: current })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/check', { token: bystander })).statusCode).toBe(200);
      const sessions = (await t.request('GET', '/api/auth/sessions', { token: current })).json().sessions as { current: boolean }[];
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.current).toBe(true);
    });
  });
}
