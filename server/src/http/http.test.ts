// The HTTP surface every route shares: the JSON error shape, security headers, the SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/harness';

describe('HTTP surface [sqlite]', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig(), database, webDist: dist, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['access-control-allow-origin']).toBeUndefined();
  };

  it('answers an unknown /api path with a JSON 404, never the SPA', async () => {
    for (const url of ['/api/nope', '/api', '/api/auth/nope?x=1', '/api/fix-user']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ success: false, error: 'No API endpoint matches this path and method.' });
    }
    const post = await app.inject({ method: 'POST', url: '/api/chat/whatever', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the SPA for client routes and hashed assets with long caching, all with strict headers', async () => {
    for (const url of ['/', '/chats', '/admin?tab=users', '/players/123']) {
      const res = await app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expectSecurityHeaders(res.headers);
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { origin: 'null' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expectSecurityHeaders(asset.headers);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('puts the security headers on API answers and refuses CORS preflights', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });

  it('turns malformed bodies into a JSON 400 / 413 / 415, never a stack trace', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: 'The request body is not valid JSON.' });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
    const text = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    const wrongType = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 5, password: [] } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/username/i);
    for (const res of [bad, huge, text, wrongType]) expect(res.body).not.toMatch(/at .*\.ts:|node_modules|<html/i);
  });

  it('refuses NUL characters in the query and in JSON bodies with a 400', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/health?x=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ success: false, error: 'Text may not contain NUL (\\0) characters.' });
    const body = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'a\u0000b', password: 'x' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toBe('Text may not contain NUL (\\0) characters.');
  });

  it('reports a reachable database in /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, message: 'API is running', database: { ok: true } });
  });
});
