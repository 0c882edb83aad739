import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { FAILING_METADATA, type FakePlatform, type PlatformMode, PNG, startFakePlatform } from './thumbnails.fixtures';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

for (const engine of ENGINES) {
  describe(`item thumbnails proxy (${engine})`, () => {
    let t: TestApp;
    let platform: FakePlatform;
    let trades: string;
    let market: string;
    let nobody: string;
    const thumbnails = (query: string, token: string | null = trades) => t.request('GET', `/api/proxy/roblox-thumbnails?${query}`, { token });
    const image = (id: string | number) => t.request('GET', `/api/proxy/roblox-thumbnail/${id}.png`);
    const dataOf = (res: Awaited<ReturnType<typeof thumbnails>>) => res.json<{ success: true; data: { assetId: number; imageUrl: string | null }[] }>().data;

    beforeAll(async () => {
      platform = await startFakePlatform({ path: '/v1/assets', idsParam: 'assetIds', knows: (id) => !id.endsWith('0') });
      t = await createTestApp(engine, { robloxThumbnailsUrl: platform.url, upstreamTimeoutMs: 300 });
      trades = (await t.createUser({ username: 'trades_only', permissions: ['view_trades'] })).token;
      market = (await t.createUser({ username: 'market_only', permissions: ['view_marketplace'] })).token;
      nobody = (await t.createUser({ username: 'chat_only', permissions: ['view_chat'] })).token;
    });
    afterAll(async () => {
      await t?.close();
      await platform?.close();
    });
    beforeEach(() => platform.reset());

    describe('GET /api/proxy/roblox-thumbnails', () => {
      it('answers a same-origin image path per known id and null for ids the platform does not know, in the order asked', async () => {
        const res = await thumbnails('assetIds=101,120,102&size=420x420&format=Png');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: true,
          data: [
            { assetId: 101, imageUrl: '/api/proxy/roblox-thumbnail/101.png' },
            { assetId: 120, imageUrl: null },
            { assetId: 102, imageUrl: '/api/proxy/roblox-thumbnail/102.png' },
          ],
        });
        expect(platform.state.metadataCalls).toEqual([
          { ids: ['101', '120', '102'], query: { assetIds: '101,120,102', size: '420x420', format: 'Png', isCircular: 'false' } },
        ]);
        // The JSON answer never carries the platform's own address.
        expect(res.body).not.toContain(platform.url);
        expect(platform.state.imageCalls).toEqual([]);
      });

      it('takes size and format as optional, and the same id once', async () => {
        const res = await thumbnails('assetIds=103,%20103,0103,');
        expect(res.statusCode).toBe(200);
        expect(dataOf(res)).toEqual([{ assetId: 103, imageUrl: '/api/proxy/roblox-thumbnail/103.png' }]);
        expect(platform.state.metadataCalls.map((c) => c.ids)).toEqual([['103']]);
      });

      it('needs view_trades or view_marketplace', async () => {
        expect((await thumbnails('assetIds=104', market)).statusCode).toBe(200);
        expect((await thumbnails('assetIds=104', t.adminToken)).statusCode).toBe(200);
        const denied = await thumbnails('assetIds=104', nobody);
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toMatchObject({ success: false });
        expect((await thumbnails('assetIds=104', null)).statusCode).toBe(401);
      });

      it('keeps answers in memory: asking again does not reach the platform', async () => {
        await thumbnails('assetIds=105,106,150');
        const again = await thumbnails('assetIds=150,106,105');
        expect(dataOf(again).map((d) => d.imageUrl)).toEqual([null, '/api/proxy/roblox-thumbnail/106.png', '/api/proxy/roblox-thumbnail/105.png']);
        expect(platform.state.metadataCalls).toHaveLength(1);
      });

      it('asks the platform for at most 100 ids per call, batching concurrent requests', async () => {
        const one = await thumbnails(`assetIds=${range(1001, 100).join(',')}`);
        expect(dataOf(one)).toHaveLength(100);
        expect(platform.state.metadataCalls.map((c) => c.ids.length)).toEqual([100]);

        platform.state.metadataCalls = [];
        const lists = [range(2001, 60), range(3001, 60), range(4001, 60)];
        const answers = await Promise.all(lists.map((ids) => thumbnails(`assetIds=${ids.join(',')}`)));
        answers.forEach((res, i) => {
          expect(res.statusCode).toBe(200);
          expect(dataOf(res).map((d) => d.assetId)).toEqual(lists[i]);
        });
        const calls = platform.state.metadataCalls.map((c) => c.ids);
        expect(calls.every((ids) => ids.length <= 100)).toBe(true);
        expect(calls.flat().sort()).toEqual(lists.flat().map(String).sort()); // each id asked for once
        expect(calls.length).toBeLessThanOrEqual(3);
      });

      it.each<[PlatformMode, number]>([...FAILING_METADATA])('answers null within the time bound when the platform is %s', async (mode, id) => {
        platform.state.mode = mode;
        const started = Date.now();
        const res = await thumbnails(`assetIds=${id},${id + 1}`);
        expect(Date.now() - started).toBeLessThan(2500); // the platform takes 3 s when slow; the bound is 300 ms
        expect(res.statusCode).toBe(200);
        expect(dataOf(res)).toEqual([
          { assetId: id, imageUrl: null },
          { assetId: id + 1, imageUrl: null },
        ]);
        // A failure is remembered for a little while: the platform is not asked again at once.
        await thumbnails(`assetIds=${id}`);
        expect(platform.state.metadataCalls).toHaveLength(1);
      });

      it.each([
        ['abc', "Invalid query parameter 'assetIds': must be a comma-separated list of numeric asset ids"],
        ['1,x', "Invalid query parameter 'assetIds': must be a comma-separated list of numeric asset ids"],
        ['-5', "Invalid query parameter 'assetIds': must be a comma-separated list of numeric asset ids"],
        ['1.5', "Invalid query parameter 'assetIds': must be a comma-separated list of numeric asset ids"],
        ['1e3', "Invalid query parameter 'assetIds': must be a comma-separated list of numeric asset ids"],
        ['12345678901234567890', "Invalid query parameter 'assetIds': must be a comma-separated list of numeric asset ids"],
        ['', "Invalid query parameter 'assetIds': must be a comma-separated list of numeric asset ids"],
        [range(1, 101).join(','), "Invalid query parameter 'assetIds': must hold at most 100 ids"],
      ])('rejects assetIds=%s with a 400', async (ids, error) => {
        const res = await thumbnails(`assetIds=${encodeURIComponent(ids)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, error });
        expect(platform.state.metadataCalls).toHaveLength(0);
      });

      it('rejects a missing list and sizes or formats it does not serve', async () => {
        expect((await thumbnails('')).statusCode).toBe(400);
        expect((await thumbnails('assetIds=1&size=9999x9999')).json()).toEqual({ success: false, error: "Invalid query parameter 'size': must be 420x420" });
        expect((await thumbnails('assetIds=1&format=Svg')).json()).toEqual({ success: false, error: "Invalid query parameter 'format': must be Png" });
        expect(platform.state.metadataCalls).toHaveLength(0);
      });
    });

    describe('GET /api/proxy/roblox-thumbnail/:assetId.png', () => {
      it('serves the image bytes with caching headers, needing no token', async () => {
        const listed = dataOf(await thumbnails('assetIds=701'));
        const res = await t.request('GET', listed[0]!.imageUrl!);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.equals(PNG)).toBe(true);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-ratelimit-limit']).toBe('1000');
        // The list call already told us where the image is: no second metadata call.
        expect(platform.state.metadataCalls).toHaveLength(1);
        expect(platform.state.imageCalls).toEqual(['701']);
      });

      it('downloads each image once', async () => {
        await Promise.all([image(702), image(702), image('0702')]);
        await image(702);
        expect(platform.state.imageCalls).toEqual(['702']);
        expect(platform.state.metadataCalls).toHaveLength(1);
      });

      it.each<[PlatformMode | 'unknown', number]>([
        ['unknown', 710],
        ['error', 711],
        ['slow', 712],
        ['slow-image', 713],
        ['bad-image', 714],
      ])('answers a JSON 404, never foreign content, when the platform is %s', async (mode, id) => {
        if (mode !== 'unknown') platform.state.mode = mode;
        const started = Date.now();
        const res = await image(id);
        expect(Date.now() - started).toBeLessThan(2500);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ success: false, error: 'The game platform has no thumbnail for this asset.' });
        expect(res.body).not.toMatch(/svg|onload/);
      });

      it.each(['abc', '12a', '-5', '1.5', '1e3', '12345678901234567890'])('rejects the non-numeric id %s with a 400', async (id) => {
        const res = await image(encodeURIComponent(id));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, error: "Invalid path parameter 'assetId': must be a numeric asset id" });
        expect(platform.state.metadataCalls).toHaveLength(0);
      });
    });
  });
}
