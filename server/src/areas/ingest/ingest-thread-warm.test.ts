// A server that listens loads its ingest worker at once, so a game's first batch after a start
// does not wait for the worker to load; an app that only answers in-process requests (most
// tests) starts none until a batch comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { ingestThreadOf } from './ingest-thread';

describe('ingest thread start [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('starts no worker until the app listens, then starts it before any batch', async () => {
    const thread = ingestThreadOf(t.database)!;
    expect(thread.started).toBe(false);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect(thread.started).toBe(true);
  });
});
