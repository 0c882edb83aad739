// Item images follow a redirect only within the image host's own host and port: a platform image
// host (127.0.0.1 here, an allowed image host) that redirects to another port of the same machine
// gets a JSON 404, and the other port receives no request; a redirect on the same host and port
// is still followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { type FakeServer, startFakeServer } from '../../../upstream/fake-server.fixtures';

// A 1×1 PNG, as the platform's CDN would serve.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

for (const engine of ENGINES) {
  describe(`item images follow no redirect to another port (${engine})`, () => {
    let t: TestApp;
    let platform: FakeServer;
    let other: FakeServer;
    const reached: string[] = [];

    beforeAll(async () => {
      // Another service on the same machine (an admin port, say): it would answer an image.
      other = await startFakeServer((req, res) => {
        reached.push(req.url ?? '');
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      });
      platform = await startFakeServer((req, res, base) => {
        const url = new URL(req.url ?? '/', 'http://fake');
        if (url.pathname === '/v1/assets') {
          const ids = (url.searchParams.get('assetIds') ?? '').split(',');
          const data = ids.map((id) => ({ targetId: Number(id), state: 'Completed', imageUrl: `${base}/img/${id}.png` }));
          return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
        }
        // Asset 801 moves within the image host; every other asset moves to the other port.
        if (url.pathname === '/img/801.png') return void res.writeHead(302, { location: '/moved/801.png' }).end();
        if (url.pathname === '/moved/801.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        res.writeHead(302, { location: `${other.url}${url.pathname}` }).end();
      });
      t = await createTestApp(engine, { robloxThumbnailsUrl: platform.url, upstreamTimeoutMs: 300 });
    });
    afterAll(async () => {
      await t?.close();
      await platform?.close();
      await other?.close();
    });

    it('answers a JSON 404 for an image redirected to another port, which receives nothing', async () => {
      const res = await t.request('GET', '/api/proxy/roblox-thumbnail/802.png');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'The game platform has no thumbnail for this asset.' });
      expect(reached).toEqual([]);
    });

    it('still follows a redirect within the same host and port', async () => {
      const res = await t.request('GET', '/api/proxy/roblox-thumbnail/801.png');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(reached).toEqual([]);
    });
  });
}
