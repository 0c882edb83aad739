// Every /api route that answers JSON declares the shape of its success answer (`schema.response`
// with a 2xx status): the answer is then serialized through that zod schema, the OpenAPI document
// shows it, and a field added to a service's result is not sent until the schema says so. Read from
// the OpenAPI document, which @fastify/swagger builds from the routes' own options as they register.
// Routes outside /api (the SPA, /metrics, the developer page) answer HTML or text and are not listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** The /api routes that do not answer JSON, and what they answer instead. */
const NOT_JSON: Record<string, string> = {
  'GET /api/chat/export': 'a CSV download',
  'GET /api/trades/export': 'a CSV download',
  'GET /api/marketplace/export': 'a CSV download',
  'GET /api/team/stats.csv': 'a CSV download',
  'GET /api/proxy/roblox-avatar/:userId': 'an image (or an SVG placeholder) for <img> tags',
  'GET /api/proxy/roblox-thumbnail/:assetId.png': 'an image (or an SVG placeholder) for <img> tags',
  'GET /api/cases/:id/report': 'an HTML page to print',
  'GET /api/cases/:id/report/:ticket': 'an HTML page to print, opened from a single-use link',
};

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiPaths = Record<string, Record<string, OpenApiOperation | undefined> | undefined>;

/** `/api/cases/:id/report/:ticket` → `/api/cases/{id}/report/{ticket}`, as the document spells paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('response schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('every JSON route declares the schema of its success answer', () => {
    const paths = (t.app.swagger() as { paths: OpenApiPaths }).paths;
    const missing = t.app.apiRoutes
      .filter((route) => !NOT_JSON[`${route.method} ${route.url}`])
      .filter((route) => {
        const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        const success = Object.entries(operation?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !success.some(([, answer]) => answer.content?.['application/json']?.schema);
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('every route listed as not answering JSON exists', () => {
    const registered = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(NOT_JSON).filter((key) => !registered.has(key))).toEqual([]);
  });
});
