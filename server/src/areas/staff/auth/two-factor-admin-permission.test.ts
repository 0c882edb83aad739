// The admin role's two-factor requirement binds whoever holds `admin`: through the admin role, a
// custom role that carries the permission, or a direct grant on the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { codeAt } from '../accounts/totp';

const PASSWORD = 'staff-password-2fa';
const STEP = 30_000;

for (const engine of ENGINES) {
  describe(`two-factor follows the admin permission [${engine}]`, () => {
    let t: TestApp;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      t = await createTestApp(engine);
      const role = await t.request('POST', '/api/auth/roles', { token: t.adminToken, body: { name: 'deputies', permissions: ['admin'] } });
      tokens.direct = (await t.createUser({ username: 'direct_admin', password: PASSWORD, role: 'user', permissions: ['admin'] })).token;
      tokens.custom = (await t.createUser({ username: 'deputy_admin', password: PASSWORD, role: role.json().role._id as string })).token;
      tokens.moderator = (await t.createUser({ username: 'plain_mod', password: PASSWORD, role: 'user', permissions: ['moderate'] })).token;
      // Last: from here on the test's own administrator is bound too.
      const required = await t.request('PUT', '/api/auth/roles/admin/two-factor', { token: t.adminToken, body: { required: true } });
      expect(required.json().role.requireTwoFactor).toBe(true);
    });
    afterAll(() => t.close());

    /** Admin routes stay shut until two-factor is on; once on, it cannot be turned off. */
    async function expectBound(token: string) {
      const me = await t.request('GET', '/api/auth/check', { token });
      expect(me.json().user).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
      const blocked = await t.request('GET', '/api/auth/users', { token });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ error: MESSAGES.twoFactorSetupRequired, code: 'two_factor_setup_required' });

      const { secret } = (await t.request('POST', '/api/auth/two-factor/setup', { token })).json<{ secret: string }>();
      expect((await t.request('POST', '/api/auth/two-factor/enable', { token, body: { code: codeAt(secret) } })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/auth/users', { token })).statusCode).toBe(200);
      const off = await t.request('POST', '/api/auth/two-factor/disable', { token, body: { password: PASSWORD, code: codeAt(secret, Date.now() + STEP) } });
      expect(off.statusCode).toBe(409);
      expect(off.json().error).toBe(MESSAGES.twoFactorRequiredByRole);
    }

    it("a user role plus the admin permission given directly must set up two-factor as the admin role's members must", async () => {
      await expectBound(tokens.direct!);
    });

    it('a custom role holding admin binds its members the same way', async () => {
      await expectBound(tokens.custom!);
    });

    it('holders of other permissions are not bound by the admin role', async () => {
      const token = tokens.moderator!;
      expect((await t.request('GET', '/api/auth/check', { token })).json().user.twoFactorRequired).toBe(false);
      expect((await t.request('GET', '/api/chat', { token })).statusCode).toBe(200);
    });
  });
}
