// The read plans chosen by size give the same rows: mirrored pages, and on SQLite the three ways a
// search can run (from a kept list of matches, from the MATCH driving, from the order index).
import { type Expression, sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrades } from '../../../db/fixtures/trades.fixtures';
import { pageWindow } from '../../../db/search/paging';
import { matchesShouldDrive, type ResolvedSearch } from '../../../db/search/text-search';
import { resolveLike } from '../../../db/search/text-search.postgres';
import { resolveFts } from '../../../db/search/text-search.sqlite';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { TRADES_SEARCH } from './trades.search';

describe('page windows', () => {
  it('reads the first half forwards and the second half mirrored', () => {
    expect(pageWindow(0, 100, 1000)).toEqual({ offset: 0, limit: 100, reversed: false });
    expect(pageWindow(400, 100, 1000)).toEqual({ offset: 400, limit: 100, reversed: false });
    expect(pageWindow(600, 100, 1000)).toEqual({ offset: 300, limit: 100, reversed: true });
    expect(pageWindow(950, 100, 1000)).toEqual({ offset: 0, limit: 50, reversed: true });
    expect(pageWindow(1000, 100, 1000)).toBeNull();
    expect(pageWindow(0, 100, 0)).toBeNull();
  });

  it('lets sparse matches drive and dense matches follow the order index', () => {
    const firstPage = { offset: 0, limit: 100 };
    expect(matchesShouldDrive(1_500, 2_000_000, firstPage)).toBe(true);
    expect(matchesShouldDrive(400_000, 2_000_000, firstPage)).toBe(false);
    expect(matchesShouldDrive(0, 2_000_000, firstPage)).toBe(true);
    // Deep into a common term the index walk grows too long: the matches drive again.
    expect(matchesShouldDrive(20_000, 2_000_000, { offset: 10_000, limit: 100 })).toBe(true);
  });
});

const names = ['Bob', 'Bobby', 'Rob', 'Bobbie', 'Ann', 'bob smith', 'Cobb', 'Bo'];

for (const engine of ENGINES) {
  describe(`search plans [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertTrades(
        t.database,
        names.map((name, i) => ({
          date: new Date(Date.UTC(2024, 0, 1 + (i % 3))).toISOString(),
          sender: name,
          receiver: 'Zed',
          sentItems: { items: [{ Name: 'Hat', Value: 10 * ((i * 7) % 5) }] },
          receivedItems: { items: [] },
        })),
      );
    });
    afterAll(() => t.close());

    async function ids(condition: Expression<SqlBool>) {
      const rows = await t.database.db.selectFrom('trades').select('id').where(condition).orderBy('total', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => row.id);
    }

    it('finds the same rows and total however the search runs', async () => {
      const { db } = t.database;
      const all = await db.selectFrom('trades').select(['id', 'sender_lower']).orderBy('total', 'desc').orderBy('id', 'desc').execute();
      const expected = all.filter((row) => row.sender_lower.includes('bob')).map((row) => row.id);
      expect(expected).toHaveLength(4);

      const plans: ResolvedSearch[] =
        engine === 'sqlite'
          ? [
              await resolveFts(db, TRADES_SEARCH, [{ fields: ['sender'], term: 'BOB' }]),
              await resolveFts(db, TRADES_SEARCH, [{ fields: ['sender'], term: 'BOB' }], { kept: 0 }),
            ]
          : [
              await resolveLike(db, 'trades', sql<SqlBool>`trades.sender_lower LIKE '%bob%'`),
              await resolveLike(db, 'trades', sql<SqlBool>`trades.sender_lower LIKE '%bob%'`, 0),
            ];
      for (const plan of plans) {
        expect(plan.total).toBe(4);
        for (const drive of [true, false]) {
          expect(await ids(plan.where({ driveByMatches: drive })), `drive ${drive}`).toEqual(expected);
        }
      }
    });
  });
}
