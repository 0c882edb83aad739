// SERVE=appeals: a process serving only the players' appeal page and its two calls, beside the
// console's process on the same database. Its look-ups and appeals are the console's; nothing of
// the staff console (sign-in, logs, the staff app's pages) is reachable through it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { buildApp } from '../../../app';
import { createTestApp, ENGINES, type TestApp, testConfig } from '../../../test/harness';
import { APPEAL_TEXT, freshAddress, issueSanction } from './public-appeals.fixtures';

for (const engine of ENGINES) {
  describe(`the appeal page's own process [${engine}]`, () => {
    let t: TestApp;
    let page: FastifyInstance;
    let dist: string;
    let mod: string;

    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0 });
      mod = (await t.createUser({ username: 'page_mod', role: 'guest', permissions: ['moderate', 'ban_players'] })).token;
      dist = mkdtempSync(path.join(tmpdir(), 'appeal-dist-'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Staff Console</title>');
      writeFileSync(path.join(dist, 'appeal.html'), '<!doctype html><title>Appeal</title>');
      page = await buildApp({ config: testConfig({ serve: 'appeals', appealAnswerFloorMs: 0 }), database: t.database, webDist: dist, logger: false });
      await page.ready();
    });
    afterAll(async () => {
      await page?.close();
      await t?.close();
      if (dist) rmSync(dist, { recursive: true, force: true });
    });

    const call = (method: 'GET' | 'POST', url: string, body?: object, headers: Record<string, string> = {}) =>
      page.inject({ method, url, headers, remoteAddress: freshAddress(), ...(body ? { payload: body } : {}) });

    it("looks up a code the console issued, and stores an appeal the console's reviewers see", async () => {
      const s = await issueSanction(t, mod, 7001, { type: 'ban', reason: 'Scam', publicReason: 'Scamming in trades', durationSeconds: 3 * 24 * 3600 });
      const lookup = await call('POST', '/api/appeals/lookup', { code: s.code });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json()).toMatchObject({ sanction: { type: 'ban', publicReason: 'Scamming in trades', active: true }, canAppeal: true });

      const sent = await call('POST', '/api/appeals', { code: s.code, text: APPEAL_TEXT });
      expect(sent.statusCode).toBe(201);
      const queue = await t.request('GET', '/api/appeals?status=open', { token: t.adminToken });
      expect(queue.statusCode).toBe(200);
      expect(queue.json().appeals.map((a: { sanction: { _id: string } }) => a.sanction._id)).toContain(s.id);
    });

    it('serves none of the staff console: its calls are unknown there, and its pages are not offered', async () => {
      const login = await call('POST', '/api/auth/login', { username: t.config.adminUsername, password: 'anything-at-all' });
      expect(login.statusCode).toBe(404);
      expect(login.json()).toEqual({ success: false, error: MESSAGES.apiNotFound });
      for (const url of ['/api/chat', '/api/appeals', '/api/auth/users', '/api/stats']) {
        const res = await call('GET', url, undefined, { authorization: `Bearer ${t.adminToken}` });
        expect(res.statusCode, url).toBe(404);
      }
      for (const url of ['/', '/login', '/appeals', '/chats']) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('Staff Console</title>');
      }
      const appealPage = await call('GET', '/appeal');
      expect(appealPage.statusCode).toBe(200);
      expect(appealPage.headers['content-security-policy']).toContain("default-src 'none'");
      expect((await call('GET', '/api/health')).statusCode).toBe(200);
    });

    it('leaves the console serving the page too, as one process does by default', async () => {
      const s = await issueSanction(t, mod, 7002, { type: 'mute', reason: 'Spam', publicReason: 'Spamming', durationSeconds: 3600 });
      const res = await t.request('POST', '/api/appeals/lookup', { body: { code: s.code }, remoteAddress: freshAddress() });
      expect(res.statusCode).toBe(200);
    });
  });
}
