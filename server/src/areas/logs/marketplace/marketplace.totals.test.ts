// Marketplace search totals while entries keep arriving: every total equals a count from scratch
// after each batch (in any letter case, for item names SQLite cannot lower-case on the row, for
// either side's name), and on SQLite a total kept from an earlier request is brought forward from
// the newer entries alone, without evaluating the search over the whole table again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplacePage } from '@staff-console/domain';
import { recordingQueries } from '../../../db/fixtures/query-spy.fixtures';
import { createSearchTotals } from '../../../db/search/text-search';
import { createIngestingApp, postEvents } from '../../ingest/ingest.fixtures';
import { ENGINES, type TestApp } from '../../../test/harness';
import { readMarketplace } from './marketplace.repository';

const ITEMS = ['Dragon Sword', 'SWORD of Ash', 'Меч Дракона', 'Hat', 'Golden Hat'];

/** Entries of one batch: item names, sellers and buyers cycling at different rates. */
function entries(batch: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    boughtItem: JSON.stringify({ Name: ITEMS[(batch + i) % ITEMS.length], AveragePrice: 10 }),
    price: 10 + i,
    seller: `Seller${(batch * 7 + i) % 3}`,
    buyer: i % 4 === 0 ? 'Bobby' : `Buyer${i % 5}`,
    date: new Date(Date.UTC(2024, 5, 1 + batch, 0, 0, i)).toISOString(),
  }));
}

const SEARCHES: [string, string][] = [
  ['?searchQuery=sword', "lower(item_name) LIKE '%sword%'"],
  ['?searchQuery=SwOrD', "lower(item_name) LIKE '%sword%'"],
  ['?searchQuery=%D0%BC%D0%B5%D1%87', "item_name LIKE '%Меч%'"],
  ['?searchQuery=bob&searchType=username', "(seller_lower LIKE '%bob%' OR buyer_lower LIKE '%bob%')"],
  ['?searchQuery=seller1&searchType=seller', "seller_lower LIKE '%seller1%'"],
];

for (const engine of ENGINES) {
  describe(`marketplace totals while entries arrive [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t.close());

    const fromScratch = async (condition: string) =>
      Number((await sql<{ n: number }>`SELECT count(*) AS n FROM marketplace WHERE ${sql.raw(condition)}`.execute(t.database.db)).rows[0]?.n);

    it('answers every search with the total a count from scratch gives, batch after batch', async () => {
      for (let batch = 0; batch < 5; batch += 1) {
        expect((await postEvents(t, 'marketplace', key, entries(batch, 13 + batch))).statusCode).toBe(200);
        for (const [query, condition] of SEARCHES) {
          const res = await t.request('GET', `/api/marketplace${query}&count=5`, { token: t.adminToken });
          expect(res.statusCode, res.body).toBe(200);
          const page = res.json<MarketplacePage>();
          const expected = await fromScratch(condition);
          expect(expected, query).toBeGreaterThan(0);
          expect(page.total, `${query} after batch ${batch}`).toBe(expected);
          expect(page.data).toHaveLength(Math.min(5, expected));
        }
      }
    });

    // SQLite alone keeps search totals (PostgreSQL's ids are drawn before commit, not in commit order).
    if (engine === 'sqlite')
      it('brings a kept total forward from the newer entries alone', async () => {
        const { db: spy, seen } = recordingQueries(t.database.db);
        const totals = createSearchTotals();
        const read = () =>
          readMarketplace({ ...t.database, db: spy }, totals, [{ fields: ['itemName'], term: 'Hat' }], { column: 'date', direction: 'desc' }, 0, 5);
        const first = await read();
        expect(first.total).toBe(await fromScratch("lower(item_name) LIKE '%hat%'"));
        expect((await postEvents(t, 'marketplace', key, entries(9, 20))).statusCode).toBe(200);
        seen.length = 0;
        const second = await read();
        expect(second.total).toBe(await fromScratch("lower(item_name) LIKE '%hat%'"));
        expect(second.total).toBeGreaterThan(first.total);
        // The second request looked only above the largest seq it had counted at.
        expect(seen.some((q) => /WHERE seq > \?/.test(q.sql))).toBe(true);
        expect(seen.some((q) => /FROM "?marketplace_fts"? WHERE .* MATCH \? LIMIT/.test(q.sql))).toBe(false);
      });
  });
}
