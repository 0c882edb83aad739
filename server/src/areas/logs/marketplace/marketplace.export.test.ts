import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM, MarketplaceExportQuery, type MarketplacePage, MESSAGES, parseCsv } from '@staff-console/domain';
import { insertMarketplace, type MarketplaceEvent } from '../../../db/fixtures/marketplace.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { marketplaceOrder, marketplaceText } from './marketplace.criteria';
import { marketplaceExportChunks } from './marketplace.repository';

const id = (n: number) => `65e0000000000000000000${String(n).padStart(2, '0')}`;

const JOB = '5c1d8e2a-7f4b-4a93-9e60-b3d2f1a8c7e4';

const ROWS: { n: number; item: unknown; seller: string; buyer: string; price: number; sellerId?: number; server?: boolean }[] = [
  {
    n: 1,
    item: { Name: 'Dragon Sword', Amount: 2, AveragePrice: 40, AssetId: 1234, Type: 'Limited' },
    seller: 'Alice',
    buyer: 'Bob',
    price: 100,
    sellerId: 77,
    server: true,
  },
  { n: 2, item: { Name: 'Shield, "Big"' }, seller: 'たけし', buyer: 'Żaneta_PL', price: 300 },
  { n: 3, item: { Name: '=SUM(A1:A9)' }, seller: '-Minus', buyer: '@Buyer', price: 100 },
  { n: 4, item: { Name: 'Line\nBreak Hat' }, seller: '+Plus', buyer: 'Dave', price: 100 },
  { n: 5, item: '{not json', seller: 'Carol', buyer: 'Bob', price: 20 },
  ...Array.from({ length: 10 }, (_, i) => ({ n: 6 + i, item: { Name: `Sword ${i}` }, seller: 'Smith', buyer: `Buyer${i}`, price: 50 + (i % 3) })),
];

const event = (r: (typeof ROWS)[number]): MarketplaceEvent => ({
  _id: id(r.n),
  boughtItem: typeof r.item === 'string' ? r.item : JSON.stringify(r.item),
  price: r.price,
  seller: r.seller,
  buyer: r.buyer,
  ...(r.sellerId !== undefined ? { sellerId: r.sellerId } : {}),
  ...(r.server ? { serverId: JOB, placeId: '606849621' } : {}),
  date: new Date(Date.UTC(2024, 4, 1) + r.n * 60_000).toISOString(),
});

for (const engine of ENGINES) {
  describe(`GET /api/marketplace/export (${engine})`, () => {
    let t: TestApp;
    let viewer: string;
    const exported = async (query: string, token = viewer) => {
      const res = await t.request('GET', `/api/marketplace/export${query}`, { token });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      return { res, records: parseCsv(res.body) };
    };
    const listed = async (query: string) => {
      const res = await t.request('GET', `/api/marketplace?count=1000&${query.replace(/^\?/, '')}`, { token: viewer });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MarketplacePage>().data.map((e) => e._id);
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertMarketplace(t.database, ROWS.map(event));
      viewer = (await t.createUser({ username: 'market_exporter', permissions: ['view_marketplace'] })).token;
    });
    afterAll(() => t?.close());

    it('writes the columns with derived values, escaped and neutralised', async () => {
      const { res, records } = await exported('?searchQuery=sword&sortBy=price&sortOrder=desc');
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="marketplace-logs-\d{8}-\d{6}\.csv"$/);
      expect(records[0]).toEqual([
        'Time',
        'Item',
        'Asset ID',
        'Type',
        'Quantity',
        'Price',
        'Price per Unit',
        'Base Price',
        'Seller',
        'Seller ID',
        'Buyer',
        'Buyer ID',
        'ID',
        'Server',
        'Place',
      ]);
      // Price 100 ties are ordered by id, descending like the price.
      expect(res.body).toContain(
        '\r\n2024-05-01T00:01:00.000Z,Dragon Sword,1234,limited,2,100,50,40,Alice,77,Bob,,65e000000000000000000001,' + JOB + ',606849621\r\n',
      );
      const all = await exported('');
      expect(all.res.body).toContain(`\r\n2024-05-01T00:02:00.000Z,"Shield, ""Big""",,,1,300,300,300,たけし,,Żaneta_PL,,${id(2)},,\r\n`);
      expect(all.res.body).toContain(`\r\n2024-05-01T00:03:00.000Z,'=SUM(A1:A9),,,1,100,100,100,'-Minus,,'@Buyer,,${id(3)},,\r\n`);
      expect(all.res.body).toContain(`\r\n2024-05-01T00:04:00.000Z,"Line\nBreak Hat",,,1,100,100,100,'+Plus,,Dave,,${id(4)},,\r\n`);
      expect(all.res.body).toContain(`\r\n2024-05-01T00:05:00.000Z,Parse Error,,,1,20,20,20,Carol,,Bob,,${id(5)},,\r\n`);
    });

    it('ends each row with the game server and place, as the list names them; empty cells without', async () => {
      const { records } = await exported('');
      const byId = new Map(records.slice(1).map((r) => [r[12], r]));
      expect(byId.get(id(1))!.slice(12)).toEqual([id(1), JOB, '606849621']);
      expect(byId.get(id(2))!.slice(12)).toEqual([id(2), '', '']);
      const list = await t.request('GET', '/api/marketplace?count=1000', { token: viewer });
      const entries = list.json<MarketplacePage>().data;
      expect(entries.find((e) => e._id === id(1))).toMatchObject({ serverId: JOB, placeId: '606849621' });
      expect(entries.find((e) => e._id === id(2))).not.toHaveProperty('serverId');
    });

    it('exports exactly the list’s search, in the list’s order', async () => {
      for (const query of [
        '',
        '?sortOrder=asc',
        '?sortBy=price',
        '?sortBy=price&sortOrder=asc',
        '?searchQuery=sword',
        '?searchQuery=bob&searchType=buyer',
        '?searchQuery=smith&searchType=username&sortBy=price&sortOrder=asc',
        '?search=dragon',
        '?searchQuery=nothing-like-this',
      ]) {
        const { records } = await exported(query);
        expect(
          records.slice(1).map((r) => r[12]),
          query,
        ).toEqual(await listed(query));
      }
    });

    it('reads chunk after chunk by keyset, each row once, in order', async () => {
      for (const query of ['', '?sortBy=price', '?sortBy=price&sortOrder=asc', '?searchQuery=sword&sortBy=price']) {
        const q = MarketplaceExportQuery.parse(Object.fromEntries(new URLSearchParams(query)));
        const ids: string[] = [];
        for await (const chunk of marketplaceExportChunks(t.database, marketplaceText(q), marketplaceOrder(q), 3)) ids.push(...chunk.map((r) => r.id));
        expect(ids, query).toEqual(await listed(query));
      }
    });

    it('refuses bad filters as the list does, needs view_marketplace, and is audited', async () => {
      for (const query of ['?searchQuery=ab', '?sortBy=seller', '?searchType=everything']) {
        const res = await t.request('GET', `/api/marketplace/export${query}`, { token: viewer });
        const list = await t.request('GET', `/api/marketplace${query}`, { token: viewer });
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual(list.json());
      }
      expect((await t.request('GET', '/api/marketplace/export?searchQuery=ab', { token: viewer })).json()).toMatchObject({ error: MESSAGES.searchTooShort });
      const chatOnly = (await t.createUser({ username: 'chat_only_m', permissions: ['view_chat'] })).token;
      expect((await t.request('GET', '/api/marketplace/export', { token: chatOnly })).statusCode).toBe(403);

      const before = new Set((await t.database.db.selectFrom('action_logs').select('id').execute()).map((r) => r.id));
      await exported('?searchQuery=sword&searchType=itemName&sortBy=price');
      const written = (await t.database.db.selectFrom('action_logs').selectAll().execute()).filter((r) => !before.has(r.id));
      expect(written.map((r) => [r.category, r.action, r.username])).toEqual([['system', 'marketplace_exported', 'market_exporter']]);
      expect(JSON.parse(written[0]!.details)).toMatchObject({
        filters: { searchQuery: 'sword', searchType: 'itemName', sortBy: 'price', sortOrder: 'desc' },
      });
    });
  });
}
