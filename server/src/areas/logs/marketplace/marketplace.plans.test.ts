// The ways a marketplace search can run give the same rows and total (see trades.plans.test.ts),
// including an item name SQLite cannot lower-case on the row (non-ASCII), which keeps the MATCH.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMarketplace } from '../../../db/fixtures/marketplace.fixtures';
import type { ResolvedSearch, TextMatch } from '../../../db/search/text-search';
import { containsAll, resolveLike } from '../../../db/search/text-search.postgres';
import { resolveFts } from '../../../db/search/text-search.sqlite';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { MARKETPLACE_SEARCH, type MarketplaceTextField } from './marketplace.search';

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
            ? [await resolveFts(db, MARKETPLACE_SEARCH, [match]), await resolveFts(db, MARKETPLACE_SEARCH, [match], { kept: 0 })]
            : [
                await resolveLike(db, 'marketplace', containsAll(MARKETPLACE_SEARCH, [match])),
                await resolveLike(db, 'marketplace', containsAll(MARKETPLACE_SEARCH, [match]), 0),
              ];
        for (const plan of plans) {
          expect(plan.total, match.term).toBe(expected.length);
          for (const driveByMatches of [true, false]) {
            const rows = await db.selectFrom('marketplace').select('id').where(plan.where({ driveByMatches })).orderBy('price').execute();
            expect(
              rows.map((row) => row.id),
              `${match.term} ${driveByMatches}`,
            ).toEqual(expected.map((i) => ids[i]));
          }
        }
      }
    });
  });
}
