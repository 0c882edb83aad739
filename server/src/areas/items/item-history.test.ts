// The item chart's API on both engines: one item's purchases per US Eastern day (exact name, case
// included), every day of the span present, the purchases priced far from their day's median, and
// who may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, dayNumberLabel, type ItemHistoryResponse, localDayNumber } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';
import { ingestEvents } from '../ingest';

const NAME = 'Golden Crate';
const today = localDayNumber(Date.now(), 'America/New_York');
/** 17:00 UTC of a local day: noon or 1 pm in New York, the same calendar day. */
const noonOf = (day: number, minute = 0) => day * DAY_MS + 17 * 3_600_000 + minute * 60_000;
const hex = (n: number) => `f${String(n).padStart(23, '0')}`;

let n = 0;
const purchase = (day: number, price: number, quantity = 1, name = NAME) => ({
  _id: hex((n += 1)),
  date: new Date(noonOf(day, n)).toISOString(),
  price,
  seller: 'Shop',
  sellerId: 90,
  buyer: 'Buyer',
  buyerId: 91,
  boughtItem: { AssetId: 5, Name: name, Type: 'Case', Quantity: quantity },
});

// Three days ago: unit prices 19, 100, 100, 100, 600; the median is 100, so 600 (6×) and 19 (0.19×) are outliers.
// Yesterday: 2 units for 300 (150 each) and 1 for 250; the median is 200 (the two middle prices' mean): no outlier.
const market = [
  purchase(today - 3, 100),
  purchase(today - 3, 19),
  purchase(today - 3, 200, 2),
  purchase(today - 3, 600),
  purchase(today - 3, 100),
  purchase(today - 1, 300, 2),
  purchase(today - 1, 250),
  purchase(today - 1, 9_999, 1, 'golden crate'), // another item: names are matched exactly
  purchase(today - 40, 5), // before the span asked for below
];

for (const engine of ENGINES) {
  describe(`item history API (${engine})`, () => {
    let t: TestApp;
    let chatOnly: string;
    let marketOnly: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await ingestEvents(t.database, 'marketplace', market);
      chatOnly = (await t.createUser({ username: 'chatonly', permissions: ['view_chat'] })).token;
      marketOnly = (await t.createUser({ username: 'marketonly', permissions: ['view_marketplace'] })).token;
    });
    afterAll(() => t.close());

    const history = async (query: string, token = marketOnly) => {
      const res = await t.request('GET', `/api/items/history?${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ItemHistoryResponse>();
    };
    const none = (day: number) => ({ day: dayNumberLabel(day), sales: 0, quantity: 0, avgUnitPrice: null, minUnitPrice: null, maxUnitPrice: null });

    it('sums the purchases per day, every day present, and lists the outliers with their day median ratio', async () => {
      const body = await history(`name=${encodeURIComponent(NAME)}&days=5`);
      expect(body.item).toEqual({ name: NAME });
      expect(body.days).toEqual([
        none(today - 4),
        { day: dayNumberLabel(today - 3), sales: 5, quantity: 6, avgUnitPrice: (100 + 19 + 100 + 600 + 100) / 5, minUnitPrice: 19, maxUnitPrice: 600 },
        none(today - 2),
        { day: dayNumberLabel(today - 1), sales: 2, quantity: 3, avgUnitPrice: 200, minUnitPrice: 150, maxUnitPrice: 250 },
        none(today),
      ]);
      // Newest first; ref is the purchase's id (its Marketplace Logs link).
      expect(body.outliers).toEqual([
        { ref: hex(4), date: new Date(noonOf(today - 3, 4)).toISOString(), unitPrice: 600, ratio: 6 },
        { ref: hex(2), date: new Date(noonOf(today - 3, 2)).toISOString(), unitPrice: 19, ratio: 0.19 },
      ]);
    });

    it('keeps to the days asked for: 365 by default, older purchases left out', async () => {
      const year = await history(`name=${encodeURIComponent(NAME)}`);
      expect(year.days).toHaveLength(365);
      expect(year.days.reduce((sum, d) => sum + d.sales, 0)).toBe(8);
      const two = await history(`name=${encodeURIComponent(NAME)}&days=2`);
      expect(two.days.map((d) => d.sales)).toEqual([2, 0]);
      expect(two.outliers).toEqual([]);
      const other = await history(`name=${encodeURIComponent('golden crate')}&days=2`);
      expect(other.days.map((d) => d.maxUnitPrice)).toEqual([9_999, null]);
    });

    it('answers 404 with a sentence for an item never sold, and 400 for bad input', async () => {
      const missing = await t.request('GET', '/api/items/history?name=Nothing%20Like%20It', { token: marketOnly });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ error: string }>().error).toContain('No marketplace purchase was logged for an item of this name');
      for (const [query, fragment] of [
        ['', 'name'],
        ['name=', 'must name an item'],
        [`name=${NAME}&days=731`, 'at most 730'],
        [`name=${NAME}&days=0`, 'at least 1'],
        [`name=${NAME}&days=x`, 'must be a number'],
      ] as const) {
        const res = await t.request('GET', `/api/items/history?${query}`, { token: marketOnly });
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ error: string }>().error, query).toContain(fragment);
      }
    });

    it('needs view_marketplace and a token', async () => {
      expect((await t.request('GET', `/api/items/history?name=${encodeURIComponent(NAME)}`, { token: chatOnly })).statusCode).toBe(403);
      expect((await t.request('GET', `/api/items/history?name=${encodeURIComponent(NAME)}`)).statusCode).toBe(401);
      expect((await t.request('GET', `/api/items/history?name=${encodeURIComponent(NAME)}`, { token: t.adminToken })).statusCode).toBe(200);
    });
  });
}
