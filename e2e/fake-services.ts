// The outside world for browser tests, as real local HTTP servers: a fake game platform
// (Roblox thumbnails API: avatar headshots, asset thumbnails, image bytes), a fake
// LibreTranslate, and a fake Roblox Open Cloud (user restrictions) that keeps every call it
// received. Tests switch the platform's behaviour with POST /__mode {"mode": …} and read what Open
// Cloud received with GET {openCloudUrl}/__received?userId=…. For the players of
// REDIRECTED_USER_IDS the fake Open Cloud answers a 307 to another local server (another port),
// which keeps what it receives in the same list: a server that followed the redirect would show.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

export type PlatformMode = 'ok' | 'fail' | 'slow';

/** A tiny solid-colour PNG, so <img> tags get real image bytes. */
function png(r: number, g: number, b: number, size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

export interface FakeServices {
  platformUrl: string;
  translateUrl: string;
  openCloudUrl: string;
  stop(): Promise<void>;
}

/** The key and universe the e2e server is given; the fake refuses any other key with a 401. */
export const OPEN_CLOUD_KEY = 'e2e-open-cloud-key';
export const OPEN_CLOUD_UNIVERSE = '4242';

/** One call the fake Open Cloud received: the player and the body sent for them. */
export interface ReceivedRestriction {
  userId: number;
  body: unknown;
}

/** Players whose restriction the fake Open Cloud redirects elsewhere (outside freshUserId's range). */
export const REDIRECTED_USER_IDS = { from: 950_000_000, to: 959_999_999 };

function fakeOpenCloud(received: ReceivedRestriction[], elsewhere: () => string): Server {
  const path = new RegExp(`^/cloud/v2/universes/${OPEN_CLOUD_UNIVERSE}/user-restrictions/(\\d+)$`);
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'GET' && url.pathname === '/__received') {
        const userId = Number(url.searchParams.get('userId'));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.filter((r) => r.userId === userId)));
        return;
      }
      const match = path.exec(url.pathname);
      if (req.method !== 'PATCH' || !match) return void res.writeHead(404).end();
      if (req.headers['x-api-key'] !== OPEN_CLOUD_KEY) return void res.writeHead(401).end('{"code":"UNAUTHENTICATED"}');
      const userId = Number(match[1]);
      if (userId >= REDIRECTED_USER_IDS.from && userId <= REDIRECTED_USER_IDS.to)
        return void res.writeHead(307, { location: `${elsewhere()}${url.pathname}` }).end();
      const body = JSON.parse(await readBody(req)) as unknown;
      received.push({ userId: Number(match[1]), body });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    })();
  });
}

export async function startFakeServices(): Promise<FakeServices> {
  let mode: PlatformMode = 'ok';
  let base = '';
  const platform = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      if (req.method === 'POST' && url.pathname === '/__mode') {
        mode = (JSON.parse(await readBody(req)) as { mode: PlatformMode }).mode;
        res.writeHead(204).end();
        return;
      }
      if (mode === 'fail') return void res.writeHead(500).end('upstream broken');
      if (mode === 'slow') await new Promise((r) => setTimeout(r, 10_000));
      if (url.pathname === '/v1/users/avatar-headshot' || url.pathname === '/v1/assets') {
        const ids = (url.searchParams.get('userIds') ?? url.searchParams.get('assetIds') ?? '').split(',').filter(Boolean);
        const kind = url.pathname === '/v1/assets' ? 'asset' : 'avatar';
        // Ids ending in 0 are unknown to the platform.
        const data = ids
          .filter((id) => !id.endsWith('0'))
          .map((id) => ({ targetId: Number(id), state: 'Completed', imageUrl: `${base}/img/${kind}/${id}.png` }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
        return;
      }
      const img = /^\/img\/(avatar|asset)\/(\d+)\.png$/.exec(url.pathname);
      if (img) {
        const n = Number(img[2]);
        res.writeHead(200, { 'content-type': 'image/png' }).end(png((n * 37) % 256, (n * 91) % 256, (n * 53) % 256));
        return;
      }
      res.writeHead(404).end();
    })();
  });
  base = await listen(platform);

  const translate = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/translate')) return void res.writeHead(404).end();
      const body = JSON.parse(await readBody(req)) as { q: string };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[en] ${body.q}` }));
    })();
  });
  const translateUrl = await listen(translate);
  const received: ReceivedRestriction[] = [];
  // Where the fake Open Cloud redirects some players: it keeps whatever reaches it.
  const elsewhere = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      received.push({ userId: Number(/(\d+)$/.exec(new URL(req.url ?? '/', 'http://fake').pathname)?.[1]), body: text });
      res.writeHead(200, { 'content-type': 'application/json' }).end(text);
    })();
  });
  const elsewhereUrl = await listen(elsewhere);
  const openCloud = fakeOpenCloud(received, () => elsewhereUrl);
  const openCloudUrl = await listen(openCloud);

  return {
    platformUrl: base,
    translateUrl,
    openCloudUrl,
    stop: async () => {
      await Promise.all([
        new Promise((r) => platform.close(r)),
        new Promise((r) => translate.close(r)),
        new Promise((r) => openCloud.close(r)),
        new Promise((r) => elsewhere.close(r)),
      ]);
    },
  };
}
