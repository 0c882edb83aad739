// The statement budget of searches that cannot use PostgreSQL's trigram index: a statement past it
// is cancelled and answered with a sentence; a term the index serves, or a fast scan, runs as usual.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/harness';
import {
  SearchTooBroadError,
  TooManyScansError,
  UNINDEXED_SCAN_BUDGET_MS,
  UNINDEXED_SCAN_MAX_ROWS,
  UNINDEXED_SCANS_AT_ONCE,
  withinScanBudget,
} from './scan-budget.postgres';
import { hasTrigramRun } from './terms';

describe('terms the trigram index can serve', () => {
  it('need three letters or digits in a row, in any script', () => {
    expect(['trade', 'a1b2c', 'ÉLAN', 'たけし', 'x!!abc'].map(hasTrigramRun)).toEqual([true, true, true, true, true]);
    expect(['!!!', 'a.b', 'ab', '#1#2#3', '  '].map(hasTrigramRun)).toEqual([false, false, false, false, false]);
  });
});

describe.runIf(ENGINES.includes('postgres'))('the scan budget on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.drop());

  const sleep = (seconds: number) => sql`SELECT pg_sleep(${seconds})`;
  const timeout = (db = database.db) => sql<{ t: string }>`SELECT current_setting('statement_timeout') AS t`.execute(db).then((r) => r.rows[0]!.t);

  it('cancels a scan past the budget and says why, with a 400', async () => {
    const overBudget = (UNINDEXED_SCAN_BUDGET_MS * 3) / 1000;
    const refused = await withinScanBudget(database.db, ['!!!'], (db) => sleep(overBudget).execute(db)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SearchTooBroadError);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringContaining('cannot use the search index') });
  });

  it('refuses at once a scan the estimate says cannot finish in time, and reads nothing', async () => {
    let ran = false;
    const work = async () => {
      ran = true;
      return 'answered';
    };
    const refused = await withinScanBudget(database.db, ['!!!'], work, async () => UNINDEXED_SCAN_MAX_ROWS + 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SearchTooBroadError);
    expect(ran).toBe(false);
    expect(await withinScanBudget(database.db, ['!!!'], work, async () => UNINDEXED_SCAN_MAX_ROWS)).toBe('answered');
    // The estimate is not asked for a term the index serves.
    expect(await withinScanBudget(database.db, ['trade'], work, () => Promise.reject(new Error('not asked')))).toBe('answered');
  });

  it('answers a scan within the budget, and leaves the caller its own timeout afterwards', async () => {
    const before = await timeout();
    await database.db.transaction().execute(async (trx) => {
      const inside = await withinScanBudget(trx, ['a.b'], (db) => timeout(db));
      expect(inside).toBe(`${UNINDEXED_SCAN_BUDGET_MS}ms`);
      expect(await timeout(trx)).toBe(before);
    });
  });

  it('runs a term the index serves without the budget', async () => {
    await withinScanBudget(database.db, ['trade'], (db) => sleep((UNINDEXED_SCAN_BUDGET_MS * 1.5) / 1000).execute(db));
    expect(await withinScanBudget(database.db, ['x', 'trade'], (db) => timeout(db))).not.toBe(`${UNINDEXED_SCAN_BUDGET_MS}ms`);
  });

  it(`runs at most ${UNINDEXED_SCANS_AT_ONCE} such searches at once, refusing more with 429`, async () => {
    const running = Array.from({ length: UNINDEXED_SCANS_AT_ONCE }, () => withinScanBudget(database.db, ['!!!'], (db) => sleep(0.3).execute(db)));
    const more = await withinScanBudget(database.db, ['...'], (db) => sleep(0).execute(db)).catch((e: unknown) => e);
    expect(more).toBeInstanceOf(TooManyScansError);
    expect(more).toMatchObject({ statusCode: 429, headers: { 'retry-after': '2' } });
    await Promise.all(running);
    await withinScanBudget(database.db, ['...'], (db) => sleep(0).execute(db));
  });
});
