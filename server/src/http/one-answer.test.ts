// Every request gets one answer: a refusal sent by a handler (an unknown path, a missing metrics or
// diagnostic token) is not followed by a second, empty send that fails with ERR_HTTP_HEADERS_SENT,
// logs a stack and is counted as a 500. Over a real socket: the in-process injector hides it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../bootstrap';
import { createTestDatabase, ENGINES, testConfig, type TestDatabase } from '../test/harness';

const TOKEN = 'metrics-token-0123456789abcdef';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  res?: { statusCode: number };
  req?: { url: string };
}

for (const engine of ENGINES) {
  describe(`one answer per request [${engine}]`, () => {
    let app: FastifyInstance;
    let database: TestDatabase;
    let base: string;
    let webDist: string;
    const lines: LogLine[] = [];

    beforeAll(async () => {
      webDist = mkdtempSync(path.join(tmpdir(), 'one-answer-web-'));
      writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
      database = await createTestDatabase(engine);
      const config = testConfig({ metricsToken: TOKEN, logLevel: 'info' });
      await ensureFirstAdmin(database, config);
      app = await buildApp({ config, database, webDist, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
      base = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
      rmSync(webDist, { recursive: true, force: true });
    });

    /** The lines logged for the request to `url` once its answer is complete. */
    async function logOf(url: string): Promise<LogLine[]> {
      // "request completed" is written when the response ends, which may be just after the client has read it.
      for (let i = 0; i < 50 && !lines.some((l) => l.req?.url === url); i++) await new Promise((r) => setTimeout(r, 10));
      const reqId = lines.find((l) => l.req?.url === url)?.reqId;
      expect(reqId, url).toBeDefined();
      for (let i = 0; i < 50 && !lines.some((l) => l.reqId === reqId && l.msg === 'request completed'); i++) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 20));
      return lines.filter((l) => l.reqId === reqId);
    }

    it.each([
      ['GET', '/api/no-such-route', 404, { success: false, error: MESSAGES.apiNotFound }],
      ['POST', '/api/no-such-route/either', 404, { success: false, error: MESSAGES.apiNotFound }],
      ['GET', '/assets/no-such-file.js', 404, { success: false, error: MESSAGES.notFound }],
      ['GET', '/metrics', 401, { success: false, error: MESSAGES.metricsTokenRequired }],
      ['GET', '/api/debug/validate-token', 401, { success: false, error: MESSAGES.noToken }],
      ['GET', '/api/auth/check', 401, { success: false, error: MESSAGES.noToken }],
    ] as const)('%s %s: one answer %i, nothing logged above info', async (method, url, status, body) => {
      const res = await fetch(`${base}${url}`, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(body);
      const logged = await logOf(url);
      expect(logged.filter((l) => l.level >= 40)).toEqual([]);
      expect(logged.filter((l) => l.msg === 'request completed').map((l) => l.res?.statusCode)).toEqual([status]);
    });

    it('serves the app for a client route with one answer', async () => {
      const res = await fetch(`${base}/players/42`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<!doctype html><title>console</title>');
      const logged = await logOf('/players/42');
      expect(logged.filter((l) => l.level >= 40)).toEqual([]);
    });

    it('gives one answer on every API route called without a token, logging nothing above info', async () => {
      // The image proxies call the game platform, which a test cannot reach: their answers are tested beside them.
      const routes = app.apiRoutes.filter((r) => !r.url.startsWith('/api/proxy/'));
      expect(routes.length).toBeGreaterThan(50);
      const from = lines.length;
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z]+/g, '1');
        const send = route.method === 'GET' || route.method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' };
        const res = await fetch(`${base}${url}`, { method: route.method, ...send });
        await res.arrayBuffer();
        expect(res.status, `${route.method} ${route.url}`).toBeLessThan(500);
      }
      const completed = () => lines.slice(from).filter((l) => l.msg === 'request completed');
      for (let i = 0; i < 100 && completed().length < routes.length; i++) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 20));
      const logged = lines.slice(from);
      expect(logged.filter((l) => l.level >= 40)).toEqual([]);
      expect(
        logged
          .filter((l) => l.msg === 'request completed')
          .map((l) => l.res!.statusCode)
          .filter((status) => status >= 500),
      ).toEqual([]);
      expect(logged.filter((l) => l.msg === 'request completed')).toHaveLength(routes.length);
    });

    it('counts those answers under their own status, never as 500', async () => {
      await fetch(`${base}/api/no-such-route`);
      await fetch(`${base}/metrics`);
      await fetch(`${base}/api/debug/validate-token`);
      await logOf('/api/debug/validate-token');
      const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const requests = text.split('\n').filter((l) => l.startsWith('console_http_requests_total{'));
      expect(requests.filter((l) => l.includes('status="500"'))).toEqual([]);
      expect(requests).toContainEqual(expect.stringMatching(/^console_http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} \d+$/));
      expect(requests).toContainEqual(expect.stringMatching(/^console_http_requests_total\{method="GET",route="\/metrics",status="401"\} \d+$/));
      expect(requests).toContainEqual(
        expect.stringMatching(/^console_http_requests_total\{method="GET",route="\/api\/debug\/validate-token",status="401"\} \d+$/),
      );
      expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    });
  });
}
