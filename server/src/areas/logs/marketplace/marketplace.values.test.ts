// GET /api/marketplace: every derived value rule (docs/RULES.md, "Entities and values") computed by hand, the
// entry's shape, the limits, and who may call it.
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MarketplaceEntry, type MarketplacePage } from '@staff-console/domain';
import { insertMarketplace, type MarketplaceEvent } from '../../../db/fixtures/marketplace.fixtures';
import { ENGINES } from '../../../test/harness';
import { itAcceptsUpTo1000Rows, logListApp } from '../../../test/log-list';

const id = (n: number) => `65c00000000000000000000${n}`;
const at = (n: number) => `2024-04-0${n}T18:05:00.000Z`;

const EVENTS: MarketplaceEvent[] = [
  {
    // A JSON string; Amount before Quantity; AveragePrice before BaseValue; type reduced then aliased.
    _id: id(1),
    boughtItem: '{"Name":"Dragon Sword","Amount":4,"Quantity":9,"AveragePrice":30,"BaseValue":20,"Type":"Mythic-Unobtainable","AssetId":123}',
    price: 100,
    seller: 'Alice',
    buyer: 'Bob',
    sellerId: 11,
    buyerId: 22,
    date: at(1),
  },
  // An object; Quantity counts; BaseValue is the reference; the unit price is rounded to 2 decimals.
  { _id: id(2), boughtItem: { Name: 'Shield', Quantity: 3, BaseValue: 40, Type: 'Retexture' }, price: 100, seller: 'Bob', buyer: 'Carol', date: at(2) },
  // No count: 1; no reference price: the price.
  { _id: id(3), boughtItem: '{"Name":"Hat"}', price: 50, seller: 'Carol', buyer: 'Dave', date: at(3) },
  // Unreadable: 'Parse Error', quantity 1, unit and base price = price.
  { _id: id(4), boughtItem: 'not json{', price: 70, seller: 'Dave', buyer: 'Eve', date: at(4) },
  // Read but nameless: 'Unknown Item'; an AveragePrice of 0 falls through to BaseValue.
  { _id: id(5), boughtItem: '{"Amount":2,"AveragePrice":0,"BaseValue":15}', price: 45, seller: 'Eve', buyer: 'Alice', date: at(5) },
  { _id: id(6), boughtItem: { Name: 'Gem', Amount: 3 }, price: 10, seller: 'Eve', buyer: 'Bob', date: at(6) },
];

type Derived = Pick<MarketplaceEntry, 'itemName' | 'itemType' | 'assetId' | 'quantity' | 'pricePerUnit' | 'basePrice' | 'parsed'>;

const EXPECTED: Record<string, Derived> = {
  [id(1)]: { itemName: 'Dragon Sword', itemType: 'mythic', assetId: 123, quantity: 4, pricePerUnit: 25, basePrice: 30, parsed: true },
  [id(2)]: { itemName: 'Shield', itemType: 'code', assetId: null, quantity: 3, pricePerUnit: 33.33, basePrice: 40, parsed: true },
  [id(3)]: { itemName: 'Hat', itemType: '', assetId: null, quantity: 1, pricePerUnit: 50, basePrice: 50, parsed: true },
  [id(4)]: { itemName: 'Parse Error', itemType: '', assetId: null, quantity: 1, pricePerUnit: 70, basePrice: 70, parsed: false },
  [id(5)]: { itemName: 'Unknown Item', itemType: '', assetId: null, quantity: 2, pricePerUnit: 22.5, basePrice: 15, parsed: true },
  [id(6)]: { itemName: 'Gem', itemType: '', assetId: null, quantity: 3, pricePerUnit: 3.33, basePrice: 10, parsed: true },
};

for (const engine of ENGINES) {
  describe(`marketplace values and access [${engine}]`, () => {
    const list = logListApp(engine, '/api/marketplace', (database) => insertMarketplace(database, EVENTS));
    const get = list.get;

    it('carries every derived value, computed by the rules', async () => {
      const res = await get('?sortOrder=asc');
      expect(res.statusCode).toBe(200);
      const page = res.json<MarketplacePage>();
      expect(page.total).toBe(6);
      expect(page.data.map((entry) => entry._id)).toEqual([1, 2, 3, 4, 5, 6].map(id));
      for (const entry of page.data) expect(entry, entry._id).toMatchObject(EXPECTED[entry._id]!);
    });

    it('returns boughtItem as stored, the price, names, ISO date and ids only when known', async () => {
      const page = (await get('?sortOrder=asc')).json<MarketplacePage>();
      expect(page.data[0]).toEqual({
        _id: id(1),
        boughtItem: EVENTS[0]!.boughtItem,
        price: 100,
        seller: 'Alice',
        buyer: 'Bob',
        sellerId: 11,
        buyerId: 22,
        date: '2024-04-01T18:05:00.000Z',
        ...EXPECTED[id(1)],
      });
      expect(page.data[1]!.boughtItem).toEqual(EVENTS[1]!.boughtItem);
      expect(page.data[1]).not.toHaveProperty('sellerId');
      expect(page.data[3]!.boughtItem).toBe('not json{');
    });

    it('defaults to date, newest first', async () => {
      expect((await get('')).json<MarketplacePage>().data.map((entry) => entry._id)).toEqual([6, 5, 4, 3, 2, 1].map(id));
    });

    itAcceptsUpTo1000Rows(get);

    it('refuses bad input with a sentence naming the field', async () => {
      const cases: [string, string][] = [
        ['?sortBy=value', "Invalid query parameter 'sortBy': must be one of date, price"],
        ['?searchType=everything&searchQuery=bob', "Invalid query parameter 'searchType': must be one of itemName, seller, buyer, username"],
        ['?sortOrder=up', "Invalid query parameter 'sortOrder': must be asc or desc"],
        ['?skip=-5', "Invalid query parameter 'skip': must be at least 0"],
        [`?searchQuery=${'y'.repeat(101)}`, "Invalid query parameter 'searchQuery': must be at most 100 characters"],
      ];
      for (const [query, error] of cases) {
        const res = await get(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toBe(error);
      }
      for (const query of ['?searchQuery=ab', '?search=a']) {
        expect((await get(query)).json(), query).toEqual({ success: false, error: MESSAGES.searchTooShort });
      }
      expect((await get('?searchQuery=&searchType=itemName')).json().total).toBe(6);
    });

    it('needs a token and the view_marketplace permission', async () => {
      expect((await get('', null)).statusCode).toBe(401);
      const guest = await list.t.createUser({ username: 'guest1' });
      expect((await get('', guest.token)).statusCode).toBe(403);
      const tradesOnly = await list.t.createUser({ username: 'trades1', permissions: ['view_trades'] });
      const denied = await get('', tradesOnly.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ success: false, error: MESSAGES.forbidden });
      for (const [username, permission] of [
        ['viewer1', 'view_marketplace'],
        ['manager1', 'manage_marketplace'],
      ] as const) {
        const user = await list.t.createUser({ username, permissions: [permission] });
        expect((await get('', user.token)).statusCode, username).toBe(200);
      }
    });
  });
}
