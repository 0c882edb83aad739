// The sanctions feed game servers read with an ingest key: every issue and revoke once, oldest
// first, across pages, also while sanctions are being issued as it is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sanction, SanctionChange, SanctionFeed } from '@staff-console/domain';
import { createIngestingApp, createIngestKey } from '../../ingest/ingest.fixtures';
import { ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`sanctions feed [${engine}]`, () => {
    let t: TestApp;
    let key: string;

    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t?.close());

    const feed = (query: string, ingestKey: string | null = key) =>
      t.request('GET', `/api/ingest/sanctions${query}`, { headers: ingestKey === null ? {} : { 'x-ingest-key': ingestKey } });
    const page = async (after: string, limit: number): Promise<SanctionFeed> => {
      const res = await feed(`?after=${after}&limit=${limit}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    /** Every change after the cursor, page by page; and the cursor at the end. */
    const drain = async (from: string, limit: number): Promise<{ changes: SanctionChange[]; cursor: string }> => {
      const changes: SanctionChange[] = [];
      let cursor = from;
      for (;;) {
        const p = await page(cursor, limit);
        changes.push(...p.changes);
        if (p.changes.length === 0) return { changes, cursor };
        expect(Number(p.cursor)).toBeGreaterThan(Number(cursor));
        cursor = p.cursor;
      }
    };
    const issue = async (userId: number, body: Record<string, unknown>): Promise<Sanction> => {
      const res = await t.request('POST', `/api/players/${userId}/sanctions`, { token: t.adminToken, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ sanction: Sanction }>().sanction;
    };

    it('needs a valid ingest key, and a cursor from an earlier answer', async () => {
      const missing = await feed('', null);
      expect(missing.statusCode).toBe(401);
      expect(missing.json().error).toMatch(/^Missing X-Ingest-Key header/);
      expect((await feed('', 'sck_not-a-key')).statusCode).toBe(401);
      expect((await t.request('GET', '/api/ingest/sanctions', { token: t.adminToken })).statusCode).toBe(401);
      const revoked = await createIngestKey(t, 'old server');
      await t.request('DELETE', `/api/admin/ingest-keys/${revoked.id}`, { token: t.adminToken });
      expect((await feed('', revoked.key)).json()).toEqual({ success: false, error: 'This ingest key has been revoked. Ask an administrator for a new key.' });
      // Without a key, even a bad cursor is a 401.
      expect((await feed('?after=abc', null)).statusCode).toBe(401);
      const bad = await feed('?after=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, error: "Invalid query parameter 'after': must be a cursor from an earlier answer" });
      expect((await feed('?limit=1001')).statusCode).toBe(400);
      // The appeal page's address comes with every page: the game shows it to sanctioned players with their code.
      expect((await feed('')).json()).toEqual({ success: true, changes: [], cursor: '0', appealUrl: `${t.config.publicUrl}/appeal` });
    });

    it('answers every issue and revoke once, oldest first, page after page', async () => {
      const warn = await issue(1, { type: 'warn', reason: 'private', publicReason: 'Be nice' });
      const mute = await issue(2, { type: 'mute', reason: 'private', publicReason: 'Muted for spam', durationSeconds: 3600 });
      const ban = await issue(3, { type: 'ban', reason: 'private', publicReason: 'Banned for scams' });
      const revoked = await t.request('POST', `/api/sanctions/${mute._id}/revoke`, { token: t.adminToken, body: { reason: 'appeal' } });
      expect(revoked.statusCode).toBe(200);
      const revokedAt = revoked.json<{ sanction: Sanction }>().sanction.revokedAt;

      const { changes, cursor } = await drain('0', 1);
      expect(changes).toEqual([
        { _id: warn._id, userId: 1, type: 'warn', active: true, publicReason: 'Be nice', expiresAt: null, changedAt: warn.createdAt },
        {
          _id: mute._id,
          userId: 2,
          type: 'mute',
          active: true,
          publicReason: 'Muted for spam',
          expiresAt: mute.expiresAt,
          changedAt: mute.createdAt,
          appealCode: mute.appealCode,
        },
        {
          _id: ban._id,
          userId: 3,
          type: 'ban',
          active: true,
          publicReason: 'Banned for scams',
          expiresAt: null,
          changedAt: ban.createdAt,
          appealCode: ban.appealCode,
        },
        { _id: mute._id, userId: 2, type: 'mute', active: false, publicReason: 'Muted for spam', expiresAt: mute.expiresAt, changedAt: revokedAt },
      ]);
      expect(JSON.stringify(changes)).not.toContain('private');
      // Mutes and bans carry their appeal code for the game to show; a warning has none, nor a revoke.
      expect(mute.appealCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(ban.appealCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
      expect(warn.appealCode).toBeUndefined();
      expect((await drain('0', 3)).changes).toEqual(changes);
      // Asked again with the last cursor: nothing new, the same cursor back.
      expect(await page(cursor, 10)).toEqual({ success: true, changes: [], cursor, appealUrl: `${t.config.publicUrl}/appeal` });
      const after = await issue(4, { type: 'warn', reason: 'r' });
      expect((await page(cursor, 10)).changes.map((c) => c._id)).toEqual([after._id]);
    });

    it('misses nothing and repeats nothing while sanctions are issued as it is read', async () => {
      const start = (await drain('0', 1000)).cursor;
      const seen: SanctionChange[] = [];
      let cursor = start;
      let writing = true;
      const reader = (async () => {
        while (writing) {
          // On SQLite every read completes without I/O: let the writers' requests run between pages.
          await new Promise((r) => setTimeout(r, 2));
          const p = await page(cursor, 3);
          seen.push(...p.changes);
          cursor = p.cursor;
        }
      })();
      const issued = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t
            .request('POST', `/api/players/${1000 + i}/sanctions`, { token: t.adminToken, body: { type: 'mute', reason: `m${i}`, durationSeconds: 600 } })
            .then((r) => {
              expect(r.statusCode).toBe(201);
              return r.json<{ sanction: Sanction }>().sanction._id;
            }),
        ),
      );
      writing = false;
      await reader;
      const rest = await drain(cursor, 3);
      const all = [...seen, ...rest.changes].map((c) => c._id);
      expect(all).toHaveLength(30);
      expect(new Set(all)).toEqual(new Set(issued));
    });
  });
}
