// The public avatar route answers the same for a player the console has seen and one it has not:
// the placeholder is drawn from the id alone (no initial of a stored name), and the platform's image
// is asked for whatever the id. Otherwise anyone could probe which ids appear in the chat logs.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { startFakeServer, type FakeServer } from '../../../upstream/fake-server.fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const T = Date.UTC(2024, 2, 1);

/** Headers that differ from one request to the next whatever the answer. */
const VARYING = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'connection', 'keep-alive']);
const stableHeaders = (res: LightMyRequestResponse) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VARYING.has(name)));

async function seePlayer(t: TestApp, userId: number, name: string) {
  await insertChat(t.database, prepareChat([{ userId, name, message: 'hello', timestamp: T + userId }]));
  await t.database.db
    .insertInto('players')
    .values({ user_id: userId, username: name, username_lower: name.toLowerCase(), value: 0, bux: 0, level: 0, items: 0, updated_at: T })
    .execute();
}

for (const engine of ENGINES) {
  describe(`the public avatar answer does not depend on whether the id was seen [${engine}]`, () => {
    let t: TestApp;
    let platform: FakeServer;
    let platformUp = false;
    const avatar = (id: number) => t.request('GET', `/api/proxy/roblox-avatar/${id}`);

    beforeAll(async () => {
      platform = await startFakeServer((req, res, base) => {
        const url = new URL(req.url ?? '/', base);
        if (!platformUp) return void res.writeHead(500, { 'content-type': 'text/plain' }).end('down');
        if (url.pathname === '/v1/users/avatar-headshot') {
          const data = (url.searchParams.get('userIds') ?? '')
            .split(',')
            .map((id) => ({ targetId: Number(id), state: 'Completed', imageUrl: `${base}/img/${id}.png` }));
          return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
        }
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      });
      t = await createTestApp(engine, { robloxThumbnailsUrl: platform.url, upstreamTimeoutMs: 1000 });
    });
    afterAll(async () => {
      await t?.close();
      await platform?.close();
    });

    it('gives the same placeholder, byte for byte, before and after the id appears in chat', async () => {
      platformUp = false;
      const unseen = await avatar(7001);
      await seePlayer(t, 7001, 'Zed');
      const seen = await avatar(7001);
      expect(unseen.statusCode).toBe(200);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(stableHeaders(seen)).toEqual(stableHeaders(unseen));
      expect(seen.rawPayload.equals(unseen.rawPayload)).toBe(true);
      expect(seen.body).not.toMatch(/<text|Z/);
    });

    it('gives a seen and an unseen id the same status, headers and placeholder but for the colour drawn from the id', async () => {
      platformUp = false;
      await seePlayer(t, 7002, 'Alice');
      const seen = await avatar(7002);
      const unseen = await avatar(7003);
      expect(seen.statusCode).toBe(unseen.statusCode);
      expect(stableHeaders(seen)).toEqual(stableHeaders(unseen));
      const shape = (res: LightMyRequestResponse) => res.body.replace(/hsl\(\d+, 55%, 42%\)/, 'hsl(H)');
      expect(shape(seen)).toBe(shape(unseen));
      expect(seen.body).not.toBe(unseen.body); // each player keeps a colour of their own
      expect(seen.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*aria-label="Player">.*<\/svg>$/s);
      expect(seen.body).not.toMatch(/script|href|<text|A/);
    });

    it('fetches the platform image for any id, seen or not, with the same headers', async () => {
      platformUp = true;
      await seePlayer(t, 7004, 'Bob');
      const seen = await avatar(7004);
      const unseen = await avatar(7005);
      for (const res of [seen, unseen]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.equals(PNG)).toBe(true);
      }
      expect(stableHeaders(seen)).toEqual(stableHeaders(unseen));
    });
  });
}
