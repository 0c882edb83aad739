import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`staff users API [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const create = (body: object) => t.request('POST', '/api/auth/users', { token: t.adminToken, body });

    it('creates a user with role, permissions and active flag; no response carries a password or hash', async () => {
      const res = await create({
        username: 'mod.anna',
        password: 'secret-password',
        displayName: 'Anna',
        email: 'anna@studio.test',
        role: 'user',
        permissions: ['view_users'],
        active: true,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'User created successfully',
        user: {
          username: 'mod.anna',
          displayName: 'Anna',
          email: 'anna@studio.test',
          role: 'user',
          roleName: 'user',
          permissions: ['view_users'],
          active: true,
          profile: { displayName: 'Anna', email: 'anna@studio.test' },
        },
      });
      expect(res.json().user.effectivePermissions).toEqual(['view_chat', 'view_trades', 'view_marketplace', 'view_leaderboards', 'view_users']);
      expect(res.json().user._id).toMatch(/^[0-9a-f]{24}$/);
      const list = await t.request('GET', '/api/auth/users', { token: t.adminToken });
      expect(list.json().users.map((u: { username: string }) => u.username)).toContain('mod.anna');
      for (const body of [res.body, list.body]) {
        expect(body).not.toMatch(/secret-pass|argon2|password_hash|passwordHash/);
      }
    });

    it('enforces every user-form rule with its sentence', async () => {
      const cases: [object, string][] = [
        [{ password: 'secret-password' }, MESSAGES.usernameRequired],
        [{ username: '  ', password: 'secret-password' }, MESSAGES.usernameRequired],
        [{ username: 'no_password' }, MESSAGES.passwordRequired],
        [{ username: 'no_password', password: '' }, MESSAGES.passwordRequired],
        [{ username: 'short_pw', password: '12345' }, MESSAGES.passwordTooShort],
        [{ username: 'bad_email', password: 'secret-password', email: 'nope@' }, MESSAGES.invalidEmail],
        [{ username: 'bad name', password: 'secret-password' }, MESSAGES.usernameInvalid],
        [{ username: 'bad_role', password: 'secret-password', role: 'ffffffffffffffffffffffff' }, MESSAGES.unknownRole],
      ];
      for (const [body, error] of cases) {
        const res = await create(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json(), JSON.stringify(body)).toEqual({ success: false, error });
      }
      const unknownPermission = await create({ username: 'bad_perm', password: 'secret-password', permissions: ['root'] });
      expect(unknownPermission.statusCode).toBe(400);
      expect(unknownPermission.json().error).toContain(MESSAGES.unknownPermission);
      expect((await create({ username: 'MOD.ANNA', password: 'secret-password' })).statusCode).toBe(409);
    });

    it('generates a placeholder e-mail from the username when the e-mail is empty', async () => {
      const res = await create({ username: 'NoMail', password: 'secret-password', email: '' });
      expect(res.json().user.email).toMatch(/^nomail\.\d{13}\.[0-9a-f]{8}@placeholder\.invalid$/);
      const id = res.json().user.id as string;
      const upd = await t.request('PUT', `/api/auth/users/${id}`, { token: t.adminToken, body: { email: '' } });
      expect(upd.json().user.email).toMatch(/^nomail\.\d{13}\.[0-9a-f]{8}@placeholder\.invalid$/);
      // The screens show a placeholder as an empty field: sent back empty, it is kept as it is.
      expect(upd.json().user.email).toBe(res.json().user.email);
    });

    it('updates: username read-only, password only when given, audit entry without secrets', async () => {
      const { id } = await t.createUser({ username: 'editme', password: 'first-password' });
      const renamed = await t.request('PUT', `/api/auth/users/${id}`, { token: t.adminToken, body: { username: 'other' } });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().error).toBe(MESSAGES.usernameReadOnly);
      const blank = await t.request('PUT', `/api/auth/users/${id}`, { token: t.adminToken, body: { username: 'editme', password: '', displayName: 'Edited' } });
      expect(blank.statusCode).toBe(200);
      expect(blank.json().message).toBe('User updated successfully');
      await t.login('editme', 'first-password');
      const pw = await t.request('PUT', `/api/auth/users/${id}`, { token: t.adminToken, body: { password: 'second-password' } });
      expect(pw.statusCode).toBe(200);
      await t.login('editme', 'second-password');
      const logs = await t.request('GET', '/api/admin/logs?category=users', { token: t.adminToken });
      expect(logs.body).not.toContain('second-password');
      const updated = (logs.json().logs as { action: string; details: { username?: string; fields?: string[] } }[]).find(
        (l) => l.action === 'user_updated' && l.details.fields?.includes('password'),
      );
      expect(updated?.details.username).toBe('editme');
      expect((await t.request('PUT', '/api/auth/users/ffffffffffffffffffffffff', { token: t.adminToken, body: {} })).statusCode).toBe(404);
      expect((await t.request('PUT', '/api/auth/users/not-an-id', { token: t.adminToken, body: {} })).statusCode).toBe(400);
    });

    it('deletes with an audit entry naming the deleted user; never the last admin or oneself', async () => {
      const { id } = await t.createUser({ username: 'leaving', role: 'user' });
      const res = await t.request('DELETE', `/api/auth/users/${id}`, { token: t.adminToken });
      expect(res.json()).toEqual({ success: true, message: 'User deleted successfully' });
      const logs = await t.request('GET', '/api/admin/logs?category=users', { token: t.adminToken });
      const entry = (logs.json().logs as { action: string; details: Record<string, string> }[]).find((l) => l.action === 'user_deleted');
      expect(entry?.details).toMatchObject({ deletedUsername: 'leaving', deletedDisplayName: 'leaving', deletedUserId: id });

      const self = await t.request('GET', '/api/auth/check', { token: t.adminToken });
      const selfId = self.json().user.id as string;
      const own = await t.request('DELETE', `/api/auth/users/${selfId}`, { token: t.adminToken });
      expect(own.statusCode).toBe(400);
      expect(own.json().error).toBe(MESSAGES.cannotDeleteSelf);
      const demote = await t.request('PUT', `/api/auth/users/${selfId}`, { token: t.adminToken, body: { role: 'user' } });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error).toBe(MESSAGES.lastAdmin);
      const deactivate = await t.request('PUT', `/api/auth/users/${selfId}`, { token: t.adminToken, body: { active: false } });
      expect(deactivate.statusCode).toBe(409);
      expect((await t.request('DELETE', `/api/auth/users/${id}`, { token: t.adminToken })).statusCode).toBe(404);
    });
  });
}
