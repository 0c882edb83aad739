import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestKeysResponse, MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { postEvents } from '../ingest.fixtures';
import { hashKey, INGEST_KEY_MESSAGES } from './ingest-keys';

for (const engine of ENGINES) {
  describe(`ingest keys API [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const logs = async () => {
      const res = await t.request('GET', '/api/admin/logs?category=ingest', { token: t.adminToken });
      return res.json().logs as { action: string; username: string; details: Record<string, unknown> }[];
    };

    it('creates a key shown once, stores only its hash, and lists it without the key', async () => {
      const res = await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: '  EU game servers ' } });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Ingest key created. Copy it now: it will not be shown again.' });
      expect(body.key).toMatch(/^sck_[A-Za-z0-9_-]{43}$/);
      expect(body.id).toMatch(/^[0-9a-f]{24}$/);
      expect(body.ingestKey).toMatchObject({
        _id: body.id,
        name: 'EU game servers',
        prefix: body.key.slice(0, 12),
        createdBy: 'admin',
        lastUsedAt: null,
        revokedAt: null,
      });

      const stored = await t.database.db.selectFrom('ingest_keys').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
      expect(stored.key_hash).toBe(hashKey(body.key));
      expect(JSON.stringify(stored)).not.toContain(body.key);

      const list = await t.request('GET', '/api/admin/ingest-keys', { token: t.adminToken });
      expect(list.statusCode).toBe(200);
      expect(IngestKeysResponse.parse(list.json()).keys.map((k) => k._id)).toContain(body.id);
      expect(list.body).not.toContain(body.key);
      expect(list.body).not.toContain(stored.key_hash);

      const [entry] = await logs();
      expect(entry).toMatchObject({
        action: 'ingest_key_created',
        username: 'admin',
        details: { keyId: body.id, keyName: 'EU game servers', prefix: body.ingestKey.prefix },
      });
      expect(JSON.stringify(await logs())).not.toContain(body.key);
    });

    it('records when a key was last used', async () => {
      const created = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'used' } })).json();
      const before = Date.now();
      expect((await postEvents(t, 'players', created.key, [{ userId: 1, username: 'p' }])).statusCode).toBe(200);
      const list = (await t.request('GET', '/api/admin/ingest-keys', { token: t.adminToken })).json().keys as { _id: string; lastUsedAt: string | null }[];
      const used = list.find((k) => k._id === created.id)!;
      expect(Date.parse(used.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('revokes a key: it stops working at once, and revoking is logged once', async () => {
      const created = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'to revoke' } })).json();
      const res = await t.request('DELETE', `/api/admin/ingest-keys/${created.id}`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Ingest key revoked', ingestKey: { _id: created.id, revokedBy: 'admin' } });
      expect(res.json().ingestKey.revokedAt).not.toBeNull();
      const again = await t.request('DELETE', `/api/admin/ingest-keys/${created.id}`, { token: t.adminToken });
      expect(again.statusCode).toBe(200);
      expect(again.json().ingestKey.revokedAt).toBe(res.json().ingestKey.revokedAt);

      const refused = await postEvents(t, 'players', created.key, [{ userId: 2, username: 'q' }]);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe(INGEST_KEY_MESSAGES.revoked);

      const revocations = (await logs()).filter((l) => l.action === 'ingest_key_revoked');
      expect(revocations).toHaveLength(1);
      expect(revocations[0]!.details).toEqual({ keyId: created.id, keyName: 'to revoke', prefix: created.ingestKey.prefix });
      const listed = (await t.request('GET', '/api/admin/ingest-keys', { token: t.adminToken })).json().keys as { _id: string; revokedAt: string | null }[];
      expect(listed.find((k) => k._id === created.id)!.revokedAt).not.toBeNull();
    });

    it('answers 404 for an unknown key and 400 for a bad name', async () => {
      const missing = await t.request('DELETE', '/api/admin/ingest-keys/6740a1b2c3d4e5f601000001', { token: t.adminToken });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: INGEST_KEY_MESSAGES.notFound });
      for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(101) }]) {
        const res = await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/^Invalid body 'name': (is required|must be at most 100 characters)$/);
      }
    });

    it('is for administrators only', async () => {
      const { token } = await t.createUser({ username: 'moderator', role: 'user', permissions: ['view_chat'] });
      for (const [method, url] of [
        ['GET', '/api/admin/ingest-keys'],
        ['POST', '/api/admin/ingest-keys'],
        ['DELETE', '/api/admin/ingest-keys/6740a1b2c3d4e5f601000001'],
      ] as const) {
        const res = await t.request(method, url, { token, body: method === 'POST' ? { name: 'x' } : undefined });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(MESSAGES.adminOnly);
        expect((await t.request(method, url, { body: method === 'POST' ? { name: 'x' } : undefined })).statusCode).toBe(401);
      }
    });
  });
}
