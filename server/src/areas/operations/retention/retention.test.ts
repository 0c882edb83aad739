// The retention job on both engines: exactly the rows older than their kind's retention go, and
// afterwards every counter, list total, search total (cached before the run too) and the search
// index agree with a count from scratch; case evidence, sanctions and alerts are untouched; each run is in
// the action log.
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHours } from '../../logs/chat/chat-hours.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { chatSearch, floorHour } from '../../logs/chat';
import { createIngestKey, postEvents } from '../../ingest/ingest.fixtures';
import { runRetention } from './retention-job';

const DAY = 24 * 3600 * 1000;
const NOW = Date.now();
const OLD = NOW - 100 * DAY;
const RECENT = NOW - 2 * DAY;
const KEEP = { chat: 30, trades: 30, marketplace: 30, audit: 30 };

/** Every fourth message is hidden ('###'); words repeat so that searches match old and new rows. */
function chatEvents(from: number, count: number, tag: string) {
  return Array.from({ length: count }, (_, i) => ({
    userId: 100 + (i % 5),
    name: `Talker${i % 5}`,
    message: i % 4 === 3 ? '###' : `${i % 3 === 0 ? 'dominus' : 'sparkle'} ${tag} line ${i}`,
    timestamp: from + i * 1000,
  }));
}

function tradeEvents(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(from + i * 1000).toISOString(),
    sender: `Sender${i % 4}`,
    receiver: `Receiver${i % 3}`,
    sentItems: { items: [{ Name: i % 2 ? 'Golden Hat' : 'Blue Cape', Value: 100 + i }] },
    receivedItems: { items: [50 + i, { Name: 'Golden Hat', Value: 10 }] },
  }));
}

function marketEvents(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    boughtItem: JSON.stringify({ Name: i % 2 ? 'Golden Hat' : 'Blue Cape', AveragePrice: 40 }),
    price: 30 + i,
    seller: `Seller${i % 3}`,
    buyer: `Buyer${i % 4}`,
    date: new Date(from + i * 1000).toISOString(),
  }));
}

const count = async (t: TestApp, query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(t.database.db)).rows[0]?.n ?? 0);

for (const engine of ENGINES) {
  describe(`retention [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => {
      t = await createTestApp(engine, { retention: KEEP });
      key = (await createIngestKey(t)).key;
    });
    afterAll(() => t.close());

    /** The details of the latest `retention_run` in the action log. */
    const lastRun = async () => {
      const run = await t.database.db
        .selectFrom('action_logs')
        .select('details')
        .where('action', '=', 'retention_run')
        .orderBy('timestamp', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return JSON.parse(run.details) as { deleted: Record<string, number>; via: string; vacuumed?: string[] };
    };

    const total = async (url: string) => {
      const res = await t.request('GET', url, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total: number }>().total;
    };

    it('deletes exactly the old rows and keeps every count, total and search exact', async () => {
      // A watch rule raises alerts for old and recent messages alike.
      const rule = await t.request('POST', '/api/watch-rules', { token: t.adminToken, body: { name: 'Dominus talk', kind: 'term', target: 'dominus' } });
      expect(rule.statusCode, rule.body).toBe(201);
      // Old and recent rows of each log, in several batches, interleaved.
      // The newest row of each log is recent (SQLite keeps a log's newest row; see the next test).
      for (const [from, tag] of [
        [OLD, 'old'],
        [OLD + 50_000, 'older'],
        [RECENT, 'new'],
      ] as const) {
        if (tag !== 'new') expect((await postEvents(t, 'chat', key, chatEvents(from, 40, tag))).statusCode).toBe(200);
        expect((await postEvents(t, 'trades', key, tradeEvents(from, 25))).statusCode).toBe(200);
        expect((await postEvents(t, 'marketplace', key, marketEvents(from, 15))).statusCode).toBe(200);
      }
      expect((await postEvents(t, 'chat', key, chatEvents(RECENT, 40, 'new'))).statusCode).toBe(200);
      const cutoff = NOW - KEEP.chat * DAY;
      await t.database.db
        .insertInto('action_logs')
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            id: `00000000000000000000a${String(i).padStart(3, '0')}`,
            timestamp: OLD + i,
            category: 'auth',
            username: 'someone',
            username_lower: 'someone',
            user_id: null,
            ip_address: '127.0.0.1',
            action: 'login',
            details: '{}',
          })),
        )
        .execute();

      // Evidence of an old chat message, trade and purchase in a case; a sanction.
      const oldChat = await t.database.db
        .selectFrom('chat_messages')
        .select(['id', 'message'])
        .where('timestamp', '<', cutoff)
        .where('hidden', '=', 0)
        .orderBy('timestamp')
        .executeTakeFirstOrThrow();
      const oldTrade = await t.database.db.selectFrom('trades').select('id').where('date', '<', cutoff).orderBy('date').executeTakeFirstOrThrow();
      const oldSale = await t.database.db.selectFrom('marketplace').select('id').where('date', '<', cutoff).orderBy('date').executeTakeFirstOrThrow();
      const created = await t.request('POST', '/api/cases', { token: t.adminToken, body: { title: 'Kept evidence', players: [100] } });
      expect(created.statusCode, created.body).toBe(201);
      const caseId = created.json<{ case: { _id: string } }>().case._id;
      for (const [kind, id] of [
        ['chat', oldChat.id],
        ['trade', oldTrade.id],
        ['marketplace', oldSale.id],
      ] as const) {
        const res = await t.request('POST', `/api/cases/${caseId}/evidence`, { token: t.adminToken, body: { kind, id } });
        expect(res.statusCode, res.body).toBe(201);
      }
      const warned = await t.request('POST', '/api/players/100/sanctions', { token: t.adminToken, body: { type: 'warn', reason: 'spam' } });
      expect(warned.statusCode, warned.body).toBe(201);
      const caseBefore = (await t.request('GET', `/api/cases/${caseId}`, { token: t.adminToken })).json<{ case: { evidence: unknown[] } }>().case.evidence;
      const sanctionsBefore = await t.database.db.selectFrom('sanctions').selectAll().execute();
      const inbox = async () => (await t.request('GET', '/api/alerts?limit=100', { token: t.adminToken })).json<{ alerts: unknown[]; total: number }>();
      const alertsBefore = await inbox();
      expect(alertsBefore.total).toBeGreaterThan(0);

      // Totals cached before the run: a search and the whole log.
      const searches = [
        '/api/chat?search=dominus',
        '/api/chat?search=sparkle&limit=10',
        '/api/chat',
        '/api/trades?search=golden&searchIn=items',
        '/api/marketplace?searchQuery=golden&searchType=itemName',
      ];
      for (const url of searches) await total(url);

      const expected = {
        chat: await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE timestamp < ${cutoff}`),
        trades: await count(t, sql`SELECT count(*) AS n FROM trades WHERE date < ${cutoff}`),
        marketplace: await count(t, sql`SELECT count(*) AS n FROM marketplace WHERE date < ${cutoff}`),
        audit: await count(t, sql`SELECT count(*) AS n FROM action_logs WHERE timestamp < ${cutoff}`),
      };
      expect(expected).toEqual({ chat: 80, trades: 50, marketplace: 30, audit: 12 });
      const keptIds = {
        chat: (await t.database.db.selectFrom('chat_messages').select('id').where('timestamp', '>=', cutoff).execute()).map((r) => r.id).sort(),
        trades: (await t.database.db.selectFrom('trades').select('id').where('date', '>=', cutoff).execute()).map((r) => r.id).sort(),
      };

      // Chunks of 7 rows: many transactions, the last one partial.
      const deleted = await runRetention(t.database, KEEP, { chunk: 7, now: NOW, via: 'cli' });
      expect(deleted).toEqual(expected);

      expect((await t.database.db.selectFrom('chat_messages').select('id').execute()).map((r) => r.id).sort()).toEqual(keptIds.chat);
      expect((await t.database.db.selectFrom('trades').select('id').execute()).map((r) => r.id).sort()).toEqual(keptIds.trades);
      expect(await count(t, sql`SELECT count(*) AS n FROM marketplace WHERE date < ${cutoff}`)).toBe(0);
      expect(await count(t, sql`SELECT count(*) AS n FROM marketplace`)).toBe(15);

      // Counters and the admin statistics equal counts from scratch.
      const counters = Object.fromEntries(
        (await t.database.db.selectFrom('counters').select(['name', 'value']).execute()).map((r) => [r.name, Number(r.value)]),
      );
      const visible = await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0`);
      expect(counters).toMatchObject({ chat: 40, chat_visible: visible, trades: 25, marketplace: 15 });
      const hours = await chatHours(t.database.db);
      expect(hours.kept).toEqual(hours.counted);
      const stats = (await t.request('GET', '/api/admin/stats', { token: t.adminToken })).json<{
        stats: { data: Record<string, number>; retention: unknown };
      }>().stats;
      expect(stats.data).toMatchObject({ chat: 40, trades: 25, marketplace: 15 });
      expect(stats.retention).toEqual({ chat: 30, trades: 30, marketplace: 30, audit: 30 });

      // List and search totals (the cached ones brought forward correctly) equal counts from scratch.
      const matching = (word: string) => count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0 AND message LIKE ${`%${word}%`}`);
      expect(await total('/api/chat?search=dominus')).toBe(await matching('dominus'));
      expect(await total('/api/chat?search=sparkle&limit=10')).toBe(await matching('sparkle'));
      expect(await total('/api/chat')).toBe(visible);
      expect(await total('/api/chat?search=old%20line')).toBe(0);
      expect(await total('/api/chat?search=new%20line')).toBe(await matching('new line'));
      expect(await total('/api/trades?search=golden&searchIn=items')).toBe(25);
      expect(await total('/api/trades?search=sender1&searchIn=sender')).toBe(
        await count(t, sql`SELECT count(*) AS n FROM trades WHERE sender_lower = 'sender1'`),
      );
      expect(await total('/api/trades')).toBe(25);
      expect(await total('/api/marketplace?searchQuery=golden&searchType=itemName')).toBe(7);
      expect(await total('/api/marketplace')).toBe(15);

      // The search indexes hold exactly the remaining rows.
      if (engine === 'sqlite') {
        for (const fts of ['chat_fts', 'trades_fts', 'marketplace_fts']) {
          expect(() => t.database.sqlite!.prepare(`INSERT INTO ${fts}(${fts}, rank) VALUES ('integrity-check', 1)`).run(), fts).not.toThrow();
        }
      } else {
        expect(await count(t, sql`SELECT count(*) AS n FROM trade_items WHERE trade_id NOT IN (SELECT id FROM trades)`)).toBe(0);
        expect(await count(t, sql`SELECT count(DISTINCT trade_id) AS n FROM trade_items`)).toBe(25);
      }

      // Evidence snapshots and sanctions are untouched.
      const caseAfter = (await t.request('GET', `/api/cases/${caseId}`, { token: t.adminToken })).json<{ case: { evidence: unknown[] } }>().case.evidence;
      expect(caseAfter).toEqual(caseBefore);
      expect(caseAfter).toHaveLength(3);
      expect(JSON.stringify(caseAfter)).toContain(oldChat.message);
      expect(await t.database.db.selectFrom('sanctions').selectAll().execute()).toEqual(sanctionsBefore);
      // Alerts outlive their events: each still says what happened.
      expect(await inbox()).toEqual(alertsBefore);

      // The run is in the action log, with its counts; the old entries are gone.
      const run = await t.database.db.selectFrom('action_logs').selectAll().where('action', '=', 'retention_run').executeTakeFirstOrThrow();
      expect(run).toMatchObject({ category: 'system', username: 'system', ip_address: 'cli' });
      expect(JSON.parse(run.details)).toEqual({ deleted: expected, keptDays: KEEP, via: 'cli' });
      expect(await count(t, sql`SELECT count(*) AS n FROM action_logs WHERE timestamp < ${cutoff}`)).toBe(0);

      // Nothing is left to delete: a second scheduled run deletes nothing and records nothing.
      expect(await runRetention(t.database, KEEP, { chunk: 7, now: NOW })).toEqual({ chat: 0, trades: 0, marketplace: 0, audit: 0 });
      expect(await count(t, sql`SELECT count(*) AS n FROM action_logs WHERE action = 'retention_run'`)).toBe(1);
    });

    it('never shows messages older than the floor that arrive after a run, and deletes them in the next', async () => {
      const matching = () => count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0 AND message LIKE '%straggler%'`);
      // Stored late, below the floor the first run raised: kept by no list or total.
      expect((await postEvents(t, 'chat', key, chatEvents(OLD + 90_000, 4, 'straggler'))).statusCode).toBe(200);
      expect(await matching()).toBe(3);
      expect(await total('/api/chat?search=straggler')).toBe(0);
      expect(await total(`/api/chat?search=straggler&from=${OLD}`)).toBe(0);
      const exported = await t.request('GET', '/api/chat/export?search=straggler', { token: t.adminToken });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).not.toContain('straggler line');
      const deleted = await runRetention(t.database, KEEP, { now: NOW });
      // SQLite keeps the newest message until a newer one arrives (its number is not reused).
      expect(deleted.chat).toBe(engine === 'sqlite' ? 3 : 4);
      expect(await total('/api/chat?search=straggler')).toBe(0);
      expect((await postEvents(t, 'chat', key, [{ userId: 1, name: 'Late', message: 'a fresh straggler', timestamp: NOW - 1000 }])).statusCode).toBe(200);
      expect(await total('/api/chat?search=straggler')).toBe(1);
      expect(await runRetention(t.database, KEEP, { now: NOW })).toMatchObject({ chat: engine === 'sqlite' ? 1 : 0 });
      expect(await matching()).toBe(1);
      expect(await total('/api/chat?search=straggler')).toBe(1);
      const counters = Object.fromEntries(
        (await t.database.db.selectFrom('counters').select(['name', 'value']).execute()).map((r) => [r.name, Number(r.value)]),
      );
      expect(counters.chat_visible).toBe(await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0`));
      const hours = await chatHours(t.database.db);
      expect(hours.kept).toEqual(hours.counted);
    });

    it('keeps the counters exact while batches arrive and two runs delete at once', async () => {
      for (let b = 0; b < 4; b += 1) expect((await postEvents(t, 'chat', key, chatEvents(OLD + b * 100_000, 30, `aged${b}`))).statusCode).toBe(200);
      const old = await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE timestamp < ${NOW - 30 * DAY}`);
      // Two runs (two processes on PostgreSQL) and a stream of new batches, all at once.
      const [first, second] = await Promise.all([
        runRetention(t.database, KEEP, { chunk: 5, now: NOW }),
        runRetention(t.database, KEEP, { chunk: 5, now: NOW }),
        (async () => {
          for (let b = 0; b < 6; b += 1)
            expect((await postEvents(t, 'chat', key, chatEvents(RECENT + 100_000 + b * 100_000, 20, `live${b}`))).statusCode).toBe(200);
        })(),
      ]);
      // Every old row deleted once, by one run or the other (SQLite may keep the newest message).
      const left = await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE timestamp < ${NOW - 30 * DAY}`);
      expect(first.chat + second.chat + left).toBe(old);
      expect(left).toBeLessThanOrEqual(engine === 'sqlite' ? 1 : 0);
      const counters = Object.fromEntries(
        (await t.database.db.selectFrom('counters').select(['name', 'value']).execute()).map((r) => [r.name, Number(r.value)]),
      );
      expect(counters.chat).toBe(await count(t, sql`SELECT count(*) AS n FROM chat_messages`));
      expect(counters.chat_visible).toBe(await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0`));
      const hours = await chatHours(t.database.db);
      expect(hours.kept).toEqual(hours.counted);
      const from = RECENT + 150_000;
      expect(await total(`/api/chat?from=${from}&to=${from + 1_000_000}`)).toBe(
        await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0 AND timestamp BETWEEN ${from} AND ${from + 1_000_000}`),
      );
      expect(await total('/api/chat?search=live')).toBe(
        await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE hidden = 0 AND message LIKE '%live%'`),
      );
    });

    it('changes no state a kept total depends on while it deletes below the floor', async () => {
      const state = () => chatSearch(engine).state(t.database.db);
      const doomed = () => count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE timestamp < ${floorHour(NOW - KEEP.chat * DAY)}`);
      expect((await postEvents(t, 'chat', key, chatEvents(OLD + 200_000, 30, 'doomed'))).statusCode).toBe(200);
      expect((await postEvents(t, 'chat', key, [{ userId: 2, name: 'Now', message: 'the newest', timestamp: NOW - 500 }])).statusCode).toBe(200);
      const before = await state();
      expect(before?.floor).toBe(floorHour(NOW - KEEP.chat * DAY));
      // One chunk, then the run stops (as when the app closes).
      let checks = 0;
      expect(await runRetention(t.database, KEEP, { now: NOW, chunk: 5, stopping: () => checks++ > 0 })).toMatchObject({ chat: 5 });
      expect(await doomed()).toBe(25);
      expect(await state()).toEqual(before);
      expect(await runRetention(t.database, KEEP, { now: NOW, chunk: 5 })).toMatchObject({ chat: 25 });
      expect(await doomed()).toBe(0);
      expect(await state()).toEqual(before);
      expect(await total('/api/chat?search=doomed')).toBe(0);
    });

    it.runIf(engine === 'sqlite')('waits for another process holding the write lock past the busy timeout, then deletes', { timeout: 30_000 }, async () => {
      expect((await postEvents(t, 'chat', key, chatEvents(OLD - 40 * DAY, 6, 'locked'))).statusCode).toBe(200);
      expect((await postEvents(t, 'chat', key, chatEvents(NOW - 60_000, 1, 'newest'))).statusCode).toBe(200);
      // Another process's connection (here, a second connection) takes the write lock for 5.5 s,
      // longer than the 5 s busy timeout.
      const other = new SQLite(t.database.sqlite!.name);
      other.prepare('BEGIN IMMEDIATE').run();
      const released = new Promise<void>((resolve) =>
        setTimeout(() => {
          other.prepare('COMMIT').run();
          other.close();
          resolve();
        }, 5_500),
      );
      const deleted = await runRetention(t.database, KEEP, { now: NOW });
      await released;
      expect(deleted.chat).toBe(6);
      expect(await count(t, sql`SELECT count(*) AS n FROM chat_messages WHERE message LIKE '%locked%'`)).toBe(0);
    });

    it('keeps a log forever when its retention is unset', async () => {
      expect((await postEvents(t, 'chat', key, chatEvents(OLD - 10 * DAY, 8, 'ancient'))).statusCode).toBe(200);
      const before = await count(t, sql`SELECT count(*) AS n FROM chat_messages`);
      const deleted = await runRetention(t.database, { chat: undefined, trades: 30, marketplace: undefined, audit: undefined }, { now: NOW });
      expect(deleted).toEqual({ chat: 0, trades: 0, marketplace: 0, audit: 0 });
      expect(await count(t, sql`SELECT count(*) AS n FROM chat_messages`)).toBe(before);
    });

    it('starts with the app and runs at once when a retention is set', async () => {
      expect((await postEvents(t, 'marketplace', key, marketEvents(OLD, 3))).statusCode).toBe(200);
      expect((await postEvents(t, 'marketplace', key, marketEvents(RECENT + 500_000, 1))).statusCode).toBe(200);
      t.app.deps.retention.start();
      await t.app.deps.retention.whenIdle();
      await t.app.deps.retention.stop();
      expect(await count(t, sql`SELECT count(*) AS n FROM marketplace WHERE date < ${NOW - 30 * DAY}`)).toBe(0);
      expect(await lastRun()).toMatchObject({ deleted: { marketplace: 3 }, via: 'schedule' });
    });

    it.runIf(engine === 'postgres')('vacuums a table left with many dead rows at the end of a run', async () => {
      const vacuums = async (table: string) => count(t, sql`SELECT vacuum_count AS n FROM pg_stat_user_tables WHERE relname = ${table}`);
      const before = await vacuums('chat_messages');
      // Below the threshold: the rows go, the table is left to autovacuum.
      expect((await postEvents(t, 'chat', key, chatEvents(OLD - 20 * DAY, 12, 'swept'))).statusCode).toBe(200);
      expect(await runRetention(t.database, KEEP, { now: NOW, via: 'cli', vacuumAfter: 1_000_000 })).toMatchObject({ chat: 12 });
      expect(await vacuums('chat_messages')).toBe(before);
      expect((await lastRun()).vacuumed).toBeUndefined();
      // At the threshold: vacuumed (and analysed) before the run ends, and the run says so.
      expect((await postEvents(t, 'chat', key, chatEvents(OLD - 30 * DAY, 12, 'swept'))).statusCode).toBe(200);
      expect(await runRetention(t.database, KEEP, { now: NOW, via: 'cli', vacuumAfter: 12 })).toMatchObject({ chat: 12 });
      expect(await vacuums('chat_messages')).toBe(before + 1);
      expect(await lastRun()).toMatchObject({ deleted: { chat: 12 }, vacuumed: expect.arrayContaining(['chat_messages']) });
    });
  });
}
