import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { FAILING_METADATA, type FakePlatform, type PlatformMode, PNG, startFakePlatform } from './thumbnails.fixtures';

for (const engine of ENGINES) {
  describe(`GET /api/proxy/roblox-avatar/:userId (${engine})`, () => {
    let t: TestApp;
    let platform: FakePlatform;
    const avatar = (id: string | number) => t.request('GET', `/api/proxy/roblox-avatar/${id}`);

    beforeAll(async () => {
      platform = await startFakePlatform({ path: '/v1/users/avatar-headshot', idsParam: 'userIds' });
      t = await createTestApp(engine, { robloxThumbnailsUrl: platform.url, upstreamTimeoutMs: 300 });
      const T = Date.UTC(2024, 2, 1);
      await insertChat(
        t.database,
        prepareChat([
          { userId: 501, name: 'old name', message: 'hi', timestamp: T },
          { userId: 501, name: 'żaneta', message: 'cześć', timestamp: T + 1000 },
          { userId: 502, name: '<b>&"bold"', message: 'x', timestamp: T },
          { userId: 503, name: '田中', message: 'こんにちは', timestamp: T },
        ]),
      );
      await t.database.db
        .insertInto('players')
        .values({ user_id: 504, username: 'ledger', username_lower: 'ledger', value: 0, bux: 0, level: 0, items: 0, updated_at: T })
        .execute();
    });
    afterAll(async () => {
      await t?.close();
      await platform?.close();
    });
    beforeEach(() => platform.reset());

    it('answers the platform image with caching headers, needing no token', async () => {
      const res = await avatar(101);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-ratelimit-limit']).toBe('1000');
      expect(platform.state.metadataCalls).toEqual([{ ids: ['101'], query: { userIds: '101', size: '150x150', format: 'Png', isCircular: 'false' } }]);
    });

    it('keeps answers in memory: a second request does not reach the platform', async () => {
      await avatar(102);
      await avatar(102);
      await avatar('0102');
      expect(platform.state.metadataCalls).toHaveLength(1);
      expect(platform.state.imageCalls).toHaveLength(1);
    });

    it('batches concurrent requests into calls of at most 100 ids', async () => {
      const ids = Array.from({ length: 150 }, (_, i) => 10_000 + i);
      const answers = await Promise.all([...ids, ...ids.slice(0, 20)].map((id) => avatar(id)));
      // Always an image; on a loaded machine some of the 150 downloads may hit the 300 ms bound.
      expect(answers.every((r) => r.statusCode === 200 && /^image\/(png|svg\+xml)/.test(String(r.headers['content-type'])))).toBe(true);
      const batches = platform.state.metadataCalls.map((c) => c.ids.length).sort((a, b) => b - a);
      expect(batches).toEqual([100, 50]);
      expect(platform.state.imageCalls.length).toBeLessThanOrEqual(150); // the 20 repeated ids shared their download
    });

    it.each<[PlatformMode, number]>([...FAILING_METADATA, ['bad-image', 605]])('answers a placeholder when the platform is %s', async (mode, id) => {
      platform.state.mode = mode;
      const started = Date.now();
      const res = await avatar(id);
      if (mode === 'slow') expect(Date.now() - started).toBeLessThan(2500); // bounded by the 300 ms timeout
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(res.body).not.toMatch(/script|onload|href/i);
      // A failure is remembered for a while: the platform is not asked again at once.
      await avatar(id);
      expect(platform.state.metadataCalls).toHaveLength(1);
    });

    it('draws the placeholder from the id alone: stable per player, a colour of its own', async () => {
      platform.state.mode = 'error';
      const first = await avatar(501);
      expect(first.body).not.toMatch(/<text/); // no initial of the name in chat
      expect((await avatar(501)).body).toBe(first.body); // the colour is stable per player
      expect((await avatar(505)).body).not.toBe(first.body);
    });

    it.each(['abc', '12a', '-5', '1.5', '1e3', '12345678901234567890'])('rejects the non-numeric id %s with a 400', async (id) => {
      const res = await avatar(encodeURIComponent(id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: "Invalid path parameter 'userId': must be a numeric user id" });
      expect(platform.state.metadataCalls).toHaveLength(0);
    });
  });
}
