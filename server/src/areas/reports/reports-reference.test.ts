// The reports routes in the API reference: the game's two (ingest key, the report event's fields,
// the feed's cursor) and the staff's, each with the permission it enforces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

type Operation = {
  description?: string;
  security?: unknown;
  parameters?: { name: string }[];
  requestBody?: { content: Record<string, { schema: { items: { properties: object } } }> };
  responses?: Record<string, unknown>;
};

describe('player reports in the API reference', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp('sqlite')));
  afterAll(() => t?.close());

  it('describes who may call each route, the report event and the outcomes cursor', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const ingest = paths['/api/ingest/reports']!.post!;
    expect(ingest.security).toEqual([{ ingestKey: [] }]);
    expect(Object.keys(ingest.requestBody!.content['application/json']!.schema.items.properties)).toEqual(
      expect.arrayContaining(['_id', 'reporterId', 'reportedId', 'category', 'text', 'serverId', 'placeId', 'date']),
    );
    const outcomes = paths['/api/ingest/report-outcomes']!.get!;
    expect(outcomes.security).toEqual([{ ingestKey: [] }]);
    expect(outcomes.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['after', 'limit']));
    expect(paths['/api/reports/queue']!.get!.description).toBe("Staff with the 'view_moderation' permission (Bearer token).");
    expect(paths['/api/reports/{id}/context']!.get!.description).toBe("Staff with every one of the permissions 'view_moderation', 'view_chat' (Bearer token).");
    expect(paths['/api/reports/claim']!.post!.description).toBe("Staff with the 'moderate' permission (Bearer token).");
    expect(Object.keys(paths['/api/reports/resolve']!.post!.responses!)).toContain('200');
    const page = await t.request('GET', '/developers/api');
    expect(page.statusCode).toBe(200);
    for (const path of ['/api/ingest/reports', '/api/ingest/report-outcomes', '/api/reports/queue', '/api/reports/claim'])
      expect(page.body).toContain(`<code>${path}</code>`);
  });
});
