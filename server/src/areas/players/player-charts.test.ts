// The player page's charts on both engines: activity per US Eastern day (right across daylight-saving
// changes, each kind only with its permission, every day present) and what went each way between the
// player and each trade partner (RAP by the trade-value rules, lopsided trades, one-way pairs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, dayNumberLabel, localDayNumber, type PlayerActivityResponse, type TradePartners } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';
import { ingestEvents } from '../ingest';

const NY = 'America/New_York';
const H = 3_600_000;
const P = 600;
const hex = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** UTC midnight of a calendar date given as a local day number, plus hours. */
const utc = (day: number, hours: number) => day * DAY_MS + hours * H;
const today = localDayNumber(Date.now(), NY);

/** The n-th Sunday of a month (0-based) of a year, as a day number. */
function nthSunday(year: number, month: number, n: number): number {
  const first = Date.UTC(year, month, 1) / DAY_MS;
  const weekday = new Date(first * DAY_MS).getUTCDay();
  return first + ((7 - weekday) % 7) + 7 * n;
}
/** The latest daylight-saving change of a kind that lies within the last 300 days, so a 365-day chart holds the days around it. */
function latestChange(month: number, n: number): number {
  const year = new Date(Date.now()).getUTCFullYear();
  const candidates = [year, year - 1].map((y) => nthSunday(y, month, n)).filter((d) => d <= today - 2 && d >= today - 300);
  return candidates[0]!;
}
// US Eastern: clocks go forward on the second Sunday of March (07:00 UTC) and back on the first Sunday of November (06:00 UTC).
const SPRING = latestChange(2, 1);
const FALL = latestChange(10, 0);

// [instant, the Eastern day it belongs to]
const MESSAGES: [number, number][] = [
  [utc(SPRING, 3.5), SPRING - 1], // 22:30 EST the evening before
  [utc(SPRING + 1, 3.5), SPRING], // 23:30 EDT, late on the change's day
  [utc(SPRING + 1, 4.5), SPRING + 1], // 00:30 EDT (a UTC−5 reading would put it on SPRING, 23:30)
  [utc(FALL, 3.5), FALL - 1], // 23:30 EDT the evening before
  [utc(FALL + 1, 4.5), FALL], // 23:30 EST (a UTC−4 reading would put it on the next day, 00:30)
  [utc(FALL + 1, 5.5), FALL + 1], // 00:30 EST
];

const chat = [
  ...MESSAGES.map(([ms], i) => ({ _id: hex('c', i + 1), userId: P, name: 'Balancer', message: `line ${i}`, timestamp: iso(ms) })),
  { _id: hex('c', 50), userId: P, name: 'Balancer', message: 'four days ago', timestamp: iso(utc(today - 4, 17)) },
  { _id: hex('c', 51), userId: 77, name: 'Someone', message: 'not the player', timestamp: iso(utc(today - 1, 17)) },
];

const item = (rap: number) => ({ AssetId: 1, Name: 'Thing', Type: 'Hat', AveragePrice: rap });
let tradeN = 0;
const trade = (day: number, sides: Record<string, unknown>, sent: number, received: number) => ({
  _id: hex('e', (tradeN += 1)),
  date: iso(utc(day, 17)),
  sentItems: { items: [item(sent)] },
  receivedItems: { items: [item(received)] },
  ...sides,
});
const Q = { sender: 'Balancer', senderId: P };
const toQ = { receiver: 'Balancer', receiverId: P };
const A = 601;
const B = 602;

// Partner A (id 601): the player gave 100 + 200 + 300 = 600 and received 20,000 + 15,000 + 5,000 = 40,000:
// net +39,400, trades 1 and 2 lopsided (over 5× and over 10,000), one way (40,000 / 40,600 ≥ 90 %, 3 trades).
// Partner B (id 602): the player gave 50,000 + 40,000 = 90,000 and received 100 + 100 = 200: net −89,800, both
// lopsided, not one way (2 trades only). Carl (no ids, matched by name): 1,000 each way, net 0.
const trades = [
  trade(today - 3, { ...Q, receiver: 'Alpha', receiverId: A }, 100, 20_000),
  trade(today - 3, { sender: 'Alpha', senderId: A, ...toQ }, 15_000, 200),
  // Alpha's latest trade is under a new name (one that sorts first): the partner is named by it.
  trade(today - 2, { ...Q, receiver: 'Aardvark', receiverId: A }, 300, 5_000),
  trade(today - 2, { ...Q, receiver: 'Bravo', receiverId: B }, 50_000, 100),
  trade(today - 2, { sender: 'Bravo', senderId: B, ...toQ }, 100, 40_000),
  trade(today - 1, { sender: 'Balancer', receiver: 'Carl' }, 1_000, 1_000),
  trade(today - 1, { sender: 'Alpha', senderId: A, receiver: 'Bravo', receiverId: B }, 10, 10), // not the player's
];

const purchase = (n: number, day: number, sides: Record<string, unknown>) => ({
  _id: hex('f', n),
  date: iso(utc(day, 17)),
  price: 100,
  boughtItem: { AssetId: 5, Name: 'Crate', Type: 'Case', Quantity: 1 },
  ...sides,
});
const market = [
  purchase(1, today - 1, { seller: 'Shop', sellerId: 90, buyer: 'Balancer', buyerId: P }),
  purchase(2, today - 1, { seller: 'Shop', sellerId: 90, buyer: 'Balancer', buyerId: P }),
  purchase(3, today - 1, { seller: 'Balancer', sellerId: P, buyer: 'Alpha', buyerId: A }),
];

for (const engine of ENGINES) {
  describe(`player charts API (${engine})`, () => {
    let t: TestApp;
    let chatOnly: string;
    let tradesOnly: string;
    let moderationOnly: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await ingestEvents(t.database, 'chat', chat);
      await ingestEvents(t.database, 'trades', trades);
      await ingestEvents(t.database, 'marketplace', market);
      await ingestEvents(t.database, 'players', [{ userId: P, username: 'Balancer', value: 1, bux: 1, level: 1, items: 1 }]);
      chatOnly = (await t.createUser({ username: 'chatonly', permissions: ['view_chat'] })).token;
      tradesOnly = (await t.createUser({ username: 'tradesonly', permissions: ['view_trades'] })).token;
      moderationOnly = (await t.createUser({ username: 'modonly', permissions: ['view_moderation'] })).token;
    });
    afterAll(() => t.close());

    const activity = async (query = '', token = t.adminToken) => {
      const res = await t.request('GET', `/api/players/${P}/activity${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PlayerActivityResponse>().days;
    };

    it('counts chat per US Eastern day on both sides of the daylight-saving changes', async () => {
      const days = await activity('?days=365');
      expect(days).toHaveLength(365);
      expect(days.at(-1)!.day).toBe(dayNumberLabel(today));
      expect(days[0]!.day).toBe(dayNumberLabel(today - 364));
      const chatOn = (day: number) => days.find((d) => d.day === dayNumberLabel(day))?.chat;
      // Spring: one message on the evening before, one late on the change's day, one just after midnight.
      expect([chatOn(SPRING - 1), chatOn(SPRING), chatOn(SPRING + 1), chatOn(SPRING + 2)]).toEqual([1, 1, 1, 0]);
      expect([chatOn(FALL - 1), chatOn(FALL), chatOn(FALL + 1), chatOn(FALL + 2)]).toEqual([1, 1, 1, 0]);
      expect(days.reduce((sum, d) => sum + d.chat!, 0)).toBe(7); // the six and the one of four days ago; not someone else's
    });

    it('counts trades, purchases and sales per day, every day present with 0, oldest first', async () => {
      const days = await activity('?days=5');
      expect(days).toEqual([
        { day: dayNumberLabel(today - 4), chat: 1, trades: 0, purchases: 0, sales: 0 },
        { day: dayNumberLabel(today - 3), chat: 0, trades: 2, purchases: 0, sales: 0 },
        { day: dayNumberLabel(today - 2), chat: 0, trades: 3, purchases: 0, sales: 0 },
        { day: dayNumberLabel(today - 1), chat: 0, trades: 1, purchases: 2, sales: 1 },
        { day: dayNumberLabel(today), chat: 0, trades: 0, purchases: 0, sales: 0 },
      ]);
      expect(await activity()).toHaveLength(90);
    });

    it('leaves out, on every day, the kinds the caller may not read; refuses callers who may read none', async () => {
      const chatDays = await activity('?days=10', chatOnly);
      expect(chatDays).toHaveLength(10);
      for (const d of chatDays) expect(Object.keys(d).sort()).toEqual(['chat', 'day']);
      const tradeDays = await activity('?days=10', tradesOnly);
      for (const d of tradeDays) expect(Object.keys(d).sort()).toEqual(['day', 'trades']);
      expect(tradeDays.map((d) => d.trades)).toEqual([0, 0, 0, 0, 0, 0, 2, 3, 1, 0]);
      expect((await t.request('GET', `/api/players/${P}/activity`, { token: moderationOnly })).statusCode).toBe(403);
      expect((await t.request('GET', `/api/players/${P}/activity`)).statusCode).toBe(401);
    });

    it('refuses bad days with a sentence, and an unknown player with 404', async () => {
      for (const [query, fragment] of [
        ['?days=366', 'at most 365'],
        ['?days=0', 'at least 1'],
        ['?days=ten', 'must be a number'],
        ['?days=1.5', 'whole number'],
      ] as const) {
        const res = await t.request('GET', `/api/players/${P}/activity${query}`, { token: t.adminToken });
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ error: string }>().error, query).toContain(fragment);
      }
      const missing = await t.request('GET', '/api/players/123456/activity', { token: t.adminToken });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: 'Player not found' });
    });

    it('balances each trade partner: given, received, net, lopsided trades, one-way pairs; largest |net| first', async () => {
      const res = await t.request('GET', `/api/players/${P}/partners`, { token: tradesOnly });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TradePartners>();
      expect(body.partners).toEqual([
        { userId: B, name: 'Bravo', trades: 2, given: 90_000, received: 200, net: -89_800, lopsided: 2, oneWay: false },
        { userId: A, name: 'Aardvark', trades: 3, given: 600, received: 40_000, net: 39_400, lopsided: 2, oneWay: true },
        { name: 'Carl', trades: 1, given: 1_000, received: 1_000, net: 0, lopsided: 0, oneWay: false },
      ]);
      // The list the page already shows is unchanged: most trades first, with gave/got.
      expect(body.data.map((p) => [p.userId, p.name, p.trades, p.gave, p.got])).toEqual([
        [A, 'Aardvark', 3, 600, 40_000],
        [B, 'Bravo', 2, 90_000, 200],
        [null, 'Carl', 1, 1_000, 1_000],
      ]);
      const limited = (await t.request('GET', `/api/players/${P}/partners?limit=1`, { token: t.adminToken })).json<TradePartners>();
      expect(limited.partners.map((p) => p.name)).toEqual(['Bravo']);
      expect(limited.data.map((p) => p.name)).toEqual(['Aardvark']);
      expect((await t.request('GET', `/api/players/${P}/partners`, { token: chatOnly })).statusCode).toBe(403);
      expect((await t.request('GET', `/api/players/${P}/partners`)).statusCode).toBe(401);
      const tooMany = await t.request('GET', `/api/players/${P}/partners?limit=101`, { token: t.adminToken });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json<{ error: string }>().error).toContain('at most 100');
    });
  });
}
