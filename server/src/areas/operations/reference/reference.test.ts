// The OpenAPI document: valid OpenAPI 3.1, every /api route in it with the access it enforces, no
// secret in it; and the reference page made from it, served within the console's CSP.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ENGINES, type TestApp } from '../../../test/harness';
import { createIngestingApp } from '../../ingest/ingest.fixtures';

type Operation = Record<string, unknown> & {
  description?: string;
  security?: unknown;
  parameters?: { name: string }[];
  requestBody?: { content: Record<string, { schema: { items: { properties: object } } }> };
};
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's `/api/players/:userId` is OpenAPI's `/api/players/{userId}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

for (const engine of ENGINES) {
  describe(`the API reference [${engine}]`, () => {
    let t: TestApp;
    let key: string;

    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t?.close());

    const fetchDocument = async () => {
      const res = await t.request('GET', '/api/openapi.json');
      expect(res.statusCode, res.body).toBe(200);
      return { res, document: res.json<Document>() };
    };

    it('is public, and a valid OpenAPI 3.1 document', async () => {
      const { document } = await fetchDocument();
      expect(document.openapi).toBe('3.1.0');
      const validator = new Validator();
      const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('lists every registered /api route, with the access the server enforces', async () => {
      const { document } = await fetchDocument();
      expect(t.app.apiRoutes.length).toBeGreaterThan(50);
      const missing: string[] = [];
      for (const route of t.app.apiRoutes) {
        const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        if (!operation) {
          missing.push(`${route.method} ${route.url}`);
          continue;
        }
        expect(operation['x-access'], `${route.method} ${route.url}`).toEqual(route.access);
        expect(operation.description, `${route.method} ${route.url}`).toBeTruthy();
      }
      expect(missing).toEqual([]);
      // Nothing outside /api, and nothing that is not a route.
      const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
      expect(documented.sort()).toEqual(t.app.apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
    });

    it('describes the ingest routes: the key they need and the events they take', async () => {
      const { document } = await fetchDocument();
      const chat = document.paths['/api/ingest/chat']!.post!;
      expect(chat.security).toEqual([{ ingestKey: [] }]);
      expect(chat.description).toMatch(/X-Ingest-Key/);
      expect(Object.keys(chat.requestBody!.content['application/json']!.schema.items.properties)).toEqual(
        expect.arrayContaining(['_id', 'userId', 'name', 'message', 'timestamp']),
      );
      const feed = document.paths['/api/ingest/sanctions']!.get!;
      expect(feed.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['after', 'limit']));
      const stats = document.paths['/api/admin/stats']!.get!;
      expect(stats.security).toEqual([{ bearer: [] }]);
      expect(document.paths['/api/health']!.get!.description).toMatch(/^Public/);
    });

    it("lists the chat context's query: the sides and the game-server scope", async () => {
      const { document } = await fetchDocument();
      const context = document.paths['/api/chat/{id}/context']!.get!;
      expect(context.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['before', 'after', 'scope']));
      const scope = context.parameters!.find((p) => p.name === 'scope') as { schema?: { enum?: string[] } } | undefined;
      expect(scope?.schema?.enum).toEqual(['server', 'all']);
    });

    it('holds no secret', async () => {
      const { res } = await fetchDocument();
      for (const secret of [t.config.jwtSecret, ADMIN_PASSWORD, key, key.slice(0, 12)]) expect(res.body).not.toContain(secret);
      expect(res.body).not.toMatch(/sck_[A-Za-z0-9_-]{8}/);
    });

    it('serves a readable page of it, with no script, under the console CSP', async () => {
      const res = await t.request('GET', '/developers/api');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(res.body).not.toMatch(/<script/i);
      expect(res.body).toContain('<code>/api/ingest/chat</code>');
      expect(res.body).toContain('X-Ingest-Key');
      expect(res.body).not.toContain(key);
    });
  });
}
