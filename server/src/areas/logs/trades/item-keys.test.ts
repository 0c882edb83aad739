// Item-name search on trades and marketplace entries stored through the ingest API, the way game
// servers send them. On PostgreSQL these searches are answered through exact item keys (migration
// 005, db/search/item-keys.postgres.ts); the totals and rows must be exactly those of a substring match, on
// both engines: a trade holding two matching items or one item twice counts once, and a name too
// long for a key is still found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplacePage, TradesPage } from '@staff-console/domain';
import { sql } from 'kysely';
import { tradeItemRows } from '../../../db/trade-items';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { createIngestKey, postEvents } from '../../ingest/ingest.fixtures';

const id = (n: number) => `65b00000000000000000${String(n).padStart(4, '0')}`;
const LONG_NAME = `${'Ancient '.repeat(200)}Red Sparkle Relic`; // 1,617 bytes: beyond a key

const item = (Name: string, Value = 10) => ({ Name, Value });
const trade = (n: number, sent: unknown[], received: unknown[]) => ({
  _id: id(n),
  date: `2024-05-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  sender: `Sender${n}`,
  receiver: `Receiver${n}`,
  sentItems: { items: sent },
  receivedItems: { items: received },
});

const TRADES = [
  trade(1, [item('Red Sparkle Time Fedora')], [item('Golden Crown')]),
  trade(2, [item('Red Sparkle Scarf'), item('Red Sparkle Time Fedora')], []), // two matching names
  trade(3, [item('Red Sparkle Scarf')], [item('Red Sparkle Scarf')]), // one name twice
  trade(4, [item(LONG_NAME)], [item('Golden Crown')]), // only the long name matches
  trade(5, [item(LONG_NAME)], [item('Red Sparkle Scarf')]), // both
  trade(6, [item('Valkyrie Helm')], [item('Sparkle')]), // a shorter name, not a match for "red sparkle"
  trade(7, [item('Golden Crown')], [item('Red Sparkle Time Fedora')]),
];

const purchase = (n: number, name: string) => ({
  _id: id(100 + n),
  boughtItem: JSON.stringify({ Name: name, Type: 'Hat', AveragePrice: 5 }),
  price: 10,
  seller: `Seller${n}`,
  buyer: `Buyer${n}`,
  timestamp: Date.parse(`2024-06-${String(n).padStart(2, '0')}T10:00:00.000Z`),
});

const PURCHASES = [
  purchase(1, 'Red Sparkle Time Fedora'),
  purchase(2, 'RED SPARKLE Scarf'),
  purchase(3, 'Golden Crown'),
  purchase(4, 'Red Sparkle Time Fedora'),
  purchase(5, 'Sparkle'),
];

for (const engine of ENGINES) {
  describe(`item-name search on stored events [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      const { key } = await createIngestKey(t);
      for (const [kind, events] of [
        ['trades', TRADES],
        ['marketplace', PURCHASES],
      ] as const) {
        const res = await postEvents(t, kind, key, events);
        expect(res.statusCode, res.body).toBe(200);
      }
    });
    afterAll(() => t.close());

    async function trades(query: string): Promise<{ total: number; ids: string[] }> {
      const res = await t.request('GET', `/api/trades?sortBy=date&sortOrder=asc&${query}`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<TradesPage>();
      return { total: page.total, ids: page.data.map((row) => row._id) };
    }

    it('counts each trade once, whichever of its items match and however often', async () => {
      expect(await trades('itemName=red%20sparkle')).toEqual({ total: 6, ids: [1, 2, 3, 4, 5, 7].map(id) });
      expect(await trades('itemName=red%20sparkle%20scarf')).toEqual({ total: 3, ids: [2, 3, 5].map(id) });
      expect(await trades('itemName=time%20fedora')).toEqual({ total: 3, ids: [1, 2, 7].map(id) });
    });

    it('finds a fragment inside an item name too long for a key, and only there', async () => {
      expect(await trades('itemName=sparkle%20relic')).toEqual({ total: 2, ids: [4, 5].map(id) });
      expect(await trades('search=ancient%20ancient&searchIn=items')).toEqual({ total: 2, ids: [4, 5].map(id) });
    });

    it('pages a multi-key result with its exact total', async () => {
      const first = await trades('itemName=sparkle&count=2');
      expect(first).toEqual({ total: 7, ids: [1, 2].map(id) });
      const last = await trades('itemName=sparkle&count=2&skip=6');
      expect(last).toEqual({ total: 7, ids: [7].map(id) });
    });

    it('finds nothing for a fragment no item holds, and does not look at player names', async () => {
      expect(await trades('itemName=no%20such%20item')).toEqual({ total: 0, ids: [] });
      expect(await trades('itemName=sender7')).toEqual({ total: 0, ids: [] });
    });

    it('searches marketplace item names ignoring case, counting each entry once', async () => {
      const res = await t.request('GET', '/api/marketplace?searchType=itemName&searchQuery=red%20sparkle&sortBy=date&sortOrder=asc', {
        token: t.adminToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<MarketplacePage>();
      expect(page.total).toBe(3);
      expect(page.data.map((row) => row._id)).toEqual([101, 102, 104].map(id));
    });

    if (engine === 'postgres') {
      it('keeps the same item keys when writing as the migration fills from stored trades', async () => {
        const keys = async () =>
          (await sql<{ k: string }>`SELECT item_lower || '|' || trade_id AS k FROM trade_items ORDER BY 1`.execute(t.database.db)).rows.map((r) => r.k);
        const written = await keys();
        expect(written).toContain(`|${id(4)}`); // the long name, under the empty key
        expect(written.filter((k) => k.endsWith(id(3)))).toEqual([`red sparkle scarf|${id(3)}`]);
        await sql`DELETE FROM trade_items`.execute(t.database.db);
        await tradeItemRows(sql`trades AS t`).execute(t.database.db);
        expect(await keys()).toEqual(written);
      });
    }
  });
}
