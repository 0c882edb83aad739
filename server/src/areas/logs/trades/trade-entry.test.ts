// Single entries for permalinks (GET /api/trades/:id, GET /api/marketplace/:id) and the chat of a
// trade's two players in the ten minutes before it (GET /api/trades/:id/chat-context): the
// window's edges, merging and order, hidden rows, names resolved through players, the cap, 404s,
// 400s and who may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplacePage, TradeChatContextResponse, TradesPage } from '@staff-console/domain';
import { type ChatFixture, insertChat, prepareChat } from '../chat/chat.fixtures';
import { insertMarketplace } from '../../../db/fixtures/marketplace.fixtures';
import { insertPlayers } from '../../../db/fixtures/players.fixtures';
import { insertTrades, type TradeEvent } from '../../../db/fixtures/trades.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const SEC = 1000;
const MIN = 60 * SEC;
const D = Date.UTC(2025, 5, 1, 20, 0, 0);
const tradeId = (n: number) => `69e0000000000000000000${String(n).padStart(2, '0')}`;
const chatId = (n: number) => `69f00000000000000000${String(n).padStart(4, '0')}`;
const marketId = (n: number) => `69a0000000000000000000${String(n).padStart(2, '0')}`;

const trade = (n: number, overrides: Partial<TradeEvent>): TradeEvent => ({
  _id: tradeId(n),
  date: new Date(D).toISOString(),
  sender: 'Alice',
  receiver: 'Bob',
  sentItems: { items: [{ Name: 'Hat', Value: 100 }] },
  receivedItems: { items: [50] },
  ...overrides,
});

const TRADES: TradeEvent[] = [
  // Both ids known.
  trade(1, { senderId: 101, receiverId: 202 }),
  // No ids: the sender's name is a known player (any case), the receiver's is not.
  trade(2, { sender: 'namedONLY', receiver: 'Ghost', date: new Date(D + 60 * MIN).toISOString() }),
  // A chatty player: more messages in the window than the cap.
  trade(3, { sender: 'Chatty', senderId: 404, receiver: 'Quiet', receiverId: 505, date: new Date(D + 200 * MIN).toISOString() }),
];

const msg = (n: number, userId: number, at: number, message = `message ${n}`): ChatFixture => ({
  id: chatId(n),
  userId,
  name: `User${userId}`,
  message,
  timestamp: at,
});

const CHAT: ChatFixture[] = [
  msg(1, 101, D - 10 * MIN - 1), // one millisecond too early
  msg(2, 101, D - 10 * MIN), // the window's first instant
  msg(3, 202, D - 5 * MIN),
  msg(5, 101, D - 3 * MIN), // 4 and 5 at one instant: ordered by id
  msg(4, 202, D - 3 * MIN),
  msg(6, 202, D - 2 * MIN, '#####'), // hidden
  msg(7, 303, D - 1 * MIN), // a third player: not part of the trade
  msg(8, 202, D), // the trade's own instant
  msg(9, 101, D + 1), // after the trade
  // Trade 2 (an hour later): the named sender is player 606.
  msg(10, 606, D + 55 * MIN),
  msg(11, 707, D + 56 * MIN),
  // Trade 3: 520 messages from 404, one a second, ending at the trade.
  ...Array.from({ length: 520 }, (_, i) => msg(100 + i, 404, D + 200 * MIN - (519 - i) * SEC)),
  msg(99, 505, D + 200 * MIN - 2 * MIN),
];

const MARKET = [
  {
    _id: marketId(1),
    boughtItem: { Name: 'Golden Crown', AveragePrice: 900, Amount: 2 },
    price: 1500,
    seller: 'Seller',
    buyer: 'Buyer',
    sellerId: 11,
    buyerId: 22,
    date: new Date(D).toISOString(),
  },
  { _id: marketId(2), boughtItem: '{not json', price: 5, seller: 'S2', buyer: 'B2', date: new Date(D + MIN).toISOString() },
];

for (const engine of ENGINES) {
  describe(`single trades and marketplace entries, and a trade's chat [${engine}]`, () => {
    let t: TestApp;
    const tokens: Record<string, string> = {};
    const get = (url: string, token = t.adminToken) => t.request('GET', url, { token });
    const chat = async (n: number): Promise<TradeChatContextResponse> => {
      const res = await get(`/api/trades/${tradeId(n)}/chat-context`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ids = (r: TradeChatContextResponse) => r.data.map((m) => m._id);

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertTrades(t.database, TRADES);
      await insertChat(t.database, prepareChat(CHAT));
      await insertPlayers(t.database, [{ userId: 606, username: 'NamedOnly' }]);
      await insertMarketplace(t.database, MARKET);
      const users: Record<string, string[]> = {
        trades: ['view_trades'],
        chat: ['view_chat'],
        both: ['view_trades', 'view_chat'],
        managerAndChat: ['manage_trades', 'view_chat'],
        market: ['view_marketplace'],
      };
      for (const [name, permissions] of Object.entries(users)) tokens[name] = (await t.createUser({ username: name, permissions })).token;
    });
    afterAll(() => t?.close());

    it('answers one trade exactly as the list does', async () => {
      const listed = (await get('/api/trades?sortOrder=asc')).json<TradesPage>().data;
      for (const expected of listed) {
        const res = await get(`/api/trades/${expected._id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, data: expected });
      }
      expect((await get(`/api/trades/${tradeId(1).toUpperCase()}`)).json().data._id).toBe(tradeId(1));
    });

    it('answers one marketplace entry exactly as the list does', async () => {
      const listed = (await get('/api/marketplace')).json<MarketplacePage>().data;
      expect(listed).toHaveLength(2);
      for (const expected of listed) {
        expect((await get(`/api/marketplace/${expected._id}`)).json()).toEqual({ success: true, data: expected });
      }
    });

    it('answers 404 with a sentence for an unknown entry, and 400 for a malformed id', async () => {
      const missing = 'ffffffffffffffffffffffff';
      const cases: [string, number, string][] = [
        [`/api/trades/${missing}`, 404, 'Trade not found'],
        [`/api/trades/${missing}/chat-context`, 404, 'Trade not found'],
        [`/api/marketplace/${missing}`, 404, 'Marketplace entry not found'],
        // A chat message's id is not a trade's.
        [`/api/trades/${chatId(2)}`, 404, 'Trade not found'],
        ['/api/trades/123', 400, "Invalid path parameter 'id': must be a 24-character hexadecimal id"],
        ['/api/trades/zzzzzzzzzzzzzzzzzzzzzzzz/chat-context', 400, "Invalid path parameter 'id': must be a 24-character hexadecimal id"],
        ['/api/marketplace/%27%20OR%201=1', 400, "Invalid path parameter 'id': must be a 24-character hexadecimal id"],
      ];
      for (const [url, status, error] of cases) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(status);
        expect(res.json(), url).toEqual({ success: false, error });
      }
    });

    it("merges both players' visible chat in [date − 10 min, date], oldest first", async () => {
      const r = await chat(1);
      expect(ids(r)).toEqual([chatId(2), chatId(3), chatId(4), chatId(5), chatId(8)]);
      expect(r).toMatchObject({
        from: new Date(D - 10 * MIN).toISOString(),
        to: new Date(D).toISOString(),
        truncated: false,
        unresolved: [],
      });
      expect(r.data[0]).toEqual({
        _id: chatId(2),
        userId: 101,
        name: 'User101',
        message: 'message 2',
        timestamp: new Date(D - 10 * MIN).toISOString(),
        filterWarning: false,
      });
    });

    it('finds a player without an id by name among the players, and says which side it could not', async () => {
      const r = await chat(2);
      expect(ids(r)).toEqual([chatId(10)]);
      expect(r.unresolved).toEqual(['Ghost']);
    });

    it('keeps the 500 messages nearest the trade when more fall in the window', async () => {
      const r = await chat(3);
      expect(r.truncated).toBe(true);
      expect(r.data).toHaveLength(500);
      // 521 messages fall in the window (520 of 404's, one of 505's two minutes before); the oldest 21 are left out.
      const all = [
        ...Array.from({ length: 520 }, (_, i) => ({ id: chatId(100 + i), at: D + 200 * MIN - (519 - i) * SEC })),
        { id: chatId(99), at: D + 200 * MIN - 2 * MIN },
      ]
        .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))
        .map((m) => m.id);
      expect(ids(r)).toEqual(all.slice(-500));
      expect(ids(r)).toContain(chatId(99));
      expect(ids(r).at(-1)).toBe(chatId(619));
    });

    it('needs both view_trades and view_chat for the chat; view_trades alone for the trade', async () => {
      const url = `/api/trades/${tradeId(1)}`;
      const cases: [string, string, number][] = [
        ['trades', `${url}/chat-context`, 403],
        ['chat', `${url}/chat-context`, 403],
        ['market', `${url}/chat-context`, 403],
        ['both', `${url}/chat-context`, 200],
        ['managerAndChat', `${url}/chat-context`, 200],
        ['trades', url, 200],
        ['chat', url, 403],
        ['market', `/api/marketplace/${marketId(1)}`, 200],
        ['trades', `/api/marketplace/${marketId(1)}`, 403],
      ];
      for (const [who, target, status] of cases) {
        const res = await get(target, tokens[who]);
        expect(res.statusCode, `${who} ${target}`).toBe(status);
        if (status === 403) expect(res.json()).toEqual({ success: false, error: "You don't have permission to do this." });
      }
      expect((await t.request('GET', `${url}/chat-context`, { token: null })).statusCode).toBe(401);
    });
  });
}
