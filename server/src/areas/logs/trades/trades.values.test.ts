// GET /api/trades: every derived value rule (docs/RULES.md, "Entities and values") computed by hand, the
// trade's shape, the limits, and who may call it.
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Trade, type TradesPage } from '@staff-console/domain';
import { insertTrades, type TradeEvent } from '../../../db/fixtures/trades.fixtures';
import { ENGINES } from '../../../test/harness';
import { itAcceptsUpTo1000Rows, logListApp } from '../../../test/log-list';

const id = (n: number) => `65b00000000000000000000${n}`;
const at = (n: number) => `2024-02-0${n}T09:30:00.000Z`;

const EVENTS: TradeEvent[] = [
  {
    // A leading plain number is currency; AveragePrice wins over BaseValue and Value;
    // BaseValue wins over Value; Amount counts.
    _id: id(1),
    date: at(1),
    sender: 'Alice',
    receiver: 'Bob',
    senderId: 101,
    receiverId: 202,
    sentItems: { items: [500, { Name: 'Dragon Sword', AveragePrice: 100, BaseValue: 50, Value: 10 }] },
    receivedItems: { items: [{ Name: 'Shield', BaseValue: 200, Value: 5, Amount: 2 }] },
  },
  {
    // Every currency field name, summed; Mult counts.
    _id: id(2),
    date: at(2),
    sender: 'Bob',
    receiver: 'Carol',
    sentItems: {
      items: [
        { gbux: 10, rbux: 20 },
        { Name: 'Hat', Value: 30, Mult: 3 },
      ],
    },
    receivedItems: { items: [{ GBux: 1, Rbux: 2, bux: 3 }, { case_bux: 4 }, { caseBux: 5 }] },
  },
  {
    // Zero prices fall through to Value; Quantity counts; a number after the first place is not currency.
    _id: id(3),
    date: at(3),
    sender: 'Carol',
    receiver: 'Dave',
    sentItems: { items: [{ Name: 'Crown', AveragePrice: 0, BaseValue: 0, Value: 7, Quantity: 4 }, 50] },
    receivedItems: { items: [1000] },
  },
  {
    // Amount before Quantity before Mult.
    _id: id(4),
    date: at(4),
    sender: 'Dave',
    receiver: 'Alice',
    sentItems: { items: [{ Name: 'Gem', AveragePrice: 10, Amount: 2, Quantity: 5, Mult: 7 }] },
    receivedItems: {
      items: [
        { Name: 'Gem', BaseValue: 10, Quantity: 5, Mult: 7 },
        { Name: 'Gem', Value: 3, Mult: 7 },
      ],
    },
  },
  {
    // One side over 5 × the other and over 10,000 RAP: lopsided.
    _id: id(5),
    date: at(5),
    sender: 'Whale',
    receiver: 'Minnow',
    sentItems: { items: [{ Name: 'Golden Crown', AveragePrice: 60000 }] },
    receivedItems: { items: [100] },
  },
];

type Derived = Pick<Trade, 'sent' | 'received' | 'sentCaseBux' | 'receivedCaseBux' | 'total' | 'profitLoss' | 'itemCount' | 'lopsided'>;

const EXPECTED: Record<string, Derived> = {
  // sent 500 + 100; received 200 × 2.
  [id(1)]: { sent: 600, received: 400, sentCaseBux: 500, receivedCaseBux: 0, total: 1000, profitLoss: -200, itemCount: 2, lopsided: false },
  // sent (10 + 20) + 30 × 3; received (1 + 2 + 3) + 4 + 5.
  [id(2)]: { sent: 120, received: 15, sentCaseBux: 30, receivedCaseBux: 15, total: 135, profitLoss: -105, itemCount: 1, lopsided: false },
  // sent 7 × 4; received 1000 Case-bux.
  [id(3)]: { sent: 28, received: 1000, sentCaseBux: 0, receivedCaseBux: 1000, total: 1028, profitLoss: 972, itemCount: 1, lopsided: false },
  // sent 10 × 2; received 10 × 5 + 3 × 7.
  [id(4)]: { sent: 20, received: 71, sentCaseBux: 0, receivedCaseBux: 0, total: 91, profitLoss: 51, itemCount: 3, lopsided: false },
  [id(5)]: { sent: 60000, received: 100, sentCaseBux: 0, receivedCaseBux: 100, total: 60100, profitLoss: -59900, itemCount: 1, lopsided: true },
};

for (const engine of ENGINES) {
  describe(`trades values and access [${engine}]`, () => {
    const list = logListApp(engine, '/api/trades', (database) => insertTrades(database, EVENTS));
    const get = list.get;

    it('carries every derived value, computed by the rules', async () => {
      const res = await get('?sortOrder=asc');
      expect(res.statusCode).toBe(200);
      const page = res.json<TradesPage>();
      expect(page.success).toBe(true);
      expect(page.total).toBe(5);
      for (const trade of page.data) expect(trade, trade._id).toMatchObject(EXPECTED[trade._id]!);
    });

    it('returns the stored event with an ISO date and ids only when known', async () => {
      const page = (await get('?sortOrder=asc&count=2')).json<TradesPage>();
      expect(page.data[0]).toEqual({
        _id: id(1),
        date: '2024-02-01T09:30:00.000Z',
        sender: 'Alice',
        receiver: 'Bob',
        senderId: 101,
        receiverId: 202,
        sentItems: EVENTS[0]!.sentItems,
        receivedItems: EVENTS[0]!.receivedItems,
        ...EXPECTED[id(1)],
      });
      expect(page.data[1]).not.toHaveProperty('senderId');
      expect(page.data[1]).not.toHaveProperty('receiverId');
      expect(page.data[1]!.receivedItems).toEqual(EVENTS[1]!.receivedItems);
    });

    itAcceptsUpTo1000Rows(get);

    it('refuses bad input with a sentence naming the field', async () => {
      const cases: [string, string][] = [
        ['?count=0', "Invalid query parameter 'count': must be at least 1"],
        ['?skip=-1', "Invalid query parameter 'skip': must be at least 0"],
        ['?skip=abc', "Invalid query parameter 'skip': must be a number"],
        ['?sortBy=sender', "Invalid query parameter 'sortBy': must be one of date, value, profit"],
        ['?sortOrder=sideways', "Invalid query parameter 'sortOrder': must be asc or desc"],
        ['?searchIn=everything&search=bob', "Invalid query parameter 'searchIn': must be one of all, sender, receiver, items"],
        [`?sender=${'x'.repeat(101)}`, "Invalid query parameter 'sender': must be at most 100 characters"],
        ['?userId=abc', "Invalid query parameter 'userId': must be a number"],
      ];
      for (const [query, error] of cases) {
        const res = await get(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toContain(error);
      }
    });

    it('asks for 3 characters before a substring search', async () => {
      for (const query of ['?search=ab', '?itemName=ab', '?search=%20a%20']) {
        const res = await get(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toEqual({ success: false, error: MESSAGES.searchTooShort });
      }
      // Blank filters are no filters (the old client sends them empty).
      expect((await get('?search=&sender=&itemName=%20')).json().total).toBe(5);
    });

    it('needs a token and the view_trades permission', async () => {
      expect((await get('', null)).statusCode).toBe(401);
      const guest = await list.t.createUser({ username: 'guest1' });
      const denied = await get('', guest.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ success: false, error: MESSAGES.forbidden });
      const marketOnly = await list.t.createUser({ username: 'market1', permissions: ['view_marketplace'] });
      expect((await get('', marketOnly.token)).statusCode).toBe(403);
      for (const [username, permissions] of [
        ['viewer1', ['view_trades']],
        ['manager1', ['manage_trades']],
      ] as const) {
        const user = await list.t.createUser({ username, permissions: [...permissions] });
        const res = await get('', user.token);
        expect(res.statusCode, username).toBe(200);
        expect(res.json().total).toBe(5);
      }
      const staff = await list.t.createUser({ username: 'staff1', role: 'user' });
      expect((await get('', staff.token)).statusCode).toBe(200);
    });
  });
}
