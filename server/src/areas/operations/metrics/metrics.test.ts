// GET /metrics: absent without METRICS_TOKEN, 401 without the right bearer token, and with it the
// Prometheus text holding requests by route pattern and status, ingested events by kind, the
// outbox by status, the PostgreSQL pool and the event-loop lag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { createIngestKey, postEvents } from '../../ingest/ingest.fixtures';
import { bearerMatches } from './metrics.routes';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line, e.g. `console_ingest_events_total{kind="chat",outcome="stored"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = Object.fromEntries([...inside.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v) && Object.keys(found).length === Object.keys(labels).length) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('the metrics token check', () => {
  it('takes only the exact token as a bearer token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const wrong of [undefined, '', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, 'Bearer ']) {
      expect(bearerMatches(wrong, TOKEN), String(wrong)).toBe(false);
    }
  });
});

for (const engine of ENGINES) {
  describe(`GET /metrics without METRICS_TOKEN [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('does not exist', async () => {
      const res = await t.request('GET', '/metrics', { headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.notFound });
    });
  });

  describe(`GET /metrics [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { metricsToken: TOKEN });
    });
    afterAll(() => t.close());

    const scrape = async () => {
      const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    it('answers 401 with a sentence to a missing or wrong token', async () => {
      const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: `Basic ${TOKEN}` }];
      for (const headers of attempts) {
        const res = await t.request('GET', '/metrics', { headers });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.json()).toEqual({ success: false, error: MESSAGES.metricsTokenRequired });
      }
      // A staff token is not the metrics token.
      expect((await t.request('GET', '/metrics', { token: t.adminToken })).statusCode).toBe(401);
    });

    it('counts requests by route pattern and status, never by raw URL', async () => {
      // Players never seen: 404s, counted under the route's pattern all the same.
      for (const id of ['101', '202', '303']) await t.request('GET', `/api/players/${id}`, { token: t.adminToken });
      await t.request('GET', '/api/players/404404', {});
      await t.request('GET', '/api/no-such-route', {});
      const text = await scrape();
      expect(sample(text, 'console_http_requests_total', { method: 'GET', route: '/api/players/:userId', status: '404' })).toBe(3);
      expect(sample(text, 'console_http_requests_total', { method: 'GET', route: '/api/players/:userId', status: '401' })).toBe(1);
      expect(sample(text, 'console_http_requests_total', { method: 'GET', route: '(unmatched)', status: '404' })).toBe(1);
      expect(sample(text, 'console_http_request_duration_seconds_count', { method: 'GET', route: '/api/players/:userId', status: '404' })).toBe(3);
      expect(sample(text, 'console_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/players/:userId', status: '404', le: '+Inf' })).toBe(3);
      expect(text).not.toContain('/api/players/101');
      expect(text).not.toContain('no-such-route');
    });

    it('counts ingested events by kind and outcome', async () => {
      const { key } = await createIngestKey(t);
      const events = [1, 2, 3].map((n) => ({ userId: n, name: `P${n}`, message: `metrics line ${n}`, timestamp: 1_700_000_000_000 + n }));
      expect((await postEvents(t, 'chat', key, events)).statusCode).toBe(200);
      expect((await postEvents(t, 'chat', key, events.slice(0, 2))).statusCode).toBe(200);
      const text = await scrape();
      expect(sample(text, 'console_ingest_events_total', { kind: 'chat', outcome: 'stored' })).toBe(3);
      expect(sample(text, 'console_ingest_events_total', { kind: 'chat', outcome: 'duplicate' })).toBe(2);
    });

    it('reports the outbox by status from the database, the pool on PostgreSQL and the event-loop lag', async () => {
      const now = Date.now();
      await t.database.db
        .insertInto('outbox')
        .values(
          ['pending', 'pending', 'failed'].map((status, i) => ({
            id: `0000000000000000000000a${i}`,
            kind: 'metrics-test',
            ordering_key: null,
            payload: '{}',
            status,
            attempts: 0,
            next_attempt_at: now + 3_600_000,
            created_at: now,
          })),
        )
        .execute();
      const text = await scrape();
      expect(sample(text, 'console_outbox_deliveries', { status: 'pending' })).toBe(2);
      expect(sample(text, 'console_outbox_deliveries', { status: 'failed' })).toBe(1);
      expect(sample(text, 'console_outbox_deliveries', { status: 'sent' })).toBe(0);
      expect(text).toContain('# TYPE console_outbox_delivery_failures_total counter');
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      if (engine === 'postgres') {
        expect(text).toMatch(/^console_db_pool_connections\{pool="primary"\} \d+$/m);
        expect(text).toMatch(/^console_db_pool_idle\{pool="primary"\} \d+$/m);
        expect(text).toMatch(/^console_db_pool_waiting\{pool="primary"\} \d+$/m);
      } else {
        expect(text).not.toContain('console_db_pool_');
      }
    });
  });
}
