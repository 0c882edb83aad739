import { describe, expect, it } from 'vitest';
import { startFakeServer } from './fake-server.fixtures';
import { fetchImage, fetchJson, fetchWithTimeout, hostAllowed, sniffImageType, UpstreamError } from './fetch';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
/** The fake servers listen on 127.0.0.1: the only image host these calls allow. */
const LOCAL = { allowedHosts: ['127.0.0.1'] };

describe('fetchJson / fetchImage', () => {
  it('bound the time, refuse non-2xx, non-JSON, non-images and oversize bodies', async () => {
    const server = await startFakeServer((req, res) => {
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 500);
      if (req.url === '/500') return void res.writeHead(500).end('{}');
      if (req.url === '/html') return void res.end('<html>');
      if (req.url === '/big') return void res.end(Buffer.alloc(5000));
      res.end('{"ok":true}');
    });
    const base = server.url;
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: unknown) => (e instanceof UpstreamError ? e.reason : String(e)),
      );
    try {
      expect(await fetchJson(`${base}/ok`, 1000)).toEqual({ ok: true });
      expect(await reason(fetchJson(`${base}/slow`, 100))).toBe('timeout');
      expect(await reason(fetchJson(`${base}/500`, 1000))).toBe('status');
      expect(await reason(fetchJson(`${base}/html`, 1000))).toBe('invalid');
      expect(await reason(fetchImage(`${base}/html`, 1000, LOCAL))).toBe('invalid');
      expect(await reason(fetchImage(`${base}/big`, 1000, { ...LOCAL, maxBytes: 1000 }))).toBe('too-large');
      expect(await reason(fetchImage('file:///etc/passwd', 1000, LOCAL))).toBe('invalid');
      expect(await reason(fetchJson('http://127.0.0.1:1/', 1000))).toBe('network');
    } finally {
      await server.close();
    }
  });

  it('fetches images only from the allowed hosts, and follows no redirect elsewhere', async () => {
    const server = await startFakeServer((req, res, base) => {
      if (req.url === '/image.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (req.url === '/moved') return void res.writeHead(302, { location: `${base}/image.png` }).end();
      // "localhost" names this same machine, but is not an allowed host.
      if (req.url === '/away') return void res.writeHead(302, { location: `${base.replace('127.0.0.1', 'localhost')}/image.png` }).end();
      if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(404).end();
    });
    const base = server.url;
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: unknown) => (e instanceof UpstreamError ? `${e.reason}: ${e.message}` : String(e)),
      );
    try {
      expect((await fetchImage(`${base}/image.png`, 1000, LOCAL)).contentType).toBe('image/png');
      expect((await fetchImage(`${base}/moved`, 1000, LOCAL)).contentType).toBe('image/png');
      expect(await reason(fetchImage(`${base}/image.png`, 1000, { allowedHosts: ['*.rbxcdn.com'] }))).toMatch(/^invalid: refusing an image from 127\.0\.0\.1/);
      expect(await reason(fetchImage(`${base}/away`, 1000, LOCAL))).toMatch(
        /^invalid: refusing a redirect of an image from 127\.0\.0\.1:\d+ to localhost:\d+: another host or port$/,
      );
      expect(await reason(fetchImage(`${base}/loop`, 1000, LOCAL))).toMatch(/^invalid: more than 3 redirects/);
    } finally {
      await server.close();
    }
  });

  it('follows no redirect to another port of an allowed host, for images and JSON alike: the other port receives nothing', async () => {
    const reached: string[] = [];
    const other = await startFakeServer((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    const server = await startFakeServer((req, res) => void res.writeHead(302, { location: `${other.url}${req.url ?? ''}` }).end());
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: unknown) => (e instanceof UpstreamError ? `${e.reason}: ${e.message}` : String(e)),
      );
    const from = new URL(server.url).host;
    const to = new URL(other.url).host;
    try {
      expect(await reason(fetchImage(`${server.url}/image.png`, 1000, LOCAL))).toBe(
        `invalid: refusing a redirect of an image from ${from} to ${to}: another host or port`,
      );
      expect(await reason(fetchJson(`${server.url}/data.json`, 1000))).toBe(`status: ${from} answered 302, a redirect to ${to}, not followed`);
      // A caller cannot ask to follow one either.
      expect((await fetchWithTimeout(`${server.url}/x`, 1000, { redirect: 'follow' })).status).toBe(302);
      expect(reached).toEqual([]);
    } finally {
      await server.close();
      await other.close();
    }
  });

  it('matches host patterns exactly or under a domain', () => {
    expect(hostAllowed('tr.rbxcdn.com', ['*.rbxcdn.com'])).toBe(true);
    expect(hostAllowed('TR.RBXCDN.COM', ['*.rbxcdn.com'])).toBe(true);
    expect(hostAllowed('rbxcdn.com.evil.example', ['*.rbxcdn.com'])).toBe(false);
    expect(hostAllowed('evilrbxcdn.com', ['*.rbxcdn.com'])).toBe(false);
    expect(hostAllowed('127.0.0.1', ['127.0.0.1'])).toBe(true);
  });

  it('sniffs raster images only', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
