import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

// The bootstrap administrator is the only admin of a fresh test app; each test hands the admin
// role around and leaves exactly one administrator behind.
for (const engine of ENGINES) {
  describe(`at least one active administrator remains [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const admins = async (token = t.adminToken) => {
      const res = await t.request('GET', '/api/auth/users', { token });
      if (res.statusCode !== 200) return []; // this token's holder is no administrator any more
      return (res.json().users as { username: string; active: boolean; effectivePermissions: string[]; role: string }[])
        .filter((u) => u.active && (u.role === 'admin' || u.effectivePermissions.includes('admin')))
        .map((u) => u.username);
    };

    it('refuses to empty a custom role that carries the only administrator', async () => {
      const role = await t.request('POST', '/api/auth/roles', {
        token: t.adminToken,
        body: { name: 'head_of_staff_role', description: '', permissions: ['admin'] },
      });
      expect(role.statusCode).toBe(201);
      const roleId = role.json().role._id as string;
      const head = await t.createUser({ username: 'head_of_staff', role: roleId });
      const self = (await t.request('GET', '/api/auth/check', { token: t.adminToken })).json().user.id as string;
      // Move the bootstrap admin off the admin role: the head of staff remains through the role.
      expect((await t.request('PUT', `/api/auth/users/${self}`, { token: t.adminToken, body: { role: 'user' } })).statusCode).toBe(200);
      expect(await admins(head.token)).toEqual(['head_of_staff']);

      const emptied = await t.request('PUT', `/api/auth/roles/${roleId}`, {
        token: head.token,
        body: { name: 'head_of_staff_role', description: '', permissions: [] },
      });
      expect(emptied.statusCode).toBe(409);
      expect(emptied.json()).toEqual({ success: false, error: MESSAGES.lastAdmin });
      expect(await admins(head.token)).toEqual(['head_of_staff']);
      const roles = await t.request('GET', '/api/auth/roles', { token: head.token });
      expect((roles.json().roles as { name: string; permissions: string[] }[]).find((r) => r.name === 'head_of_staff_role')?.permissions).toEqual(['admin']);

      // Hand the admin role back so the next test starts from one plain administrator.
      expect((await t.request('PUT', `/api/auth/users/${self}`, { token: head.token, body: { role: 'admin' } })).statusCode).toBe(200);
      expect((await t.request('DELETE', `/api/auth/users/${head.id}`, { token: t.adminToken })).statusCode).toBe(200);
      expect(await admins()).toEqual(['admin']);
    });

    it('two concurrent demotions of the last two administrators: exactly one passes, every time', async () => {
      for (let round = 0; round < 8; round++) {
        const a = await t.createUser({ username: `pair_a_${round}`, role: 'admin' });
        const b = await t.createUser({ username: `pair_b_${round}`, role: 'admin' });
        const self = (await t.request('GET', '/api/auth/check', { token: t.adminToken })).json().user.id as string;
        // Leave a and b as the only two administrators.
        expect((await t.request('PUT', `/api/auth/users/${self}`, { token: a.token, body: { role: 'user' } })).statusCode).toBe(200);
        // Each demotes or deactivates itself at the same moment: both are allowed to ask.
        const changes = [
          t.request('PUT', `/api/auth/users/${a.id}`, { token: a.token, body: round % 2 ? { active: false } : { role: 'user' } }),
          t.request('PUT', `/api/auth/users/${b.id}`, { token: b.token, body: { permissions: [], role: 'guest' } }),
        ];
        const statuses = (await Promise.all(changes)).map((r) => r.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        const left = [...(await admins(a.token)), ...(await admins(b.token))].filter((v, i, all) => all.indexOf(v) === i);
        expect(left).toHaveLength(1);
        // Restore: the survivor makes the bootstrap admin an administrator again, and both go.
        const survivor = left[0] === `pair_a_${round}` ? a : b;
        expect((await t.request('PUT', `/api/auth/users/${self}`, { token: survivor.token, body: { role: 'admin' } })).statusCode).toBe(200);
        for (const u of [a, b]) expect((await t.request('DELETE', `/api/auth/users/${u.id}`, { token: t.adminToken })).statusCode).toBe(200);
      }
      expect(await admins()).toEqual(['admin']);
    });

    it('an emptied admin role and a deactivation at once cannot both pass', async () => {
      const role = await t.request('POST', '/api/auth/roles', {
        token: t.adminToken,
        body: { name: 'deputy_admins', description: '', permissions: ['admin'] },
      });
      const roleId = role.json().role._id as string;
      const deputy = await t.createUser({ username: 'deputy', role: roleId });
      const self = (await t.request('GET', '/api/auth/check', { token: t.adminToken })).json().user.id as string;
      const [emptied, deactivated] = await Promise.all([
        t.request('PUT', `/api/auth/roles/${roleId}`, { token: deputy.token, body: { name: 'deputy_admins', description: '', permissions: [] } }),
        t.request('PUT', `/api/auth/users/${self}`, { token: t.adminToken, body: { active: false } }),
      ]);
      expect([emptied.statusCode, deactivated.statusCode].sort()).toEqual([200, 409]);
      const remaining = deactivated.statusCode === 200 ? deputy.token : t.adminToken;
      const res = await t.request('GET', '/api/auth/users', { token: remaining });
      expect(res.statusCode).toBe(200);
      const active = (res.json().users as { username: string; active: boolean; role: string; effectivePermissions: string[] }[]).filter(
        (u) => u.active && (u.role === 'admin' || u.effectivePermissions.includes('admin')),
      );
      expect(active).toHaveLength(1);
    });
  });
}
