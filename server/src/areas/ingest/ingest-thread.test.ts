// SQLite with a database file: the ingest API stores each batch on a thread of its own, so the
// main thread goes on answering while the transaction runs; a staff write made meanwhile waits at
// the write gate and is stored too; a batch's Discord alerts still wake the outbox worker at once;
// a worker that dies is replaced by the next batch; a batch's pages reach the database file through
// the checkpoint thread.
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type WatchRule } from '@staff-console/domain';
import { loopTurnsDuring } from '../../test/event-loop';
import { createTestApp, type TestApp } from '../../test/harness';
import { type FakeDiscord, startFakeDiscord } from '../../upstream/discord.fixtures';
import { countRows, createIngestKey, postEvents } from './ingest.fixtures';
import { ingestThreadOf } from './ingest-thread';

const T0 = 1_790_000_000_000;
let n = 0;
/** `count` chat lines, each new, from a few players. */
const lines = (count: number, word = 'hello') =>
  Array.from({ length: count }, () => {
    n += 1;
    return { userId: 7000 + (n % 50), name: `Talker${n % 50}`, message: `${word} line ${n} of a rather ordinary conversation`, timestamp: T0 + n * 10 };
  });

/** Resolves once the write gate has closed (a batch is being stored on the thread). */
async function gateClosed(t: TestApp): Promise<void> {
  for (let i = 0; i < 10_000 && !t.database.writeGate!.closed; i += 1) await new Promise((r) => setImmediate(r));
  expect(t.database.writeGate!.closed).toBe(true);
}

describe('ingest thread [sqlite]', () => {
  let t: TestApp;
  let key: string;
  let fake: FakeDiscord;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    t = await createTestApp('sqlite', { discordWebhookHosts: ['127.0.0.1'] });
    key = (await createIngestKey(t)).key;
    // The first batch starts the thread.
    expect((await postEvents(t, 'chat', key, lines(10))).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('keeps the main thread turning while a batch of 10,000 lines is stored', async () => {
    const before = await countRows(t.database, 'chat_messages');
    const { result, turns } = await loopTurnsDuring(postEvents(t, 'chat', key, lines(10_000)));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({ success: true, accepted: 10_000, duplicates: 0 });
    expect(await countRows(t.database, 'chat_messages')).toBe(before + 10_000);
    // On the main thread the transaction is one turn; on the thread, the loop spins all along.
    expect(turns).toBeGreaterThan(50);
  });

  it('stores a staff write made during a batch once the batch is stored, and both', async () => {
    const before = await countRows(t.database, 'chat_messages');
    const batch = postEvents(t, 'chat', key, lines(10_000));
    await gateClosed(t);
    const [note, rule, ingested] = await Promise.all([
      t.request('POST', '/api/players/4242/notes', { token: t.adminToken, body: { text: 'Written while a batch was stored' } }),
      t.request('POST', '/api/watch-rules', { token: t.adminToken, body: { name: 'During a batch', kind: 'term', target: 'quietword' } }),
      batch,
    ]);
    expect(note.statusCode, note.body).toBe(201);
    expect(rule.statusCode, rule.body).toBe(201);
    expect(ingested.statusCode, ingested.body).toBe(200);
    expect(await countRows(t.database, 'chat_messages')).toBe(before + 10_000);
    const notes = await t.request('GET', '/api/players/4242/notes', { token: t.adminToken });
    expect(notes.body).toContain('Written while a batch was stored');
    const rules = (await t.request('GET', '/api/watch-rules', { token: t.adminToken })).json<{ rules: WatchRule[] }>().rules;
    expect(rules.map((r) => r.name)).toContain('During a batch');
  });

  it("wakes the outbox worker when a batch stored on the thread raises a Discord rule's alert", async () => {
    const hook = await t.request('POST', '/api/admin/discord-webhooks', {
      token: t.adminToken,
      body: { name: 'Mods', url: `${fake.url}/api/webhooks/7/token-for-tests` },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const webhookId = hook.json<{ webhook: { _id: string } }>().webhook._id;
    const rule = await t.request('POST', '/api/watch-rules', {
      token: t.adminToken,
      body: { name: 'Phishing', kind: 'term', target: 'free gems', shared: true, discordWebhookId: webhookId },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    // The outbox worker finds nothing to do and sleeps for its idle poll (5 s).
    t.app.deps.outbox.start();
    await new Promise((r) => setTimeout(r, 300));
    expect((await postEvents(t, 'chat', key, lines(3, 'free gems'))).statusCode).toBe(200);
    const answered = Date.now();
    for (let i = 0; i < 300 && fake.posts.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(fake.posts.flatMap((p) => p.body.embeds ?? [])).toHaveLength(3);
    expect(Date.now() - answered).toBeLessThan(3000);
  });

  it('replaces a worker that died: the next batch is stored', async () => {
    const thread = ingestThreadOf(t.database)!;
    expect(thread).toBeDefined();
    await thread.crashForTests();
    const before = await countRows(t.database, 'chat_messages');
    const res = await postEvents(t, 'chat', key, lines(100));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, accepted: 100, duplicates: 0 });
    expect(await countRows(t.database, 'chat_messages')).toBe(before + 100);
  });

  it('answers 500 for a batch whose worker dies during it, stores none of it, and stores the next', async () => {
    const before = await countRows(t.database, 'chat_messages');
    const batch = postEvents(t, 'chat', key, lines(10_000));
    await gateClosed(t);
    await ingestThreadOf(t.database)!.crashForTests();
    const lost = await batch;
    expect(lost.statusCode).toBe(500);
    expect(lost.json()).toEqual({ success: false, error: MESSAGES.internalError });
    expect(await countRows(t.database, 'chat_messages')).toBe(before);
    const res = await postEvents(t, 'chat', key, lines(100));
    expect(res.statusCode, res.body).toBe(200);
    expect(await countRows(t.database, 'chat_messages')).toBe(before + 100);
  });
});

describe('ingest checkpoints [sqlite]', () => {
  it("copies a batch's pages into the database file on a thread of its own, though no commit reached an automatic checkpoint", async () => {
    const t = await createTestApp('sqlite');
    try {
      const { key } = await createIngestKey(t);
      const file = t.database.sqlite!.name;
      const before = statSync(file).size;
      // A few hundred pages: far below the writer's automatic checkpoint (10,000 pages), and the
      // main connection commits nothing after it.
      const res = await postEvents(t, 'chat', key, lines(500));
      expect(res.statusCode, res.body).toBe(200);
      // The new rows' pages reach the file only through a checkpoint.
      for (let i = 0; i < 200 && statSync(file).size <= before; i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(statSync(file).size).toBeGreaterThan(before);
    } finally {
      await t.close();
    }
  });
});
