// GET /api/marketplace: each searchType, the old client's `search`, literal characters, whole-result
// sorting by date and price, totals and paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplacePage } from '@staff-console/domain';
import { insertMarketplace, type MarketplaceEvent } from '../../../db/fixtures/marketplace.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const id = (n: number) => `65d00000000000000000000${n}`;

const ROWS: { n: number; item: string; seller: string; buyer: string; price: number }[] = [
  { n: 1, item: 'Dragon Sword', seller: 'Alice', buyer: 'Bob', price: 100 },
  { n: 2, item: 'Shield', seller: 'Bob', buyer: 'Carol', price: 300 },
  { n: 3, item: 'Sword "Excalibur"', seller: '100%_Legit', buyer: 'Bobby', price: 50 },
  { n: 4, item: 'Sword Excalibur', seller: '100xxLegit', buyer: 'Dave', price: 100 },
  { n: 5, item: 'Меч Дракона', seller: 'Иван', buyer: 'Carol', price: 20 },
  { n: 6, item: 'Hat', seller: 'Carol', buyer: 'Bobbie', price: 5 },
  { n: 7, item: 'Bob Hat', seller: 'Slash\\Dot', buyer: 'Eve', price: 7 },
];

const event = (r: (typeof ROWS)[number]): MarketplaceEvent => ({
  _id: id(r.n),
  boughtItem: JSON.stringify({ Name: r.item }),
  price: r.price,
  seller: r.seller,
  buyer: r.buyer,
  date: `2024-05-0${r.n}T00:00:00.000Z`,
});

const ids = (...ns: number[]) => ns.map(id);

/** Ordered by the key then id, both in the asked direction. */
function expectedOrder(sortBy: 'date' | 'price', order: 'asc' | 'desc'): string[] {
  const key = (r: (typeof ROWS)[number]) => (sortBy === 'date' ? r.n : r.price);
  const sign = order === 'asc' ? 1 : -1;
  return [...ROWS].sort((a, b) => sign * (key(a) - key(b) || a.n - b.n)).map((r) => id(r.n));
}

for (const engine of ENGINES) {
  describe(`marketplace search [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertMarketplace(t.database, ROWS.map(event));
    });
    afterAll(() => t.close());

    async function get(query: string): Promise<MarketplacePage> {
      const res = await t.request('GET', `/api/marketplace${query}`, { token: t.adminToken });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return res.json<MarketplacePage>();
    }
    const matching = async (query: string) => {
      const page = await get(`${query}&sortOrder=asc`);
      expect(page.total, query).toBe(page.data.length);
      return page.data.map((entry) => entry._id);
    };
    const q = encodeURIComponent;

    it('searches item names by default and with searchType=itemName', async () => {
      expect(await matching('?searchQuery=sword')).toEqual(ids(1, 3, 4));
      expect(await matching('?searchQuery=SWORD&searchType=itemName')).toEqual(ids(1, 3, 4));
      expect(await matching('?searchQuery=bob&searchType=itemName')).toEqual(ids(7));
      expect(await matching(`?searchQuery=${q('"excalibur"')}`)).toEqual(ids(3));
      expect(await matching(`?searchQuery=${q('ДРАКОНА')}`)).toEqual(ids(5));
    });

    it('takes the old client’s search as searchQuery (searchQuery wins when both are given)', async () => {
      expect(await matching('?search=sword')).toEqual(ids(1, 3, 4));
      expect(await matching('?searchQuery=shield&search=sword')).toEqual(ids(2));
    });

    it('searches sellers, buyers, or both for username, as substrings', async () => {
      expect(await matching('?searchQuery=bob&searchType=seller')).toEqual(ids(2));
      expect(await matching('?searchQuery=BOB&searchType=buyer')).toEqual(ids(1, 3, 6));
      expect(await matching('?searchQuery=bob&searchType=username')).toEqual(ids(1, 2, 3, 6));
      expect(await matching('?searchQuery=carol&searchType=username')).toEqual(ids(2, 5, 6));
      expect(await matching(`?searchQuery=${q('иван')}&searchType=seller`)).toEqual(ids(5));
      expect(await matching('?searchQuery=nobody&searchType=username')).toEqual([]);
    });

    it('takes %, _, quotes and backslashes literally', async () => {
      expect(await matching(`?searchQuery=${q('100%_')}&searchType=seller`)).toEqual(ids(3));
      expect(await matching(`?searchQuery=${q('0_L')}&searchType=seller`)).toEqual([]);
      expect(await matching(`?searchQuery=${q('h\\d')}&searchType=username`)).toEqual(ids(7));
      expect(await matching(`?searchQuery=${q('d "E')}`)).toEqual(ids(3));
    });

    it('sorts the whole result by date and price in both directions, ties by id', async () => {
      for (const sortBy of ['date', 'price'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const page = await get(`?sortBy=${sortBy}&sortOrder=${order}`);
          expect(
            page.data.map((entry) => entry._id),
            `${sortBy} ${order}`,
          ).toEqual(expectedOrder(sortBy, order));
          expect(page.total).toBe(7);
        }
      }
    });

    it('sorts and pages a search over all its matches with its exact total', async () => {
      const page = await get('?searchQuery=bob&searchType=username&sortBy=price&sortOrder=desc&skip=1&count=2');
      // Matches 1 (100), 2 (300), 3 (50), 6 (5) by price, highest first: 2, 1, 3, 6.
      expect(page.total).toBe(4);
      expect(page.data.map((entry) => entry._id)).toEqual(ids(1, 3));
      const last = await get('?searchQuery=bob&searchType=username&sortBy=price&sortOrder=desc&skip=3&count=2');
      expect(last.data.map((entry) => entry._id)).toEqual(ids(6));
    });

    it('pages through both halves of the whole list (the second half is read mirrored)', async () => {
      for (const [sortBy, order] of [
        ['date', 'desc'],
        ['price', 'asc'],
      ] as const) {
        const all = expectedOrder(sortBy, order);
        const pages: string[] = [];
        for (let skip = 0; skip < all.length; skip += 2) {
          pages.push(...(await get(`?sortBy=${sortBy}&sortOrder=${order}&skip=${skip}&count=2`)).data.map((entry) => entry._id));
        }
        expect(pages, `${sortBy} ${order}`).toEqual(all);
      }
      expect(await get('?skip=7')).toEqual({ success: true, data: [], total: 7 });
    });
  });
}
