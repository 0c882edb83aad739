// An account created without an e-mail gets a generated placeholder address that screens never
// show; sending the empty field back (the admin dialog, the profile) keeps it, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlaceholderEmail, shownEmail } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`placeholder e-mails [${engine}]`, () => {
    let t: TestApp;
    let id = '';
    let token = '';
    beforeAll(async () => {
      t = await createTestApp(engine);
      ({ id, token } = await t.createUser({ username: 'noemail', role: 'user' }));
    });
    afterAll(() => t.close());

    const email = async () => (await t.request('GET', '/api/auth/check', { token })).json<{ user: { email: string } }>().user.email;

    it('is generated at the reserved domain and recognised as one', async () => {
      const address = await email();
      expect(address).toMatch(/^noemail\.\d+\.[0-9a-f]{8}@placeholder\.invalid$/);
      expect(isPlaceholderEmail(address)).toBe(true);
      expect(shownEmail(address)).toBe('');
      expect(shownEmail('mod@example.com')).toBe('mod@example.com');
    });

    it('stays as it is when the empty field is sent back, and no change is recorded', async () => {
      const before = await email();
      const admin = await t.request('PUT', `/api/auth/users/${id}`, { token: t.adminToken, body: { email: '', displayName: 'No Email' } });
      expect(admin.statusCode).toBe(200);
      expect(admin.json<{ user: { email: string } }>().user.email).toBe(before);
      const updated = (await t.request('GET', '/api/admin/logs?action=user_updated', { token: t.adminToken })).json<{
        logs: { details: { fields: string[] } }[];
      }>();
      expect(updated.logs[0]?.details.fields).toEqual(['display_name']);
      const own = await t.request('PUT', '/api/auth/profile', { token, body: { email: '', displayName: 'Still No Email' } });
      expect(own.statusCode).toBe(200);
      expect(await email()).toBe(before);
      const profile = (await t.request('GET', '/api/admin/logs?action=profile_updated', { token: t.adminToken })).json<{
        logs: { details: { fields: string[] } }[];
      }>();
      expect(profile.logs[0]?.details.fields).toEqual(['displayName']);
    });
  });
}
