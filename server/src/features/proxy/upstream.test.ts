import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Batcher, fetchImage, fetchJson, sniffImageType, TtlCache, UpstreamError } from './upstream';

describe('TtlCache', () => {
  it('expires entries after their TTL and evicts the least recently used', () => {
    let now = 0;
    const cache = new TtlCache<string, number>({ maxEntries: 2, now: () => now });
    cache.set('a', 1, 100);
    cache.set('b', 2, 1000);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('keeps the total weight within bounds', () => {
    const cache = new TtlCache<string, Buffer>({ maxEntries: 100, maxWeight: 10, weigh: (b) => b.length });
    cache.set('a', Buffer.alloc(6), 1000);
    cache.set('b', Buffer.alloc(6), 1000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('shares one load per key and keeps failures out of the cache', async () => {
    const cache = new TtlCache<string, string>({ maxEntries: 10 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    const [x, y] = await Promise.all([cache.getOrLoad('k', load, () => 1000), cache.getOrLoad('k', load, () => 1000)]);
    expect([x, y, loads]).toEqual(['v1', 'v1', 1]);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('no')), () => 1000)).rejects.toThrow('no');
    expect(await cache.getOrLoad('bad', load, () => 1000)).toBe('v2');
  });
});

describe('Batcher', () => {
  it('collects keys for the window and splits at maxBatch', async () => {
    const calls: number[][] = [];
    const batcher = new Batcher<number, string>({
      windowMs: 20,
      maxBatch: 3,
      run: async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 4).map((k) => [k, `v${k}`]));
      },
    });
    const values = await Promise.all([1, 2, 2, 3, 4, 5].map((k) => batcher.load(k)));
    expect(values).toEqual(['v1', 'v2', 'v2', 'v3', undefined, 'v5']);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('rejects every waiter of a failed batch', async () => {
    const batcher = new Batcher<number, string>({ windowMs: 5, maxBatch: 10, run: () => Promise.reject(new Error('down')) });
    const results = await Promise.allSettled([batcher.load(1), batcher.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('fetchJson / fetchImage', () => {
  it('bound the time, refuse non-2xx, non-JSON, non-images and oversize bodies', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 500);
      if (req.url === '/500') return void res.writeHead(500).end('{}');
      if (req.url === '/html') return void res.end('<html>');
      if (req.url === '/big') return void res.end(Buffer.alloc(5000));
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const reason = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof UpstreamError ? e.reason : String(e)));
    try {
      expect(await fetchJson(`${base}/ok`, 1000)).toEqual({ ok: true });
      expect(await reason(fetchJson(`${base}/slow`, 100))).toBe('timeout');
      expect(await reason(fetchJson(`${base}/500`, 1000))).toBe('status');
      expect(await reason(fetchJson(`${base}/html`, 1000))).toBe('invalid');
      expect(await reason(fetchImage(`${base}/html`, 1000))).toBe('invalid');
      expect(await reason(fetchImage(`${base}/big`, 1000, { maxBytes: 1000 }))).toBe('too-large');
      expect(await reason(fetchImage('file:///etc/passwd', 1000))).toBe('invalid');
      expect(await reason(fetchJson('http://127.0.0.1:1/', 1000))).toBe('network');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('sniffs raster images only', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
