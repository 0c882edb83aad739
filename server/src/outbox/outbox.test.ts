// The outbox on both engines: a delivery exists only if its transaction committed; each row is
// delivered once, retried with a doubling wait, failed after the last attempt (recorded in the same
// transaction), taken over when its worker's lease ends, kept in order per key; two workers never
// deliver one row at the same time.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/harness';
import { backoffMs, DeliveryError, type OutboxHandler, type OutboxOptions, OutboxWorker } from './outbox-worker';
import { cancelPending, claimDue, enqueue, findOutboxRow, requeueFailed } from './outbox.repository';

type Payload = { n: number; failTimes?: number; permanent?: boolean };

/** A handler that records what it delivered and fails as the payload says. */
function recordingHandler() {
  const delivered: number[] = [];
  const attempts = new Map<number, number>();
  const failed: { n: number; error: string }[] = [];
  let inFlight = 0;
  let maxInFlightPerRow = 0;
  const running = new Map<number, number>();
  const handler: OutboxHandler = {
    async deliver(payload) {
      const p = payload as Payload;
      const tries = (attempts.get(p.n) ?? 0) + 1;
      attempts.set(p.n, tries);
      running.set(p.n, (running.get(p.n) ?? 0) + 1);
      maxInFlightPerRow = Math.max(maxInFlightPerRow, running.get(p.n)!);
      inFlight += 1;
      try {
        await new Promise((r) => setTimeout(r, 1));
        if (p.permanent) throw new DeliveryError(`refused ${p.n}`, false);
        if (tries <= (p.failTimes ?? 0)) throw new DeliveryError(`try ${tries} of ${p.n} failed`, true);
        delivered.push(p.n);
      } finally {
        inFlight -= 1;
        running.set(p.n, running.get(p.n)! - 1);
      }
    },
    async onFailed(trx, payload, error) {
      failed.push({ n: (payload as Payload).n, error });
      await sql`INSERT INTO counters (name, value) VALUES (${`failed_${(payload as Payload).n}`}, 1)`.execute(trx);
    },
  };
  return { handler, delivered, attempts, failed, maxInFlight: () => maxInFlightPerRow, inFlight: () => inFlight };
}

const options: OutboxOptions = { maxAttempts: 3, maxBackoffMs: 5, leaseMs: 10_000, idlePollMs: 50 };

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 1500; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting: ${what}`);
}

for (const engine of ENGINES) {
  describe(`outbox [${engine}]`, () => {
    let database: TestDatabase;
    const workers: OutboxWorker[] = [];
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterEach(async () => {
      for (const w of workers.splice(0)) await w.stop();
      await database.db.deleteFrom('outbox').execute();
    });
    afterAll(() => database?.drop());

    const worker = (handler: OutboxHandler, extra: Partial<OutboxOptions> = {}) => {
      const w = new OutboxWorker(database, new Map([['test', handler]]), { ...options, ...extra });
      workers.push(w);
      return w;
    };
    const put = (n: number, extra: Partial<Payload> = {}, orderingKey?: string) =>
      database.db.transaction().execute((trx) => enqueue(trx, { kind: 'test', payload: { n, ...extra }, ...(orderingKey ? { orderingKey } : {}) }));

    it('waits 1 s, 2 s, 4 s… between attempts, up to the maximum', () => {
      expect([1, 2, 3, 4, 5, 9, 10].map((n) => backoffMs(n, 300_000))).toEqual([1000, 2000, 4000, 8000, 16_000, 256_000, 300_000]);
      expect(backoffMs(1, 20)).toBe(20);
    });

    it('keeps trying for over 15 minutes with the default settings, so a service down for 5 minutes loses nothing', () => {
      const { maxAttempts, maxBackoffMs } = loadConfig({}).outbox;
      let waited = 0;
      for (let failed = 1; failed < maxAttempts; failed += 1) waited += backoffMs(failed, maxBackoffMs);
      expect(waited).toBeGreaterThan(15 * 60_000);
    });

    it('delivers only what was committed, each row once', async () => {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await enqueue(trx, { kind: 'test', payload: { n: 0 } });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      for (let n = 1; n <= 20; n += 1) await put(n);
      const r = recordingHandler();
      worker(r.handler).start();
      await until(() => r.delivered.length === 20, '20 deliveries');
      // A delivery is marked sent just after its handler returns: wait for the last mark.
      const rowsOf = () => database.db.selectFrom('outbox').select(['status', 'attempts', 'lease', 'sent_at']).execute();
      await until(async () => (await rowsOf()).every((row) => row.status !== 'pending'), 'every delivery marked');
      expect([...r.delivered].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const rows = await rowsOf();
      expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1 && row.lease === null && row.sent_at !== null)).toBe(true);
    });

    it('retries a transient failure, and fails for good after the last attempt, recording it in the same transaction', async () => {
      const retried = await put(1, { failTimes: 2 });
      const exhausted = await put(2, { failTimes: 99 });
      const refused = await put(3, { permanent: true });
      const r = recordingHandler();
      // Each failed attempt is reported (the metrics count them), final when the row is given up.
      const reported: boolean[] = [];
      worker(r.handler, { onAttemptFailed: (kind, final) => kind === 'test' && reported.push(final) }).start();
      await until(async () => (await database.db.selectFrom('outbox').select('status').where('status', '=', 'pending').execute()).length === 0, 'settled');
      expect(await findOutboxRow(database.db, retried)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      expect(await findOutboxRow(database.db, exhausted)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'try 3 of 2 failed' });
      // An answer no retry can change fails at once.
      expect(await findOutboxRow(database.db, refused)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'refused 3' });
      expect(r.attempts.get(2)).toBe(3);
      expect(r.failed.sort((a, b) => a.n - b.n)).toEqual([
        { n: 2, error: 'try 3 of 2 failed' },
        { n: 3, error: 'refused 3' },
      ]);
      const recorded = await database.db.selectFrom('counters').select('name').where('name', 'like', 'failed_%').orderBy('name').execute();
      expect(recorded.map((c) => c.name)).toEqual(['failed_2', 'failed_3']);
      expect(reported.filter((final) => !final)).toHaveLength(4);
      expect(reported.filter((final) => final)).toHaveLength(2);

      // Sent again by hand: a fresh count of attempts.
      expect(await requeueFailed(database.db, refused)).toBe(true);
      expect(await requeueFailed(database.db, exhausted)).toBe(true);
      expect(await findOutboxRow(database.db, exhausted)).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await requeueFailed(database.db, retried)).toBe(false);
    });

    it('delivers the messages of one key one after another, in the order written', async () => {
      await put(1, { failTimes: 2 }, 'player:1');
      await put(2, {}, 'player:1');
      await put(3, {}, 'player:2');
      const r = recordingHandler();
      worker(r.handler).start();
      await until(() => r.delivered.length === 3, '3 deliveries');
      expect(r.delivered.indexOf(1)).toBeLessThan(r.delivered.indexOf(2));
      // The other key did not wait for the first one's retries.
      expect(r.delivered.indexOf(3)).toBeLessThan(r.delivered.indexOf(2));
    });

    it('takes over a row whose worker died once its lease has ended, and not before', async () => {
      const id = await put(1);
      const now = Date.now();
      // A worker claims it and dies without a word.
      expect(await claimDue(database, ['test'], 'dead-worker', 10_000, 10, now)).toHaveLength(1);
      const r = recordingHandler();
      const w = worker(r.handler);
      expect(await w.runOnce(now + 9_999)).toBe(0);
      expect(await w.runOnce(now + 10_000)).toBe(1);
      expect(r.delivered).toEqual([1]);
      expect(await findOutboxRow(database.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('lets a later change cancel a delivery not yet under way', async () => {
      const first = await put(1, {}, 'player:9');
      await put(2, {}, 'player:9');
      expect(await cancelPending(database.db, first, 'superseded')).toBe(true);
      const r = recordingHandler();
      worker(r.handler).start();
      await until(() => r.delivered.length === 1, 'the second delivery');
      expect(r.delivered).toEqual([2]);
      expect(await findOutboxRow(database.db, first)).toMatchObject({ status: 'cancelled', last_error: 'superseded' });
      // Claimed by a worker: no longer cancellable.
      const held = await put(3, {}, 'player:9');
      await claimDue(database, ['test'], 'someone', 10_000, 10);
      expect(await cancelPending(database.db, held, 'superseded')).toBe(false);
    });

    it('never has two workers deliver one row at the same time', async () => {
      for (let n = 1; n <= 60; n += 1) await put(n, { failTimes: n % 3 === 0 ? 1 : 0 });
      const r = recordingHandler();
      for (let i = 0; i < 3; i += 1) worker(r.handler, { batchSize: 4 }).start();
      await until(() => r.delivered.length === 60, '60 deliveries');
      expect(r.maxInFlight()).toBe(1);
      expect(new Set(r.delivered).size).toBe(60);
      expect([...r.attempts.values()].reduce((a, b) => a + b, 0)).toBe(60 + 20);
    });
  });
}
