import { describe, expect, it } from 'vitest';
import { startFakeServer } from './fake-server.fixtures';
import { fetchImage, fetchJson, sniffImageType, UpstreamError } from './fetch';

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
      await server.close();
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
