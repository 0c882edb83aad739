// The player page API on both engines: names, standing and counts; one timeline merged from chat,
// trades and marketplace entries in a single order, paged by cursors; sections by permission; the
// action log records every opening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorOf, type PlayerSummaryResponse, type TimelineItem, type TimelinePage } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';
import { ingestEvents } from '../ingest';

const P = 500;
const MIN = 60_000;
const T = Date.UTC(2026, 5, 1, 12);
const at = (minute: number) => new Date(T + minute * MIN).toISOString();
const hex = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;
const chatId = (n: number) => hex('c', n);
const tradeId = (n: number) => hex('e', n);
const marketId = (n: number) => hex('f', n);

const chat = [
  { _id: chatId(1), userId: P, name: 'OldScam', message: 'selling cheap dominus', timestamp: at(1) },
  { _id: chatId(2), userId: P, name: 'OldScam', message: 'trust me', timestamp: at(3) },
  { _id: chatId(3), userId: P, name: 'ScamLord', message: '####', timestamp: at(5) }, // hidden: never shown or counted
  { _id: chatId(4), userId: P, name: 'ScamLord', message: 'new name who dis', timestamp: at(10) },
  { _id: chatId(5), userId: 77, name: 'Bystander', message: 'not the suspect', timestamp: at(10) },
  { _id: chatId(6), userId: P, name: 'ScamLord', message: 'same minute as a trade', timestamp: at(20) },
];

const item = (name: string, rap: number) => ({ AssetId: 1, Name: name, Type: 'Hat', AveragePrice: rap });
const trade = (n: number, minute: number, sides: Record<string, unknown>, sent = 100, received = 100) => ({
  _id: tradeId(n),
  date: at(minute),
  sentItems: { items: [item('Sent', sent)] },
  receivedItems: { items: [item('Received', received)] },
  ...sides,
});

const trades = [
  trade(1, 2, { sender: 'OldScam', senderId: P, receiver: 'Victim', receiverId: 77 }, 100, 60_000), // lopsided
  trade(2, 4, { sender: 'Victim', senderId: 77, receiver: 'OldScam', receiverId: P }),
  trade(3, 6, { sender: 'ScamLord', senderId: P, receiver: 'ScamLord', receiverId: P }), // both sides: once
  trade(4, 8, { sender: 'OldScam', receiver: 'Victim' }), // no ids: matched by an earlier name
  trade(5, 12, { sender: 'Victim', receiver: 'scamlord' }), // no ids, other case
  trade(6, 14, { sender: 'ScamLord', receiver: 'oldscam' }), // no ids, both names: once
  trade(7, 16, { sender: 'ScamLord', senderId: 999, receiver: 'Victim', receiverId: 77 }), // the id says someone else
  trade(8, 18, { sender: 'Victim', senderId: 77, receiver: 'Other', receiverId: 78 }),
  trade(9, 20, { sender: 'Victim', senderId: 77, receiver: 'ScamLord', receiverId: P }), // same minute as chat 6
];

const purchase = (n: number, minute: number, sides: Record<string, unknown>) => ({
  _id: marketId(n),
  date: at(minute),
  price: 10 * n,
  boughtItem: { AssetId: 5, Name: 'Crate', Type: 'Case', Quantity: 1 },
  ...sides,
});

const market = [
  purchase(1, 7, { seller: 'Shop', sellerId: 90, buyer: 'ScamLord', buyerId: P }),
  purchase(2, 9, { seller: 'OldScam', buyer: 'Victim' }),
  purchase(3, 11, { seller: 'Shop', sellerId: 90, buyer: 'Victim', buyerId: 77 }),
  purchase(4, 20, { seller: 'ScamLord', sellerId: P, buyer: 'Victim', buyerId: 77 }),
];

const players = [
  { userId: P, username: 'ScamLord', value: 5000, bux: 10, level: 3, items: 7 },
  { userId: 77, username: 'Victim', value: 9000, bux: 10, level: 9, items: 1 },
  { userId: 78, username: 'Other', value: 5000, bux: 5, level: 1, items: 1 },
  { userId: 400, username: 'Earlier', value: 5000, bux: 1, level: 1, items: 1 },
];

/** The expected timeline, newest first: [kind, id] by time, then kind (trade > marketplace > chat), then id. */
const EXPECTED: [TimelineItem['kind'], string][] = [
  ['trade', tradeId(9)], // minute 20
  ['marketplace', marketId(4)], // minute 20
  ['chat', chatId(6)], // minute 20
  ['trade', tradeId(6)], // 14
  ['trade', tradeId(5)], // 12
  ['chat', chatId(4)], // 10
  ['marketplace', marketId(2)], // 9
  ['trade', tradeId(4)], // 8
  ['marketplace', marketId(1)], // 7
  ['trade', tradeId(3)], // 6
  ['trade', tradeId(2)], // 4
  ['chat', chatId(2)], // 3
  ['trade', tradeId(1)], // 2
  ['chat', chatId(1)], // 1
];
const keys = (items: readonly TimelineItem[]) => items.map((i) => [i.kind, i.id]);

for (const engine of ENGINES) {
  describe(`player page API (${engine})`, () => {
    let t: TestApp;
    let chatOnly: string;
    let guest: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await ingestEvents(t.database, 'chat', chat);
      await ingestEvents(t.database, 'trades', trades);
      await ingestEvents(t.database, 'marketplace', market);
      await ingestEvents(t.database, 'players', players);
      chatOnly = (await t.createUser({ username: 'chatonly', role: 'guest', permissions: ['view_chat'] })).token;
      guest = (await t.createUser({ username: 'noaccess', role: 'guest' })).token;
    });
    afterAll(() => t.close());

    const timeline = async (query = '', token = t.adminToken) => {
      const res = await t.request('GET', `/api/players/${P}/timeline${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TimelinePage>();
    };

    it('summarises the player: names most recent first, standing with ranks, counts by kind', async () => {
      const res = await t.request('GET', `/api/players/${P}`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      const { player } = res.json<PlayerSummaryResponse>();
      expect(player.username).toBe('ScamLord');
      expect(player.names.map((n) => n.name)).toEqual(['ScamLord', 'OldScam']);
      expect(player.names[1]).toMatchObject({ firstSeen: at(1), lastSeen: at(4) });
      // Value 5000 ties with users 78 and 400, who rank first (lower ids); 77 is above all. Bux ties with 77.
      expect(player.leaderboard).toEqual({
        value: { value: 5000, rank: 4 },
        bux: { value: 10, rank: 2 },
        level: { value: 3, rank: 2 },
        items: { value: 7, rank: 1 },
      });
      expect(player.counts).toEqual({ chat: 4, tradesSent: 4, tradesReceived: 3, lopsidedTrades: 1, purchases: 1, sales: 2 });
      expect(player.kinds).toEqual(['chat', 'trade', 'marketplace', 'note', 'sanction', 'appeal']);
    });

    it('writes every opening of a player page to the action log', async () => {
      await t.request('GET', `/api/players/${P}`, { token: chatOnly });
      const logged = await t.database.db.selectFrom('action_logs').selectAll().where('action', '=', 'player_viewed').orderBy('timestamp', 'desc').execute();
      expect(logged[0]).toMatchObject({ category: 'system', username: 'chatonly' });
      expect(JSON.parse(logged[0]!.details)).toEqual({ userId: P, username: 'ScamLord' });
    });

    it('merges chat, trades and marketplace into one newest-first timeline, each row once', async () => {
      const page = await timeline();
      expect(keys(page.data)).toEqual(EXPECTED);
      expect(page.total).toBe(EXPECTED.length);
      expect(page).toMatchObject({ hasNewer: false, hasOlder: false });
      const byId = new Map(page.data.map((i) => [i.id, i]));
      expect(byId.get(tradeId(3))).toMatchObject({ role: 'sender', matchedBy: 'id' });
      expect(byId.get(tradeId(5))).toMatchObject({ role: 'receiver', matchedBy: 'name' });
      expect(byId.get(tradeId(6))).toMatchObject({ role: 'sender', matchedBy: 'name' });
      expect(byId.get(marketId(2))).toMatchObject({ role: 'seller', matchedBy: 'name' });
      expect(byId.get(tradeId(1))).toMatchObject({ kind: 'trade', trade: { lopsided: true, received: 60_000 } });
      expect(byId.get(chatId(6))).toMatchObject({ kind: 'chat', chat: { message: 'same minute as a trade' } });
    });

    it('pages older with cursors across kinds and ties, newer back again, and opens at the oldest end', async () => {
      const seen: TimelineItem[] = [];
      let page = await timeline('?limit=4');
      seen.push(...page.data);
      expect(page).toMatchObject({ hasNewer: false, hasOlder: true });
      while (page.hasOlder) {
        page = await timeline(`?limit=4&before=${cursorOf(page.data.at(-1)!)}`);
        seen.push(...page.data);
      }
      expect(keys(seen)).toEqual(EXPECTED);
      // 14 items in pages of 4: the last page holds the oldest two.
      expect(keys(page.data)).toEqual(EXPECTED.slice(-2));

      const second = await timeline(`?limit=4&before=${cursorOf(EXPECTED_ITEM(seen, 3))}`);
      expect(keys(second.data)).toEqual(EXPECTED.slice(4, 8));
      expect(second).toMatchObject({ hasNewer: true, hasOlder: true });
      const back = await timeline(`?limit=4&after=${cursorOf(second.data[0]!)}`);
      expect(keys(back.data)).toEqual(EXPECTED.slice(0, 4));
      expect(back).toMatchObject({ hasNewer: false, hasOlder: true });

      const oldest = await timeline('?limit=5&oldest=true');
      expect(keys(oldest.data)).toEqual(EXPECTED.slice(-5));
      expect(oldest).toMatchObject({ hasNewer: true, hasOlder: false });
      // Newer than the oldest page by less than a page: the newest page, full.
      const near = await timeline(`?limit=5&after=${cursorOf(EXPECTED_ITEM(seen, 2))}`);
      expect(keys(near.data)).toEqual(EXPECTED.slice(0, 5));
    });

    it('filters by kind and by time, counting what it shows', async () => {
      const trades = await timeline('?kinds=trade');
      expect(keys(trades.data)).toEqual(EXPECTED.filter(([k]) => k === 'trade'));
      expect(trades.total).toBe(7);
      const mixed = await timeline('?kinds=chat,marketplace');
      expect(keys(mixed.data)).toEqual(EXPECTED.filter(([k]) => k !== 'trade'));
      const window = await timeline(`?from=${encodeURIComponent(at(6))}&to=${T + 12 * MIN}`);
      expect(keys(window.data)).toEqual(EXPECTED.filter((_, i) => i >= 4 && i <= 9));
      expect(window.total).toBe(6);
    });

    it('shows each section only with its permission', async () => {
      const res = await t.request('GET', `/api/players/${P}`, { token: chatOnly });
      const { player } = res.json<PlayerSummaryResponse>();
      expect(player.counts).toEqual({ chat: 4 });
      expect(player.kinds).toEqual(['chat']);
      expect(player.leaderboard).toBeUndefined();
      const page = await timeline('', chatOnly);
      expect(page.data.every((i) => i.kind === 'chat')).toBe(true);
      expect(page.total).toBe(4);
      // A link asking for trades shows nothing this role may not see.
      const asked = await timeline('?kinds=trade', chatOnly);
      expect(asked).toMatchObject({ data: [], total: 0 });
      expect((await t.request('GET', `/api/players/${P}`, { token: guest })).statusCode).toBe(403);
      expect((await t.request('GET', `/api/players/${P}/timeline`, { token: guest })).statusCode).toBe(403);
    });

    it('answers 404 for a player never seen and 400 for bad parameters, with a sentence', async () => {
      const missing = await t.request('GET', '/api/players/123456', { token: t.adminToken });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: 'Player not found' });
      expect((await t.request('GET', '/api/players/123456/timeline', { token: t.adminToken })).statusCode).toBe(404);
      for (const [url, fragment] of [
        ['/api/players/abc', 'numeric user id'],
        [`/api/players/${P}/timeline?kinds=chat,emails`, 'comma-separated list'],
        [`/api/players/${P}/timeline?before=nonsense`, 'cursor'],
        [`/api/players/${P}/timeline?before=1.chat.${chatId(1)}&oldest=true`, 'at most one'],
        [`/api/players/${P}/timeline?from=${T}&to=${T - 1}`, "must not be after 'to'"],
        [`/api/players/${P}/timeline?limit=0`, 'at least 1'],
      ] as const) {
        const res = await t.request('GET', url, { token: t.adminToken });
        expect(res.statusCode, url).toBe(400);
        expect(res.json<{ error: string }>().error, url).toContain(fragment);
      }
    });

    it('lists trade partners: one per id, name-only partners apart, most trades first', async () => {
      const res = await t.request('GET', `/api/players/${P}/partners`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: [
          { userId: 77, name: 'Victim', trades: 3, lopsided: 1, gave: 300, got: 60_200, lastTrade: at(20) },
          { userId: null, name: 'Victim', trades: 2, lopsided: 0, gave: 200, got: 200, lastTrade: at(12) },
          { userId: null, name: 'oldscam', trades: 1, lopsided: 0, gave: 100, got: 100, lastTrade: at(14) },
          { userId: P, name: 'ScamLord', trades: 1, lopsided: 0, gave: 100, got: 100, lastTrade: at(6) },
        ],
        // The same pairs' balances, largest |net| first (then most trades, then the latest trade).
        partners: [
          { userId: 77, name: 'Victim', trades: 3, given: 300, received: 60_200, net: 59_900, lopsided: 1, oneWay: true },
          { name: 'Victim', trades: 2, given: 200, received: 200, net: 0, lopsided: 0, oneWay: false },
          { name: 'oldscam', trades: 1, given: 100, received: 100, net: 0, lopsided: 0, oneWay: false },
          { userId: P, name: 'ScamLord', trades: 1, given: 100, received: 100, net: 0, lopsided: 0, oneWay: false },
        ],
      });
      expect((await t.request('GET', `/api/players/${P}/partners?limit=1`, { token: t.adminToken })).json<{ data: unknown[] }>().data).toHaveLength(1);
      expect((await t.request('GET', `/api/players/${P}/partners`, { token: chatOnly })).statusCode).toBe(403);
    });

    it('looks up who was seen under a name, in any case', async () => {
      const res = await t.request('GET', '/api/players?name=OLDSCAM', { token: chatOnly });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, data: [{ userId: P, username: 'ScamLord', name: 'OldScam', lastSeen: at(4) }] });
      expect((await t.request('GET', '/api/players?name=NoSuchName', { token: chatOnly })).json()).toEqual({ success: true, data: [] });
      expect((await t.request('GET', '/api/players?name=%20', { token: chatOnly })).statusCode).toBe(400);
      expect((await t.request('GET', '/api/players?name=x', { token: guest })).statusCode).toBe(403);
    });

    it('shows a name only to staff who may read a kind of record that showed it', async () => {
      await ingestEvents(t.database, 'chat', [{ _id: chatId(60), userId: 601, name: 'QuietChat', message: 'hi', timestamp: at(40) }]);
      await ingestEvents(t.database, 'trades', [
        trade(60, 41, { sender: 'QuietTrader', senderId: 601, receiver: 'Victim', receiverId: 77 }),
        trade(61, 42, { sender: 'HiddenTrader', senderId: 602, receiver: 'Victim', receiverId: 77 }),
      ]);
      await ingestEvents(t.database, 'marketplace', [purchase(60, 43, { seller: 'Shop', sellerId: 90, buyer: 'QuietBuyer', buyerId: 601 })]);
      const tradesOnly = (await t.createUser({ username: 'tradesonly', role: 'guest', permissions: ['view_trades'] })).token;
      const names = async (token: string) => {
        const res = await t.request('GET', '/api/players/601', { token });
        expect(res.statusCode, res.body).toBe(200);
        return res
          .json<PlayerSummaryResponse>()
          .player.names.map((n) => n.name)
          .sort();
      };
      const lookUp = async (name: string, token: string) =>
        (await t.request('GET', `/api/players?name=${name}`, { token })).json<{ data: { userId: number }[] }>().data.map((m) => m.userId);

      expect(await names(t.adminToken)).toEqual(['QuietBuyer', 'QuietChat', 'QuietTrader']);
      expect(await names(chatOnly)).toEqual(['QuietChat']);
      expect(await names(tradesOnly)).toEqual(['QuietTrader']);
      expect(await lookUp('quiettrader', chatOnly)).toEqual([]);
      expect(await lookUp('quiettrader', tradesOnly)).toEqual([601]);
      expect(await lookUp('quietbuyer', tradesOnly)).toEqual([]);
      expect(await lookUp('quietbuyer', t.adminToken)).toEqual([601]);
      // A player seen only in trades is unknown to staff who may not read trades.
      expect((await t.request('GET', '/api/players/602', { token: chatOnly })).statusCode).toBe(404);
      expect((await t.request('GET', '/api/players/602', { token: tradesOnly })).json<PlayerSummaryResponse>().player.username).toBe('HiddenTrader');
    });

    it('keeps names up to date as new rows arrive', async () => {
      await ingestEvents(t.database, 'chat', [{ _id: chatId(50), userId: P, name: 'Scam_Lord_2', message: 'renamed again', timestamp: at(30) }]);
      await ingestEvents(t.database, 'trades', [trade(50, 31, { sender: 'scam_lord_2', receiver: 'Victim' })]);
      const { player } = (await t.request('GET', `/api/players/${P}`, { token: t.adminToken })).json<PlayerSummaryResponse>();
      // The leaderboard upsert saw ScamLord just now, after the new chat's time.
      expect(player.names.map((n) => n.name)).toEqual(['ScamLord', 'Scam_Lord_2', 'OldScam']);
      const page = await timeline('?limit=2');
      expect(keys(page.data)).toEqual([
        ['trade', tradeId(50)],
        ['chat', chatId(50)],
      ]);
    });

    it('counts the total afresh on a fresh visit; the pages after it show that count', async () => {
      const first = await timeline('?limit=2');
      await ingestEvents(t.database, 'chat', [{ _id: chatId(51), userId: P, name: 'ScamLord', message: 'one more', timestamp: at(32) }]);
      const next = await timeline(`?limit=2&before=${cursorOf(first.data.at(-1)!)}`);
      expect(next.total).toBe(first.total);
      const fresh = await timeline('?limit=2');
      expect(fresh.total).toBe(first.total + 1);
      expect((await timeline(`?limit=2&before=${cursorOf(fresh.data.at(-1)!)}`)).total).toBe(fresh.total);
      // What the count covers is part of what it is kept under: another role, kind or window counts its own.
      const chatTotal = (await timeline('?limit=2', chatOnly)).total;
      expect((await timeline(`?limit=2&before=${cursorOf(fresh.data.at(-1)!)}`, chatOnly)).total).toBe(chatTotal);
      expect(chatTotal).toBeLessThan(fresh.total);
      expect((await timeline(`?kinds=trade&limit=2&before=${cursorOf(fresh.data.at(-1)!)}`)).total).toBeLessThan(fresh.total);
    });
  });
}

/** The item the walk saw at this position (its cursor points into the middle of the timeline). */
function EXPECTED_ITEM(seen: readonly TimelineItem[], index: number): TimelineItem {
  return seen[index]!;
}
