import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`roles API [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('lists the system roles first, without _id, and the permission list', async () => {
      const res = await t.request('GET', '/api/auth/roles', { token: t.adminToken });
      const roles = res.json().roles as { name: string; system: boolean; _id?: string }[];
      expect(roles.slice(0, 3).map((r) => [r.name, r.system, r._id])).toEqual([
        ['admin', true, undefined],
        ['user', true, undefined],
        ['guest', true, undefined],
      ]);
      const perms = await t.request('GET', '/api/auth/permissions', { token: t.adminToken });
      expect(perms.json()).toEqual({ success: true, permissions: [...PERMISSIONS] });
    });

    it('protects system roles with the catalogue sentences', async () => {
      for (const name of ['admin', 'User', 'guest']) {
        const edit = await t.request('PUT', `/api/auth/roles/${name}`, { token: t.adminToken, body: { name: 'x', permissions: [] } });
        expect(edit.statusCode).toBe(403);
        expect(edit.json().error).toBe(MESSAGES.systemRoleEdit);
        const del = await t.request('DELETE', `/api/auth/roles/${name}`, { token: t.adminToken });
        expect(del.statusCode).toBe(403);
        expect(del.json().error).toBe(MESSAGES.systemRoleDelete);
      }
    });

    it('validates role names with the catalogue sentences', async () => {
      const cases: [object, string][] = [
        [{ description: 'x' }, MESSAGES.roleNameRequired],
        [{ name: '' }, MESSAGES.roleNameRequired],
        [{ name: 'has space' }, MESSAGES.roleNameChars],
        [{ name: 'semi;colon' }, MESSAGES.roleNameChars],
      ];
      for (const [body, error] of cases) {
        const res = await t.request('POST', '/api/auth/roles', { token: t.adminToken, body });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, error });
      }
      const taken = await t.request('POST', '/api/auth/roles', { token: t.adminToken, body: { name: 'ADMIN' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(MESSAGES.roleNameTaken);
    });

    it('creates, assigns, edits and deletes a custom role; changes apply on the next request', async () => {
      const created = await t.request('POST', '/api/auth/roles', {
        token: t.adminToken,
        body: { name: 'chat_mod', description: 'Reads chat', permissions: ['view_chat'] },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe('Role created successfully');
      const role = created.json().role as { _id: string };
      expect(role._id).toMatch(/^[0-9a-f]{24}$/);

      const user = await t.createUser({ username: 'custom_holder', role: role._id });
      const check = await t.request('GET', '/api/auth/check', { token: user.token });
      expect(check.json().user).toMatchObject({ role: role._id, roleName: 'chat_mod', effectivePermissions: ['view_chat'] });

      const inUse = await t.request('DELETE', `/api/auth/roles/${role._id}`, { token: t.adminToken });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().error).toBe(MESSAGES.roleInUse);

      const edited = await t.request('PUT', `/api/auth/roles/${role._id}`, {
        token: t.adminToken,
        body: { name: 'chat_mod', description: 'Reads chat and trades', permissions: ['view_chat', 'view_trades'] },
      });
      expect(edited.json()).toMatchObject({ success: true, message: 'Role updated successfully', role: { permissions: ['view_chat', 'view_trades'] } });
      const after = await t.request('GET', '/api/auth/check', { token: user.token });
      expect(after.json().user.effectivePermissions).toEqual(['view_chat', 'view_trades']);

      await t.request('PUT', `/api/auth/users/${user.id}`, { token: t.adminToken, body: { role: 'guest' } });
      const del = await t.request('DELETE', `/api/auth/roles/${role._id}`, { token: t.adminToken });
      expect(del.json()).toEqual({ success: true, message: 'Role deleted successfully' });
      const logs = await t.request('GET', '/api/admin/logs?category=roles', { token: t.adminToken });
      expect((logs.json().logs as { action: string }[]).map((l) => l.action)).toEqual(['role_deleted', 'role_updated', 'role_created']);
      expect((await t.request('DELETE', `/api/auth/roles/${role._id}`, { token: t.adminToken })).statusCode).toBe(404);
    });
  });
}
