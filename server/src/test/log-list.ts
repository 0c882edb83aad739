// What the tests of the trades and marketplace lists share: a test app holding the log's rows for a
// block of tests, a GET of the list as the admin (or another token, or none), and the page size
// every log list allows.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Engine } from '../db/database';
import { createTestApp, type TestApp } from './harness';

/** A GET of the list with a query string (`''` or `?…`), as the admin unless given a token or null. */
export type ListGet = (query: string, token?: string | null) => Promise<LightMyRequestResponse>;

export interface LogListApp {
  /** The app; read it inside a test (it is opened before the block's first one). */
  readonly t: TestApp;
  get: ListGet;
}

/** Opens a test app on `engine` before the block's tests, stores its rows with `store`, and closes it after them. */
export function logListApp(engine: Engine, path: string, store: (database: Database) => Promise<unknown>): LogListApp {
  let app: TestApp | undefined;
  const opened = (): TestApp => {
    if (!app) throw new Error('the test app opens before the first test');
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp(engine);
    await store(app.database);
  });
  afterAll(() => app?.close());
  return {
    get t() {
      return opened();
    },
    get: (query, token = opened().adminToken) => opened().request('GET', `${path}${query}`, { token }),
  };
}

/** Every log list answers up to 1000 rows a page and refuses more with a sentence naming `count`. */
export function itAcceptsUpTo1000Rows(get: ListGet): void {
  it('accepts up to 1000 rows a page and refuses more', async () => {
    expect((await get('?count=1000')).statusCode).toBe(200);
    const res = await get('?count=1001');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: "Invalid query parameter 'count': must be at most 1000" });
  });
}
