// A known and an unknown code cannot be told apart by time: both send the same statements (the
// look-up counted against the address and the code, then one read), and every answer of the
// public routes comes no sooner than the floor after the request arrived. Only "not sooner than
// the floor" is asserted: how much later depends on the machine.
import { performance } from 'node:perf_hooks';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { HttpError } from '../../../errors/errors';
import { APPEAL_TEXT, hitsOf, issueSanction, lookUp, randomCode, submit } from './public-appeals.fixtures';
import { APPEAL_ANSWER_FLOOR_MS } from './public-appeals.routes';
import { lookUpAppeal } from './public-appeals.service';

for (const engine of ENGINES) {
  describe(`unknown and known codes take the same path [${engine}]`, () => {
    let t: TestApp;
    let mod: string;
    beforeAll(async () => {
      // The floor as configured in production (no override).
      t = await createTestApp(engine);
      mod = (await t.createUser({ username: 'timing_mod', role: 'guest', permissions: ['moderate'] })).token;
    });
    afterAll(() => t?.close());

    const timed = async <T>(call: () => Promise<T>): Promise<[T, number]> => {
      const started = performance.now();
      const result = await call();
      return [result, performance.now() - started];
    };

    it('sends the same statements for a known and an unknown code, counting both', async () => {
      const s = await issueSanction(t, mod, 9001, { type: 'mute', reason: 'Spam', durationSeconds: 3600 });
      const run = async (code: string): Promise<string[]> => {
        const statements: string[] = [];
        const executor = t.database.db.getExecutor();
        const recorder: KyselyPlugin = {
          transformQuery: (args) => {
            statements.push(executor.compileQuery(args.node, args.queryId).sql);
            return args.node;
          },
          transformResult: async (args) => args.result,
        };
        const db = t.database.db.withPlugin(recorder);
        const deps = { ...t.app.deps, database: { ...t.database, db }, db };
        await lookUpAppeal(deps, { staff: null, ip: '10.44.0.1', userAgent: '' }, code).catch((error: unknown) => {
          if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        });
        return statements;
      };
      const unknown = randomCode();
      const known = await run(s.symbols);
      // The counted look-up (check and insert), the old hits forgotten, the read.
      expect(known.length).toBeGreaterThanOrEqual(4);
      expect(known.some((q) => /insert into "appeal_hits"/i.test(q))).toBe(true);
      expect(await run(unknown)).toEqual(known);
      expect(await hitsOf(t, 'lookup_code', s.symbols)).toBe(1);
      expect(await hitsOf(t, 'lookup_code', unknown)).toBe(1);
    });

    it('answers every call no sooner than the floor', async () => {
      const s = await issueSanction(t, mod, 9002, { type: 'mute', reason: 'Spam', durationSeconds: 3600 });
      const calls: [string, () => ReturnType<typeof lookUp>, number][] = [
        ['known code', () => lookUp(t, s.code), 200],
        ['unknown code', () => lookUp(t, randomCode()), 404],
        ['invalid code', () => lookUp(t, 'nope'), 400],
        ['appeal sent', () => submit(t, { code: s.code, text: APPEAL_TEXT }), 201],
        ['appeal already open', () => submit(t, { code: s.code, text: APPEAL_TEXT }), 409],
        ['appeal of an unknown code', () => submit(t, { code: randomCode(), text: APPEAL_TEXT }), 404],
      ];
      for (const [name, call, status] of calls) {
        const [res, ms] = await timed(call);
        expect(res.statusCode, name).toBe(status);
        expect(ms, name).toBeGreaterThanOrEqual(APPEAL_ANSWER_FLOOR_MS);
      }
      // Throttled answers too (the burst is sent at once: the floor is waited once, not 11 times).
      const burst = await timed(() => Promise.all(Array.from({ length: 11 }, () => lookUp(t, randomCode(), { address: '10.44.0.2' }))));
      expect(burst[0].map((r) => r.statusCode).sort()).toEqual([...Array<number>(10).fill(404), 429]);
      expect(burst[1]).toBeGreaterThanOrEqual(APPEAL_ANSWER_FLOOR_MS);
    });
  });
}
