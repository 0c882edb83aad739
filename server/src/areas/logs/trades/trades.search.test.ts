// GET /api/trades: whole-result sorting, every filter and search mode, totals and paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradesPage } from '@staff-console/domain';
import { insertTrades, type TradeEvent } from '../../../db/fixtures/trades.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const id = (n: number) => `65a00000000000000000${String(n).padStart(4, '0')}`;

interface Row {
  n: number;
  day: number;
  sender: string;
  receiver: string;
  /** Sent and received item: [name, value]. */
  sent: [string, number];
  received: [string, number];
  ids?: [number, number];
}

// Each side holds one item of the given Value, so total = sent + received and P/L = received − sent.
const ROWS: Row[] = [
  { n: 1, day: 1, sender: 'Alice', receiver: 'Bob', sent: ['Dragon Sword', 100], received: ['Shield', 50], ids: [1, 2] },
  { n: 2, day: 2, sender: 'Bob', receiver: 'Carol', sent: ['Hat', 10], received: ['Shield', 300], ids: [2, 3] },
  { n: 3, day: 3, sender: 'Bobby', receiver: 'Alice', sent: ['Hat', 200], received: ['Boots', 200] },
  { n: 4, day: 4, sender: 'Bobbie', receiver: 'Dave', sent: ['Boots', 75], received: ['Cape', 75] },
  { n: 5, day: 5, sender: '100%_Legit', receiver: 'Bob', sent: ['Sword "Excalibur"', 5], received: ['Cape', 5] },
  { n: 6, day: 6, sender: '100xxLegit', receiver: 'Carol', sent: ['Sword Excalibur', 1], received: ['Cape', 1] },
  { n: 7, day: 7, sender: 'Иван', receiver: 'Bobby', sent: ['Меч Дракона', 20], received: ['Hat', 10] },
  { n: 8, day: 8, sender: 'Al', receiver: 'Carol', sent: ['Ring', 60], received: ['Hat', 30] },
  { n: 9, day: 8, sender: 'Carol', receiver: 'Al', sent: ['Throne', 1000], received: ['Bobblehead', 10] },
  { n: 10, day: 9, sender: 'Slash\\Dot', receiver: 'Eve', sent: ['Orb', 1], received: ['Orb', 1] },
];

const event = (r: Row): TradeEvent => ({
  _id: id(r.n),
  date: `2024-03-${String(r.day).padStart(2, '0')}T12:00:00.000Z`,
  sender: r.sender,
  receiver: r.receiver,
  ...(r.ids ? { senderId: r.ids[0], receiverId: r.ids[1] } : {}),
  sentItems: { items: [{ Name: r.sent[0], Value: r.sent[1] }] },
  receivedItems: { items: [{ Name: r.received[0], Value: r.received[1] }] },
});

const keys = {
  date: (r: Row) => r.day,
  value: (r: Row) => r.sent[1] + r.received[1],
  profit: (r: Row) => r.received[1] - r.sent[1],
};

/** The whole fixture ordered by the key then id (both in the asked direction), as the server must order it. */
function expectedOrder(sortBy: keyof typeof keys, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...ROWS].sort((a, b) => sign * (keys[sortBy](a) - keys[sortBy](b) || a.n - b.n)).map((r) => id(r.n));
}

const ids = (...ns: number[]) => ns.map(id);

for (const engine of ENGINES) {
  describe(`trades search [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertTrades(t.database, ROWS.map(event));
    });
    afterAll(() => t.close());

    async function get(query: string): Promise<TradesPage> {
      const res = await t.request('GET', `/api/trades${query}`, { token: t.adminToken });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return res.json<TradesPage>();
    }
    /** The matching ids, oldest first (ties by id). */
    const matching = async (query: string) => {
      const page = await get(`${query}${query ? '&' : '?'}sortOrder=asc`);
      expect(page.total, query).toBe(page.data.length);
      return page.data.map((trade) => trade._id);
    };

    it('sorts the whole result by date, value and profit in both directions, ties by id', async () => {
      for (const sortBy of ['date', 'value', 'profit'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const page = await get(`?sortBy=${sortBy}&sortOrder=${order}`);
          expect(
            page.data.map((trade) => trade._id),
            `${sortBy} ${order}`,
          ).toEqual(expectedOrder(sortBy, order));
          expect(page.total).toBe(ROWS.length);
        }
      }
    });

    it('defaults to date, newest first, and accepts the old client’s DESC', async () => {
      expect((await get('')).data.map((trade) => trade._id)).toEqual(expectedOrder('date', 'desc'));
      expect((await get('?sortOrder=ASC')).data.map((trade) => trade._id)).toEqual(expectedOrder('date', 'asc'));
    });

    it('pages through both halves of the result (the second half is read mirrored)', async () => {
      for (const [sortBy, order] of [
        ['date', 'desc'],
        ['value', 'asc'],
        ['profit', 'desc'],
      ] as const) {
        const all = expectedOrder(sortBy, order);
        const pages: string[] = [];
        for (let skip = 0; skip < all.length; skip += 3) {
          const page = await get(`?sortBy=${sortBy}&sortOrder=${order}&skip=${skip}&count=3`);
          expect(page.total).toBe(10);
          pages.push(...page.data.map((trade) => trade._id));
        }
        expect(pages, `${sortBy} ${order}`).toEqual(all);
        expect((await get(`?sortBy=${sortBy}&sortOrder=${order}&skip=7&count=2`)).data.map((x) => x._id)).toEqual(all.slice(7, 9));
        expect((await get(`?sortBy=${sortBy}&sortOrder=${order}&skip=9&count=5`)).data.map((x) => x._id)).toEqual(all.slice(9));
      }
      expect(await get('?skip=10')).toEqual({ success: true, data: [], total: 10 });
      expect(await get('?skip=5000&search=bob')).toEqual({ success: true, data: [], total: 7 });
    });

    it('treats sender and receiver as an exact name when one exists, else as a substring', async () => {
      expect(await matching('?sender=bob')).toEqual(ids(2));
      expect(await matching('?sender=BOB')).toEqual(ids(2));
      expect(await matching('?sender=bobb')).toEqual(ids(3, 4));
      expect(await matching('?sender=ali')).toEqual(ids(1));
      expect(await matching('?receiver=bob')).toEqual(ids(1, 5));
      expect(await matching('?receiver=Bobby')).toEqual(ids(7));
      expect(await matching('?sender=bob&receiver=carol')).toEqual(ids(2));
      expect(await matching('?sender=bob&receiver=dave')).toEqual([]);
      expect(await matching('?sender=nobody')).toEqual([]);
    });

    it('matches names under 3 characters exactly (trigram indexes cannot look for them)', async () => {
      expect(await matching('?sender=al')).toEqual(ids(8));
      expect(await matching('?username=AL')).toEqual(ids(8, 9));
      expect(await matching('?sender=a')).toEqual([]);
    });

    it('matches username on either side, by the same rule', async () => {
      expect(await matching('?username=bob')).toEqual(ids(1, 2, 5));
      expect(await matching('?username=bobb')).toEqual(ids(3, 4, 7));
      expect(await matching('?username=obbie')).toEqual(ids(4));
    });

    it('filters by player id on either side', async () => {
      expect(await matching('?userId=2')).toEqual(ids(1, 2));
      expect(await matching('?userId=3')).toEqual(ids(2));
      expect(await matching('?userId=99')).toEqual([]);
    });

    it('filters by a substring of an item name on either side', async () => {
      expect(await matching('?itemName=sword')).toEqual(ids(1, 5, 6));
      expect(await matching('?itemName=SHIELD')).toEqual(ids(1, 2));
      expect(await matching('?itemName=ragon%20Sw')).toEqual(ids(1));
      expect(await matching('?itemName=%22excalibur%22')).toEqual(ids(5));
      expect(await matching('?itemName=%D0%B4%D1%80%D0%B0%D0%BA%D0%BE%D0%BD%D0%B0')).toEqual(ids(7)); // дракона
      expect(await matching('?itemName=hat&sender=bob')).toEqual(ids(2));
    });

    it('searches free text as a substring in the fields searchIn names', async () => {
      expect(await matching('?search=bob')).toEqual(ids(1, 2, 3, 4, 5, 7, 9));
      expect(await matching('?search=bob&searchIn=all')).toEqual(ids(1, 2, 3, 4, 5, 7, 9));
      expect(await matching('?search=bob&searchIn=sender')).toEqual(ids(2, 3, 4));
      expect(await matching('?search=bob&searchIn=receiver')).toEqual(ids(1, 5, 7));
      expect(await matching('?search=bob&searchIn=items')).toEqual(ids(9));
      expect(await matching('?search=carol&searchIn=receiver&itemName=cape')).toEqual(ids(6));
    });

    it('takes %, _, quotes and backslashes literally, and folds non-Latin case', async () => {
      expect(await matching(`?search=${encodeURIComponent('100%_')}`)).toEqual(ids(5));
      expect(await matching(`?search=${encodeURIComponent('%_L')}`)).toEqual(ids(5));
      expect(await matching(`?search=${encodeURIComponent('0_L')}`)).toEqual([]);
      expect(await matching(`?search=${encodeURIComponent('"Ex')}`)).toEqual(ids(5));
      expect(await matching(`?search=${encodeURIComponent('h\\d')}`)).toEqual(ids(10));
      expect(await matching(`?search=${encodeURIComponent('ИВАН')}&searchIn=sender`)).toEqual(ids(7));
      expect(await matching(`?search=${encodeURIComponent('иван')}`)).toEqual(ids(7));
      expect(await matching(`?sender=${encodeURIComponent('иВаН')}`)).toEqual(ids(7));
    });

    it('sorts and pages a filtered result over all its matches, with its exact total', async () => {
      const page = await get('?search=bob&sortBy=value&sortOrder=desc&skip=1&count=3');
      // Matches 1, 2, 3, 4, 5, 7, 9 by total: 9 (1010), 3 (400), 2 (310), 4 and 1 (150: ties by id in
      // the same direction), 7 (30), 5 (10).
      expect(page.total).toBe(7);
      expect(page.data.map((trade) => trade._id)).toEqual(ids(3, 2, 4));
      const tail = await get('?search=bob&sortBy=value&sortOrder=desc&skip=4&count=3');
      expect(tail.data.map((trade) => trade._id)).toEqual(ids(1, 7, 5));
      const profit = await get('?search=bob&sortBy=profit&sortOrder=asc');
      expect(profit.data.map((trade) => trade._id)).toEqual(ids(9, 1, 7, 3, 4, 5, 2));
    });
  });
}
