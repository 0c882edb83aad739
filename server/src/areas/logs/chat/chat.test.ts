import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, type ChatPage, MESSAGES } from '@staff-console/domain';
import { type ChatFixture, insertChat, newestFirst, prepareChat, type StoredChatFixture } from './chat.fixtures';
import { readSnapshot } from '../../../db/snapshot';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { searchPage } from './chat.repository';
import { chatSearch } from './chat.search';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const T0 = Date.UTC(2024, 0, 1, 12);
const S = T0 - 10 * DAY; // the special rows sit ten days before the pager rows

// 250 rows of "pager line N", one a minute; rows 100–104 share one timestamp (ties break by id).
const pagers: ChatFixture[] = Array.from({ length: 250 }, (_, i) => ({
  userId: 1000 + (i % 10),
  name: `Pager${i % 10}`,
  message: `pager line ${i}`,
  timestamp: T0 + (i >= 100 && i <= 104 ? 100 : i) * MIN,
}));

const specials: ChatFixture[] = [
  { userId: 1, name: 'Łukasz', message: 'Zażółć gęślą jaźń', timestamp: S + 1 * MIN },
  { userId: 2, name: '田中太郎', message: '日本語のメッセージです', timestamp: S + 2 * MIN },
  { userId: 3, name: 'Shopper', message: 'discount 100% off today', timestamp: S + 3 * MIN },
  { userId: 3, name: 'Shopper', message: 'discount 100X off decoy', timestamp: S + 4 * MIN },
  { userId: 4, name: 'snake_case_fan', message: 'I love snake_case names', timestamp: S + 5 * MIN },
  { userId: 4, name: 'snakeXcase', message: 'snakeXcase decoy', timestamp: S + 6 * MIN },
  { userId: 5, name: 'PathUser', message: 'saved to C:\\games\\roblox', timestamp: S + 7 * MIN },
  { userId: 5, name: 'PathUser', message: 'saved to C:games decoy', timestamp: S + 8 * MIN },
  { userId: 6, name: 'LOUD_PLAYER', message: 'HELLO THERE General Kenobi', timestamp: S + 9 * MIN },
  { userId: 7, name: 'Hider', message: 'visible before', timestamp: S + 10 * MIN },
  { userId: 7, name: 'Hider', message: '####', timestamp: S + 11 * MIN },
  { userId: 7, name: 'Hider', message: 'Hider: ### ##', timestamp: S + 12 * MIN },
  { userId: 7, name: 'Hider', message: 'visible after', timestamp: S + 13 * MIN },
  { userId: 7, name: 'Hider', message: 'much later', timestamp: S + 30 * MIN },
  { userId: 8, name: 'Translated', message: 'hola amigo', timestamp: S + 14 * MIN, translatedText: 'hello friend' },
  { userId: 9, name: 'Émile', message: 'Ça va? ÉCOLE fermée', timestamp: S + 15 * MIN },
];

const rows: StoredChatFixture[] = prepareChat([...pagers, ...specials]);
const visible = newestFirst(rows);

const matching = (term: string) => {
  const t = term.toLowerCase();
  return visible.filter((r) => r.name.toLowerCase().includes(t) || r.message.toLowerCase().includes(t));
};
const ids = (list: readonly { id?: string; _id?: string }[]) => list.map((r) => r._id ?? r.id);

for (const engine of ENGINES) {
  describe(`GET /api/chat (${engine})`, () => {
    let t: TestApp;
    let viewer: string;
    const get = async (query: string, token = viewer) => t.request('GET', `/api/chat${query}`, { token });
    const page = async (query: string): Promise<ChatPage> => {
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, rows);
      viewer = (await t.createUser({ username: 'viewer', permissions: ['view_chat'] })).token;
    });
    afterAll(async () => t?.close());

    it('lists visible messages newest first with exact totals (first, middle and last page)', async () => {
      const total = visible.length;
      const first = await page('');
      expect(first).toMatchObject({ success: true, total, totalPages: Math.ceil(total / 100), page: 1 });
      expect(ids(first.data)).toEqual(ids(visible.slice(0, 100)));
      for (const p of [2, 3]) {
        const res = await page(`?page=${p}&limit=100`);
        expect(ids(res.data)).toEqual(ids(visible.slice((p - 1) * 100, p * 100)));
      }
      expect((await page('?page=4&limit=100')).data).toEqual([]);
    });

    it('serves every page, read from either end, exactly as a plain offset would', async () => {
      const limit = 7;
      const pages = Math.ceil(visible.length / limit);
      for (let p = 1; p <= pages; p++) {
        const res = await page(`?page=${p}&limit=${limit}`);
        expect(ids(res.data), `page ${p}`).toEqual(ids(visible.slice((p - 1) * limit, p * limit)));
      }
    });

    it('maps rows to messages: filterWarning, translatedText, ISO timestamps', async () => {
      const { data } = await page('?search=hider');
      expect(data.map((m) => [m.message, m.filterWarning])).toEqual([
        ['much later', false],
        ['visible after', true],
        ['visible before', true],
      ]);
      const [translated] = (await page('?search=amigo')).data as [ChatMessage];
      expect(translated).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        userId: 8,
        name: 'Translated',
        message: 'hola amigo',
        timestamp: new Date(S + 14 * MIN).toISOString(),
        filterWarning: false,
        translatedText: 'hello friend',
      });
      expect(data[0]).not.toHaveProperty('translatedText');
    });

    it('never returns or counts hidden messages', async () => {
      const hiddenIds = new Set(rows.filter((r) => r.hidden).map((r) => r.id));
      expect(hiddenIds.size).toBe(2);
      const all = await page('?limit=1000');
      expect(all.total).toBe(rows.length - 2);
      expect(all.data.some((m) => hiddenIds.has(m._id))).toBe(false);
      expect(await page('?search=%23%23%23')).toMatchObject({ data: [], total: 0, totalPages: 0 });
      expect((await page('?search=hider')).total).toBe(3);
    });

    it.each([
      ['name, Polish, upper-case term', 'ŁUKASZ', ['Zażółć gęślą jaźń']],
      ['message, Polish', 'GĘŚLĄ', ['Zażółć gęślą jaźń']],
      ['message, Japanese', '本語の', ['日本語のメッセージです']],
      ['name, Japanese', '田中太', ['日本語のメッセージです']],
      ['accented capitals', 'école', ['Ça va? ÉCOLE fermée']],
      ['% taken literally', '0% o', ['discount 100% off today']],
      ['_ taken literally', 'e_c', ['I love snake_case names']],
      ['\\ taken literally', 'C:\\ga', ['saved to C:\\games\\roblox']],
      ['case-insensitive', 'hello there', ['HELLO THERE General Kenobi']],
      ['case-insensitive name', 'loud_p', ['HELLO THERE General Kenobi']],
      ['a quote in the term', 'a"b', []],
    ])('search matches substrings (%s)', async (_label, term, messages) => {
      const res = await page(`?search=${encodeURIComponent(term)}`);
      expect(res.data.map((m) => m.message)).toEqual(messages);
      expect(res.total).toBe(messages.length);
    });

    it('pages a common term exactly, with either search plan', async () => {
      const expected = matching('pager line');
      expect(expected).toHaveLength(250);
      const limit = 7;
      for (let p = 1; p <= Math.ceil(expected.length / limit); p++) {
        const res = await page(`?search=PAGER%20LINE&page=${p}&limit=${limit}`);
        expect(res.total).toBe(250);
        expect(ids(res.data), `page ${p}`).toEqual(ids(expected.slice((p - 1) * limit, p * limit)));
      }
      const res = await page('?search=line%2012');
      expect(ids(res.data)).toEqual(ids(matching('line 12')));
      expect(res.total).toBe(11); // 12, 120–129
    });

    it('the index plan and the scan plan return the same rows and counts', async () => {
      const search = chatSearch(engine);
      const windows = [{}, { from: T0 + 20 * MIN, to: T0 + 120 * MIN }];
      for (const term of ['pager', 'ager5', 'line 10', '0% o', 'e_c', 'C:\\ga', 'hider', '###', 'hello', '本語の']) {
        for (const window of windows) {
          const { total: count } = await readSnapshot(t.database.db, (trx) => search.count(trx, term, window));
          const inWindow = matching(term).filter((r) => r.timestamp >= (window.from ?? -Infinity) && r.timestamp <= (window.to ?? Infinity));
          expect(count, `${term} count`).toBe(inWindow.length);
          for (const request of [
            { order: 'desc' as const, limit: 7, offset: 0 },
            { order: 'desc' as const, limit: 5, offset: 21 },
            { order: 'asc' as const, limit: 9, offset: 3 },
          ]) {
            const viaIndex = await readSnapshot(t.database.db, (trx) => search.indexedPage(trx, term, window, request));
            const viaScan = await readSnapshot(t.database.db, (trx) => search.scanPage(trx, term, window, request, 1_000_000));
            const ordered = request.order === 'desc' ? inWindow : [...inWindow].reverse();
            expect(ids(viaIndex), `${term} index`).toEqual(ids(ordered.slice(request.offset, request.offset + request.limit)));
            if (search.canScan(term)) expect(ids(viaScan), `${term} scan`).toEqual(ids(viaIndex));
          }
        }
      }
    });

    it('falls back to the index when a budgeted scan runs out before the page is full', async () => {
      const search = chatSearch(engine);
      // 'hider' matches only old rows: walking from the newest end finds none within 50 rows.
      const request = { order: 'desc' as const, limit: 2, offset: 0 };
      const short = await readSnapshot(t.database.db, (trx) => search.scanPage(trx, 'hider', {}, request, 50));
      expect(short).toEqual([]);
      // A count that makes a 200-row scan look cheaper than the index: it runs out, the index answers.
      const misleading = { total: 3, indexCost: 200, windowRows: 263 };
      const rows = await readSnapshot(t.database.db, (trx) => searchPage({ ...t.database, db: trx }, 'hider', {}, request, misleading));
      expect(ids(rows)).toEqual(ids(matching('hider').slice(0, 2)));
      const viaScan = await readSnapshot(t.database.db, (trx) =>
        searchPage({ ...t.database, db: trx }, 'pager', {}, request, { total: 250, indexCost: 1_000_000, windowRows: 263 }),
      );
      expect(ids(viaScan)).toEqual(ids(matching('pager').slice(0, 2)));
    });

    it('bounds the time inclusively (epoch milliseconds or ISO 8601)', async () => {
      const from = T0 + 10 * MIN;
      const to = T0 + 19 * MIN;
      const expected = visible.filter((r) => r.timestamp >= from && r.timestamp <= to);
      expect(expected).toHaveLength(10);
      const epoch = await page(`?from=${from}&to=${to}`);
      expect(ids(epoch.data)).toEqual(ids(expected));
      expect(epoch).toMatchObject({ total: 10, totalPages: 1 });
      const iso = await page(`?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`);
      expect(ids(iso.data)).toEqual(ids(expected));
      expect((await page(`?from=${T0 + 240 * MIN}`)).total).toBe(10);
      expect((await page(`?to=${S + 1 * MIN}`)).data.map((m) => m.name)).toEqual(['Łukasz']);
      for (let p = 1; p <= 4; p++) {
        const res = await page(`?from=${from}&to=${to}&limit=3&page=${p}`);
        expect(ids(res.data), `page ${p}`).toEqual(ids(expected.slice((p - 1) * 3, p * 3)));
        expect(res.totalPages).toBe(4);
      }
    });

    it('combines search with a time window', async () => {
      const from = T0 + 10 * MIN;
      const to = T0 + 19 * MIN;
      const res = await page(`?search=pager3&from=${from}&to=${to}`);
      expect(res.data.map((m) => m.message)).toEqual(['pager line 13']);
      expect(res.total).toBe(1);
      const common = await page(`?search=pager&from=${from}&to=${to}&limit=4&page=3`);
      expect(common.total).toBe(10);
      expect(common.data.map((m) => m.message)).toEqual(['pager line 11', 'pager line 10']);
    });

    it.each([
      ['?search=ab', MESSAGES.searchTooShort],
      ['?search=%20ab%20', MESSAGES.searchTooShort],
      ['?search=%C4%85%C4%99', MESSAGES.searchTooShort],
      ['?search=%E6%97%A5%E6%9C%AC', MESSAGES.searchTooShort],
      ['?limit=1001', "Invalid query parameter 'limit': must be at most 1000"],
      ['?limit=0', "Invalid query parameter 'limit': must be at least 1"],
      ['?page=0', "Invalid query parameter 'page': must be at least 1"],
      ['?from=yesterday', "Invalid query parameter 'from': must be an ISO 8601 date or epoch milliseconds"],
      [`?from=${T0}&to=${T0 - 1}`, "Invalid query parameter 'from': must not be after 'to'"],
      [`?search=${'x'.repeat(101)}`, "Invalid query parameter 'search': must be at most 100 characters"],
    ])('rejects %s with a 400', async (query, error) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    });

    it('treats an empty search as no search and accepts limit 1000', async () => {
      expect((await page('?search=%20%20')).total).toBe(visible.length);
      expect((await page('?limit=1000')).data).toHaveLength(visible.length);
    });

    it('needs a token and the view_chat permission', async () => {
      expect((await t.request('GET', '/api/chat')).statusCode).toBe(401);
      const { token } = await t.createUser({ username: 'nochat', permissions: ['view_trades'] });
      const res = await get('', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.forbidden });
      expect((await get('', t.adminToken)).statusCode).toBe(200);
    });
  });

  describe(`GET /api/chat totals as messages arrive (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(async () => t?.close());

    it('recounts a search or a window once new messages are stored', async () => {
      const total = async (query: string) => (await t.request('GET', `/api/chat${query}`, { token: t.adminToken })).json().total as number;
      const add = (message: string, at: number) => insertChat(t.database, prepareChat([{ userId: 1, name: 'Nova', message, timestamp: at }]));
      await add('first sighting', T0);
      expect([await total('?search=sighting'), await total(`?from=${T0}`)]).toEqual([1, 1]);
      await add('second sighting', T0 + MIN);
      await add('####', T0 + 2 * MIN);
      expect([await total('?search=sighting'), await total(`?from=${T0}`), await total('')]).toEqual([2, 2, 2]);
    });
  });
}
