// The public appeal page's limits under bursts of simultaneous calls: per address 10 look-ups in
// 15 minutes and 3 appeals in 24 hours, per code 10 look-ups in an hour, each refusal a 429 with
// Retry-After; the client address taken from X-Forwarded-For only behind a trusted proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_LIMITS, MESSAGES } from '@staff-console/domain';
import type { KyselyPlugin } from 'kysely';
import { newId } from '../../../db/ids';
import { HttpError } from '../../../errors/errors';
import { countHits, lookupHits } from './appeal-limits';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { APPEAL_TEXT, hitsOf, issueSanction, lookUp, randomCode, submit } from './public-appeals.fixtures';

const seconds = (ms: number) => ms / 1000;

/** Retry-After is the seconds until the oldest counted hit leaves the window: hits made moments ago leave it after about the whole window. */
function expectRetryAfter(retryAfter: unknown, windowMs: number) {
  const value = Number(retryAfter);
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThan(seconds(windowMs) - 60);
  expect(value).toBeLessThanOrEqual(seconds(windowMs));
}

for (const engine of ENGINES) {
  describe(`public appeal limits [${engine}]`, () => {
    let t: TestApp;
    let mod: string;
    let nextPlayer = 7000;
    // Behind one trusted proxy the client's address is the last X-Forwarded-For entry.
    const via = (address: string) => ({ address: '10.0.0.2', headers: { 'x-forwarded-for': address } });

    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0, trustProxy: { hops: 1 } });
      mod = (await t.createUser({ username: 'limits_mod', role: 'guest', permissions: ['moderate'] })).token;
    });
    afterAll(() => t?.close());

    const mute = () => issueSanction(t, mod, (nextPlayer += 1), { type: 'mute', reason: 'Spam', publicReason: 'Spam', durationSeconds: 86_400 });

    it('answers 10 of 40 simultaneous look-ups from one address, refusing 30 with Retry-After', async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, () => lookUp(t, randomCode(), via('203.0.113.10'))));
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(10);
      expect(refused).toHaveLength(30);
      for (const r of refused) {
        expect(r.json()).toEqual({ success: false, error: MESSAGES.appealTooManyLookups });
        expectRetryAfter(r.headers['retry-after'], APPEAL_LIMITS.lookupsPerAddress.windowMs);
      }
      expect(await hitsOf(t, 'lookup_address', '203.0.113.10')).toBe(10);
      // Another address is counted on its own.
      expect((await lookUp(t, randomCode(), via('203.0.113.11'))).statusCode).toBe(404);
    });

    it('stores 3 of 12 simultaneous appeals from one address for different sanctions', async () => {
      const sanctions = await Promise.all(Array.from({ length: 12 }, () => mute()));
      const answers = await Promise.all(sanctions.map((s) => submit(t, { code: s.code, text: APPEAL_TEXT }, via('203.0.113.20'))));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(9);
      for (const r of refused) {
        expect(r.json()).toEqual({ success: false, error: MESSAGES.appealTooManyAppeals });
        expectRetryAfter(r.headers['retry-after'], APPEAL_LIMITS.appealsPerAddress.windowMs);
      }
      const stored = await t.database.db.selectFrom('appeals').select('id').where('address', '=', '203.0.113.20').execute();
      expect(stored).toHaveLength(3);
      // Refused appeals are not look-ups either: the address still looks codes up.
      expect((await lookUp(t, sanctions[0]!.code, via('203.0.113.20'))).statusCode).toBe(200);
    });

    it('answers 10 of 15 simultaneous look-ups of one code from 15 addresses', async () => {
      const s = await mute();
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => lookUp(t, s.code, via(`198.51.100.${i + 1}`))));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(5);
      for (const r of refused) {
        expect(r.json()).toEqual({ success: false, error: MESSAGES.appealTooManyLookups });
        expectRetryAfter(r.headers['retry-after'], APPEAL_LIMITS.lookupsPerCode.windowMs);
      }
      expect(await hitsOf(t, 'lookup_code', s.symbols)).toBe(10);
      // Typed differently, it is the same code.
      expect((await lookUp(t, s.code.toLowerCase().replaceAll('-', ''), via('198.51.100.99'))).statusCode).toBe(429);
      // A submission of that code counts a look-up of it too: refused as well.
      const submitted = await submit(t, { code: s.code, text: APPEAL_TEXT }, via('198.51.100.98'));
      expect(submitted.statusCode).toBe(429);
      expect(submitted.json().error).toBe(MESSAGES.appealTooManyLookups);
    });

    it('gives back the appeal of a submission that stored nothing; its look-up stays counted', async () => {
      const address = '203.0.113.30';
      for (let i = 0; i < 4; i += 1) expect((await submit(t, { code: randomCode(), text: APPEAL_TEXT }, via(address))).statusCode).toBe(404);
      expect(await hitsOf(t, 'appeal_address', address)).toBe(0);
      expect(await hitsOf(t, 'lookup_address', address)).toBe(4);
      const sanctions = await Promise.all([mute(), mute(), mute(), mute()]);
      const answers = [];
      for (const s of sanctions) answers.push((await submit(t, { code: s.code, text: APPEAL_TEXT }, via(address))).statusCode);
      expect(answers).toEqual([201, 201, 201, 429]);
    });

    it('counts only the hits within each window, and deletes hits older than the longest one', async () => {
      const address = '203.0.113.40';
      const now = Date.now();
      const old = (at: number, scope = 'lookup_address') => ({ id: newId(at), scope, key: address, at });
      // 10 look-ups 16 minutes ago count no more; 3 appeals 25 hours ago neither, and are deleted.
      await t.database.db
        .insertInto('appeal_hits')
        .values([...Array.from({ length: 10 }, () => old(now - 16 * 60_000)), ...Array.from({ length: 3 }, () => old(now - 25 * 3_600_000, 'appeal_address'))])
        .execute();
      expect((await lookUp(t, randomCode(), via(address))).statusCode).toBe(404);
      expect(await hitsOf(t, 'appeal_address', address)).toBe(0);
      expect(await hitsOf(t, 'lookup_address', address)).toBe(11);
      const s = await mute();
      expect((await submit(t, { code: s.code, text: APPEAL_TEXT }, via(address))).statusCode).toBe(201);
    });

    it('tells when the oldest counted hit leaves the window', async () => {
      const address = '203.0.113.50';
      const now = Date.now();
      // 10 look-ups, the oldest 10 minutes ago: room again in about 5 minutes.
      await t.database.db
        .insertInto('appeal_hits')
        .values(Array.from({ length: 10 }, (_, i) => ({ id: newId(), scope: 'lookup_address', key: address, at: now - 10 * 60_000 + i * 1000 })))
        .execute();
      const res = await lookUp(t, randomCode(), via(address));
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(4 * 60);
      expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    });
  });

  describe(`public appeal limits across processes [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0 });
    });
    afterAll(() => t?.close());

    it('holds with no memory shared between the calls: the database alone orders them', async () => {
      // Each call through a Kysely instance of its own keeps its own memory of turns and refusals,
      // as calls reaching separate server processes would; they still share the database.
      const unchanged: KyselyPlugin = { transformQuery: (args) => args.node, transformResult: async (args) => args.result };
      const separate = () => ({ ...t.database, db: t.database.db.withPlugin(unchanged) });
      const results = await Promise.allSettled(Array.from({ length: 30 }, () => countHits(separate(), lookupHits('203.0.113.60', randomCode()))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(refused).toHaveLength(20);
      for (const error of refused) expect(error).toBeInstanceOf(HttpError);
      expect(refused.map((e) => (e as HttpError).statusCode)).toEqual(Array<number>(20).fill(429));
      expect(await hitsOf(t, 'lookup_address', '203.0.113.60')).toBe(10);
    });
  });

  describe(`public appeal limits without a trusted proxy [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { appealAnswerFloorMs: 0 });
    });
    afterAll(() => t?.close());

    it('ignores a forged X-Forwarded-For: every look-up counts against the connection', async () => {
      const answers = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await lookUp(t, randomCode(), { address: '10.66.0.1', headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([...Array<number>(10).fill(404), 429, 429]);
      expect(await hitsOf(t, 'lookup_address', '10.66.0.1')).toBe(10);
      expect(await hitsOf(t, 'lookup_address', '192.0.2.1')).toBe(0);
    });
  });
}
