// The ways a marketplace search can run give the same rows and total (see trades.plans.test.ts),
// including an item name SQLite cannot lower-case on the row (non-ASCII), which keeps the MATCH.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';
import type { ResolvedSearch, TextMatch } from '../trades/text-search';
import { resolveFts } from '../trades/trades.search.sqlite';
import { insertMarketplace } from './marketplace.fixtures';
import type { MarketplaceTextField } from './marketplace.repository';
import { containsAll, resolveLike } from '../trades/trades.search.postgres';
import { MARKETPLACE_COLUMNS } from './marketplace.search.postgres';
import { MARKETPLACE_FTS } from './marketplace.search.sqlite';

const ROWS = [
  ['Dragon SWORD', 'Bob', 'Ann'],
  ['Меч Дракона', 'Ann', 'Bobby'],
  ['Sword', 'Cid', 'Dee'],
  ['МЕЧ', 'Dee', 'Cid'],
  ['Hat', 'Bobbie', 'Eve'],
] as const;

const SEARCHES: [TextMatch<MarketplaceTextField>, number[]][] = [
  [{ fields: ['itemName'], term: 'sword' }, [0, 2]],
  [{ fields: ['itemName'], term: 'меч' }, [1, 3]],
  [{ fields: ['seller', 'buyer'], term: 'BOB' }, [0, 1, 4]],
];

for (const engine of ENGINES) {
  describe(`marketplace search plans [${engine}]`, () => {
    let t: TestApp;
    const ids: string[] = [];
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertMarketplace(
        t.database,
        ROWS.map(([item, seller, buyer], i) => ({ boughtItem: { Name: item }, price: 10 * (i + 1), seller, buyer, date: `2024-07-0${i + 1}T00:00:00.000Z` })),
      );
      for (const row of await t.database.db.selectFrom('marketplace').select('id').orderBy('price').execute()) ids.push(row.id);
    });
    afterAll(() => t.close());

    it('finds the same rows and total however the search runs', async () => {
      const { db } = t.database;
      for (const [match, expected] of SEARCHES) {
        const plans: ResolvedSearch[] =
          engine === 'sqlite'
            ? [await resolveFts(db, MARKETPLACE_FTS, [match]), await resolveFts(db, MARKETPLACE_FTS, [match], 0)]
            : [
                await resolveLike(db, 'marketplace', containsAll([match], MARKETPLACE_COLUMNS)),
                await resolveLike(db, 'marketplace', containsAll([match], MARKETPLACE_COLUMNS), 0),
              ];
        for (const plan of plans) {
          expect(plan.total, match.term).toBe(expected.length);
          for (const driveByMatches of [true, false]) {
            const rows = await db.selectFrom('marketplace').select('id').where(plan.where({ driveByMatches })).orderBy('price').execute();
            expect(rows.map((row) => row.id), `${match.term} ${driveByMatches}`).toEqual(expected.map((i) => ids[i]));
          }
        }
      }
    });
  });
}
