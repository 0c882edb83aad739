// GET /api/chat/histogram on both engines: known messages in known bars (counted by hand below),
// the bars adding up to the list's total for the same filters, hidden messages left out as the list
// leaves them out, bad requests refused with a sentence, and who may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatHistogram, type ChatPage, MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { raiseChatFloor } from './chat-floor';
import { insertChat, prepareChat } from './chat.fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.parse('2026-11-20T00:00:00.000Z');

const ROWS = prepareChat([
  { userId: 1, name: 'Alpha', message: 'trade hat', timestamp: T0 + 5 * MINUTE },
  { userId: 2, name: 'Bravo', message: 'hello', timestamp: T0 + 30 * MINUTE },
  { userId: 1, name: 'Alpha', message: 'TRADE now', timestamp: T0 + 2 * HOUR - 1 },
  { userId: 3, name: 'Charlie', message: 'nothing', timestamp: T0 + 2 * HOUR },
  { userId: 3, name: 'Charlie', message: '##########', timestamp: T0 + 3 * HOUR }, // hidden
  { userId: 2, name: 'Bravo', message: 'quiet', timestamp: T0 + 4 * HOUR + 30 * MINUTE },
  { userId: 1, name: 'Alpha', message: 'trade offer', timestamp: T0 + 10 * HOUR - 1 },
  { userId: 1, name: 'Alpha', message: 'trade late', timestamp: T0 + 10 * HOUR },
]);

/** Bar index → count, for the bars that hold messages. */
const nonEmpty = (h: ChatHistogram): Record<number, number> => Object.fromEntries(h.buckets.flatMap((b, i) => (b.count > 0 ? [[i, b.count]] : [])));

for (const engine of ENGINES) {
  describe(`GET /api/chat/histogram [${engine}]`, () => {
    let t: TestApp;
    let viewer: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, ROWS);
      viewer = (await t.createUser({ username: 'histogram_viewer', permissions: ['view_chat'] })).token;
    });
    afterAll(() => t.close());

    const histogram = async (query: string): Promise<ChatHistogram> => {
      const res = await t.request('GET', `/api/chat/histogram?${query}`, { token: viewer });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const listTotal = async (query: string): Promise<number> => {
      const res = await t.request('GET', `/api/chat?${query}`, { token: viewer });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatPage>().total;
    };
    const tenHours = `from=${T0}&to=${T0 + 10 * HOUR - 1}`;

    it('puts each visible message in its hour when ten bars cover ten hours', async () => {
      const h = await histogram(`${tenHours}&buckets=10`);
      expect(h.buckets).toHaveLength(10);
      expect(h.buckets[0]).toEqual({ from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T00:59:59.999Z', count: 2 });
      expect(h.buckets[9]).toEqual({ from: '2026-11-20T09:00:00.000Z', to: '2026-11-20T09:59:59.999Z', count: 1 });
      // The hidden message at 03:00 counts nowhere; 'trade late' is past the window.
      expect(nonEmpty(h)).toEqual({ 0: 2, 1: 1, 2: 1, 4: 1, 9: 1 });
      expect(h.total).toBe(6);
    });

    it('counts bars that cut hours in the middle (75-minute bars over 20 hours)', async () => {
      const h = await histogram(`from=${T0}&to=${T0 + 20 * HOUR - 1}&buckets=16`);
      expect(h.buckets[1]).toEqual({ from: '2026-11-20T01:15:00.000Z', to: '2026-11-20T02:29:59.999Z', count: 2 });
      // 04:30 lies in hour 4, wholly inside bar 3 (03:45–04:59): counted from the hours table.
      expect(nonEmpty(h)).toEqual({ 0: 2, 1: 2, 3: 1, 7: 1, 8: 1 });
      expect(h.total).toBe(7);
    });

    it('counts only the shorter side of an hour a bar starts in (50-minute bars over 10 hours)', async () => {
      // 01:40 starts bar 2: 01:40–01:59 is counted ('TRADE now'), 01:00–01:39 is hour 1's counter less it (0).
      // 04:10 starts bar 5: 04:00–04:09 is counted (none), so bar 5 gets hour 4's 'quiet' from the counter.
      const h = await histogram(`${tenHours}&buckets=12`);
      expect(h.buckets[2]).toEqual({ from: '2026-11-20T01:40:00.000Z', to: '2026-11-20T02:29:59.999Z', count: 2 });
      expect(nonEmpty(h)).toEqual({ 0: 2, 2: 2, 5: 1, 11: 1 });
      expect(h.total).toBe(6);
    });

    it('counts a search per bar, in any letter case', async () => {
      const h = await histogram(`search=trade&${tenHours}&buckets=10`);
      expect(nonEmpty(h)).toEqual({ 0: 1, 1: 1, 9: 1 });
      expect(h.total).toBe(3);
    });

    it('runs from the first to the last match when no window is named (60 bars by default)', async () => {
      const h = await histogram('search=trade');
      expect(h.buckets).toHaveLength(60);
      expect(h.buckets[0]!.from).toBe('2026-11-20T00:05:00.000Z');
      expect(h.buckets[59]!.to).toBe('2026-11-20T10:00:00.000Z');
      // Span 10 h − 5 min + 1 ms = 35,700,001 ms; 'TRADE now' is 6,899,999 ms in: bar floor(6,899,999 × 60 / 35,700,001) = 11.
      expect(nonEmpty(h)).toEqual({ 0: 1, 11: 1, 59: 2 });
      const all = await histogram('buckets=10');
      expect(all.buckets[0]!.from).toBe('2026-11-20T00:05:00.000Z');
      expect(all.total).toBe(7);
    });

    it('makes every bar one millisecond of a window shorter than the bars', async () => {
      const at = T0 + 2 * HOUR;
      const h = await histogram(`from=${at - 1}&to=${at}&buckets=10`);
      expect(h.buckets[0]).toEqual({ from: '2026-11-20T01:59:59.999Z', to: '2026-11-20T01:59:59.999Z', count: 1 });
      expect(h.buckets[1]).toEqual({ from: '2026-11-20T02:00:00.000Z', to: '2026-11-20T02:00:00.000Z', count: 1 });
      expect(h.total).toBe(2);
    });

    it('answers no bars when nothing matches, and empty bars for a named window', async () => {
      expect(await histogram('search=zzzzz')).toEqual({ success: true, buckets: [], total: 0 });
      const named = await histogram(`search=zzzzz&${tenHours}&buckets=10`);
      expect(named.buckets.map((b) => b.count)).toEqual(new Array(10).fill(0));
      expect(named.total).toBe(0);
    });

    it.each([
      'buckets=10',
      'search=trade',
      'search=TRADE&buckets=200',
      `search=trade&${tenHours}`,
      `${tenHours}&buckets=17`,
      `from=${T0 + 90 * MINUTE}&buckets=13`,
      `to=${T0 + 150 * MINUTE}&search=ade`,
    ])('adds up to the list total for %s', async (query) => {
      const h = await histogram(query);
      const list = new URLSearchParams(query);
      list.delete('buckets');
      expect(h.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(h.total);
      expect(h.total).toBe(await listTotal(list.toString()));
    });

    it.each([
      ['buckets=5', "Invalid query parameter 'buckets': must be at least 10"],
      ['buckets=201', "Invalid query parameter 'buckets': must be at most 200"],
      [`from=${T0}&to=${T0 - 1}`, "Invalid query parameter 'from': must not be after 'to'"],
      ['search=ab', MESSAGES.searchTooShort],
      [`from=0&to=${1001 * 365.25 * 24 * HOUR}`, "Invalid query parameter 'to': must be less than 1,000 years after 'from'"],
      ['from=-1000000000000000', MESSAGES.chatHistogramTooLong],
    ])('refuses %s with a 400 and a sentence', async (query, error) => {
      const res = await t.request('GET', `/api/chat/histogram?${query}`, { token: viewer });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    });

    it('starts at the first message above the retention floor, and counts none below it (last: the floor stays raised)', async () => {
      await raiseChatFloor(t.database.db, engine, T0 + HOUR);
      const h = await histogram('search=trade&buckets=10');
      expect(h.buckets[0]!.from).toBe('2026-11-20T01:59:59.999Z');
      expect(h.total).toBe(3);
      expect(h.total).toBe(await listTotal('search=trade'));
      const named = await histogram(`${tenHours}&buckets=10`);
      expect(nonEmpty(named)).toEqual({ 1: 1, 2: 1, 4: 1, 9: 1 });
      expect(named.total).toBe(await listTotal(tenHours));
    });

    it('needs view_chat: 403 without it, 401 without a token', async () => {
      const other = (await t.createUser({ username: 'histogram_trader', permissions: ['view_trades'] })).token;
      expect((await t.request('GET', '/api/chat/histogram', { token: other })).statusCode).toBe(403);
      expect((await t.request('GET', '/api/chat/histogram', { token: null })).statusCode).toBe(401);
      expect((await t.request('GET', '/api/chat/histogram', { token: viewer })).statusCode).toBe(200);
    });
  });
}

// A term with more than 10,000 matches: SQLite finds its first and last by walking the time index
// from both ends (past messages that do not match) instead of visiting every match.
const T1 = Date.parse('2026-11-22T00:00:00.000Z');
const COMMON = prepareChat([
  { userId: 9, name: 'Edge', message: 'quiet start', timestamp: T1 },
  ...Array.from({ length: 10_050 }, (_, i) => ({ userId: 10 + (i % 7), name: `Many${i % 7}`, message: `common word ${i}`, timestamp: T1 + 1000 + i * 1000 })),
  { userId: 9, name: 'Edge', message: 'quiet end', timestamp: T1 + 20_000_000 },
]);

for (const engine of ENGINES) {
  describe(`GET /api/chat/histogram, a common term [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, COMMON);
    });
    afterAll(() => t.close());

    it('spans the first to the last match and counts every one', async () => {
      const res = await t.request('GET', '/api/chat/histogram?search=COMMON%20word&buckets=10', { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      const h = res.json<ChatHistogram>();
      expect(h.buckets[0]!.from).toBe(new Date(T1 + 1000).toISOString());
      expect(h.buckets[9]!.to).toBe(new Date(T1 + 1000 + 10_049 * 1000).toISOString());
      // 10,049 s + 1 ms in 10 bars: 1,004,900.1 ms each, so bar i holds matches i × 1,005 … (i + 1) × 1,005 − 1 (the last 1,005).
      expect(h.buckets.map((b) => b.count)).toEqual([1005, 1005, 1005, 1005, 1005, 1005, 1005, 1005, 1005, 1005]);
      expect(h.total).toBe(10_050);
      const list = await t.request('GET', '/api/chat?search=COMMON%20word', { token: t.adminToken });
      expect(list.json<ChatPage>().total).toBe(10_050);
    });
  });
}

// Windows longer than two days take a search's whole hours from its matches per hour, counted once
// and brought forward by the messages stored since: after new messages (in new hours and in old
// ones) and after the retention floor rises, every bar still holds exactly what the list
// counts for the bar's own window.
const T2 = Date.parse('2026-11-10T00:00:00.000Z');
const SPREAD = prepareChat(
  Array.from({ length: 240 }, (_, i) => ({
    userId: 20 + (i % 5),
    name: `Spread${i % 5}`,
    message: i % 3 === 0 ? `scam link ${i}` : `chatter ${i}`,
    timestamp: T2 + i * 37 * MINUTE,
  })),
);

for (const engine of ENGINES) {
  describe(`GET /api/chat/histogram, a search over days [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, SPREAD);
      key = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'histogram' } })).json<{ key: string }>().key;
    });
    afterAll(() => t.close());

    const get = async <T>(path: string): Promise<T> => {
      const res = await t.request('GET', path, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    /** Each bar against the list's total for the bar's own window, and the whole against the list's total. */
    const expectBarsMatchTheList = async (query: string) => {
      const h = await get<ChatHistogram>(`/api/chat/histogram?${query}`);
      const search = new URLSearchParams(query).get('search')!;
      for (const bar of h.buckets) {
        const list = await get<ChatPage>(`/api/chat?search=${search}&from=${Date.parse(bar.from)}&to=${Date.parse(bar.to)}`);
        expect(bar.count, `${bar.from}–${bar.to}`).toBe(list.total);
      }
      const named = new URLSearchParams(query);
      named.delete('buckets');
      expect(h.total).toBe((await get<ChatPage>(`/api/chat?${named.toString()}`)).total);
      return h;
    };
    const ingest = async (events: { message: string; timestamp: number }[]) => {
      const body = events.map((e, i) => ({ userId: 30 + i, name: `Late${i}`, message: e.message, timestamp: e.timestamp }));
      const res = await t.request('POST', '/api/ingest/chat', { headers: { 'x-ingest-key': key }, body, token: null });
      expect(res.statusCode, res.body).toBe(200);
    };
    const days = `from=${T2 + 7 * MINUTE}&to=${T2 + 6 * 24 * HOUR + 11 * MINUTE}`;

    it('counts a long window and the first-to-last span bar by bar', async () => {
      await expectBarsMatchTheList(`search=SCAM&${days}&buckets=17`);
      const open = await expectBarsMatchTheList('search=scam&buckets=13');
      expect(open.total).toBe(80);
    });

    it('brings the hours forward: new messages in new hours and in old ones', async () => {
      await expectBarsMatchTheList(`search=scam&${days}&buckets=17`);
      await ingest([
        { message: 'scam again', timestamp: T2 + 3 * 24 * HOUR + 5 * MINUTE },
        { message: 'another scam', timestamp: T2 + 40 * HOUR + 30 * MINUTE },
        { message: 'scam ###', timestamp: T2 + 41 * HOUR }, // partly filtered: still shown
        { message: 'latest scam', timestamp: T2 + 7 * 24 * HOUR },
      ]);
      const named = await expectBarsMatchTheList(`search=scam&${days}&buckets=17`);
      // 77 of the 80 first ones lie inside the window, and three of the new ones (one is past its end).
      expect(named.total).toBe(80);
      const open = await expectBarsMatchTheList('search=scam&buckets=13');
      expect(open.total).toBe(84);
      // Over days the bars are whole hours: the last one ends with the hour of the last match.
      expect(open.buckets.at(-1)!.to).toBe(new Date(T2 + 7 * 24 * HOUR + HOUR - 1).toISOString());
    });

    it('counts again above a raised retention floor', async () => {
      await raiseChatFloor(t.database.db, engine, T2 + 26 * HOUR + 3 * MINUTE);
      const open = await expectBarsMatchTheList('search=scam&buckets=13');
      expect(open.buckets[0]!.from >= new Date(T2 + 26 * HOUR + 3 * MINUTE).toISOString()).toBe(true);
      await expectBarsMatchTheList(`search=scam&${days}&buckets=17`);
    });
  });
}
