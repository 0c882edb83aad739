import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSV_BOM, MESSAGES, parseCsv } from '@staff-console/domain';
import { type ChatFixture, insertChat, newestFirst, prepareChat } from './chat.fixtures';
import { keysetChunks } from '../../../db/search/keyset';
import { chooseExportPlan } from './search/time-log-search';
import type { ChatRow } from './chat.mapping';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { chatExportChunks } from './chat.repository';
import { chatSearch } from './chat.search';

const MIN = 60_000;
const T0 = Date.UTC(2024, 4, 1, 12);
const HEADER = ['Time', 'User ID', 'Player', 'Message', 'Translated Text', 'Filter Warning', 'ID', 'Server', 'Place'];
const JOB = '7b2f4c1e-9d3a-4e85-b6c0-2a1f8e5d9c47';

const small: ChatFixture[] = [
  { id: 'a00000000000000000000001', userId: 11, name: 'たけし', message: 'こんにちは, "world"', timestamp: T0 + 1 * MIN },
  { id: 'a00000000000000000000002', userId: 12, name: 'Żaneta_PL', message: 'line one\nline two', timestamp: T0 + 2 * MIN },
  { id: 'a00000000000000000000003', userId: 13, name: '=Evil', message: '=HYPERLINK("http://x","y")', timestamp: T0 + 3 * MIN },
  { id: 'a00000000000000000000004', userId: 13, name: '+Plus', message: '-200 trade me', timestamp: T0 + 4 * MIN },
  {
    id: 'a00000000000000000000005',
    userId: 13,
    name: '@At',
    message: 'hola amigo',
    timestamp: T0 + 5 * MIN,
    translatedText: 'hello, friend',
    serverId: JOB,
    placeId: '4483381587',
  },
  { id: 'a00000000000000000000006', userId: 14, name: 'Hider', message: 'before the hidden one', timestamp: T0 + 6 * MIN },
  { id: 'a00000000000000000000007', userId: 14, name: 'Hider', message: '####', timestamp: T0 + 7 * MIN },
  { id: 'a00000000000000000000008', userId: 14, name: 'Hider', message: 'after the hidden one', timestamp: T0 + 8 * MIN },
];

// 5,000 messages a day earlier, four to a millisecond: more than two chunks, with ties on the
// timestamp across every chunk boundary (the keyset must break them by id).
const BULK_START = T0 - 24 * 60 * MIN;
const bulk: ChatFixture[] = Array.from({ length: 5000 }, (_, i) => ({
  userId: 2000 + (i % 50),
  name: `Bulk${i % 50}`,
  message: `bulk message ${i}`,
  timestamp: BULK_START + Math.floor(i / 4),
}));

const rows = prepareChat([...small, ...bulk]);
const visible = newestFirst(rows);

/** Status, headers and records (BOM checked and stripped) of an export. */
async function download(t: TestApp, query: string, token: string) {
  const res = await t.request('GET', `/api/chat/export${query}`, { token });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.body.startsWith(CSV_BOM)).toBe(true);
  return { res, records: parseCsv(res.body) };
}

for (const engine of ENGINES) {
  describe(`GET /api/chat/export (${engine})`, () => {
    let t: TestApp;
    let viewer: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, rows);
      viewer = (await t.createUser({ username: 'exporter', permissions: ['view_chat'] })).token;
    });
    afterAll(async () => t?.close());

    it('answers a CSV attachment named by the UTC time, BOM first, CRLF line ends', async () => {
      const { res } = await download(t, `?from=${T0}`, viewer);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="chat-logs-\d{8}-\d{6}\.csv"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.body.slice(1);
      expect(body.startsWith('Time,User ID,Player,Message,Translated Text,Filter Warning,ID,Server,Place\r\n')).toBe(true);
      expect(body.endsWith('\r\n')).toBe(true);
      // Every line end outside a quoted field is CRLF; the quoted message keeps its own LF.
      expect(body.replace(/"[^"]*(""[^"]*)*"/g, '').match(/\n/g)?.length).toBe(body.replace(/"[^"]*(""[^"]*)*"/g, '').match(/\r\n/g)?.length);
    });

    it('writes the search exactly: newest first, escaped, formulas neutralised, hidden messages left out', async () => {
      const { res } = await download(t, `?from=${T0}`, viewer);
      expect(res.body).toBe(
        CSV_BOM +
          [
            'Time,User ID,Player,Message,Translated Text,Filter Warning,ID,Server,Place',
            '2024-05-01T12:08:00.000Z,14,Hider,after the hidden one,,yes,a00000000000000000000008,,',
            '2024-05-01T12:06:00.000Z,14,Hider,before the hidden one,,yes,a00000000000000000000006,,',
            '2024-05-01T12:05:00.000Z,13,\'@At,hola amigo,"hello, friend",no,a00000000000000000000005,' + JOB + ',4483381587',
            "2024-05-01T12:04:00.000Z,13,'+Plus,'-200 trade me,,no,a00000000000000000000004,,",
            '2024-05-01T12:03:00.000Z,13,\'=Evil,"\'=HYPERLINK(""http://x"",""y"")",,no,a00000000000000000000003,,',
            '2024-05-01T12:02:00.000Z,12,Żaneta_PL,"line one\nline two",,no,a00000000000000000000002,,',
            '2024-05-01T12:01:00.000Z,11,たけし,"こんにちは, ""world""",,no,a00000000000000000000001,,',
          ].join('\r\n') +
          '\r\n',
      );
    });

    it('ends each row with the game server and place, empty cells for a line without them', async () => {
      const { records } = await download(t, `?from=${T0}`, viewer);
      expect(records[0]).toEqual(HEADER);
      const byId = new Map(records.slice(1).map((r) => [r[6], r]));
      expect(byId.get('a00000000000000000000005')!.slice(6)).toEqual(['a00000000000000000000005', JOB, '4483381587']);
      expect(byId.get('a00000000000000000000004')!.slice(6)).toEqual(['a00000000000000000000004', '', '']);
      // The list names them serverId and placeId: the same line, the same values.
      const listed = await t.request('GET', `/api/chat?limit=100&from=${T0}`, { token: viewer });
      const line = listed.json<{ data: { _id: string; serverId?: string; placeId?: string }[] }>().data.find((m) => m._id === 'a00000000000000000000005');
      expect(line).toMatchObject({ serverId: JOB, placeId: '4483381587' });
    });

    it('applies the search and the time window as the list does', async () => {
      const { records } = await download(t, `?search=HIDDEN`, viewer);
      expect(records.slice(1).map((r) => r[6])).toEqual(['a00000000000000000000008', 'a00000000000000000000006']);
      const windowed = await download(t, `?from=${new Date(T0 + 2 * MIN).toISOString()}&to=${T0 + 4 * MIN}`, viewer);
      expect(windowed.records.slice(1).map((r) => r[6])).toEqual(['a00000000000000000000004', 'a00000000000000000000003', 'a00000000000000000000002']);
      // The window ends before the millisecond of messages 4996–4999.
      const to = BULK_START + 1248;
      const both = await download(t, `?search=bulk message 499&to=${to}`, viewer);
      const expected = visible.filter((r) => r.message.includes('bulk message 499') && r.timestamp <= to).map((r) => r.id);
      expect(expected.length).toBe(7); // 499 and 4990–4995
      expect(both.records.slice(1).map((r) => r[6])).toEqual(expected);
      const list = await t.request('GET', `/api/chat?limit=1000&search=bulk message 499&to=${to}`, { token: viewer });
      expect(list.json<{ total: number }>().total).toBe(both.records.length - 1);
    });

    it('exports everything: 5,000+ rows across chunks, in order, none twice, none missing', async () => {
      const { records } = await download(t, '', viewer);
      expect(records[0]).toEqual(HEADER);
      const exported = records.slice(1).map((r) => r[6]);
      expect(exported.length).toBe(visible.length);
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported).toEqual(visible.map((r) => r.id));
    });

    it('refuses bad filters with the list’s own sentences', async () => {
      for (const query of ['?search=ab', '?from=2024-02-01&to=2024-01-01', '?from=yesterday']) {
        const exported = await t.request('GET', `/api/chat/export${query}`, { token: viewer });
        const listed = await t.request('GET', `/api/chat${query}`, { token: viewer });
        expect(exported.statusCode, query).toBe(400);
        expect(exported.json(), query).toEqual(listed.json());
      }
      expect((await t.request('GET', '/api/chat/export?search=ab', { token: viewer })).json()).toEqual({
        success: false,
        error: MESSAGES.searchTooShort,
      });
    });

    it('needs view_chat', async () => {
      const trader = (await t.createUser({ username: 'trader_only', permissions: ['view_trades'] })).token;
      const res = await t.request('GET', '/api/chat/export', { token: trader });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
      expect((await t.request('GET', '/api/chat/export')).statusCode).toBe(401);
    });

    it('writes one action-log entry with the filters used', async () => {
      const before = await t.database.db.selectFrom('action_logs').select('id').execute();
      await download(t, `?search=hidden&from=${T0}`, viewer);
      const seen = new Set(before.map((r) => r.id));
      const written = (await t.database.db.selectFrom('action_logs').selectAll().execute()).filter((r) => !seen.has(r.id));
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({ category: 'system', action: 'chat_exported', username: 'exporter' });
      const details = JSON.parse(written[0]!.details) as { fileName: string; filters: unknown };
      expect(details.filters).toEqual({ search: 'hidden', from: new Date(T0).toISOString() });
      expect(details.fileName).toMatch(/^chat-logs-\d{8}-\d{6}\.csv$/);
    });

    it('lets a client walk away mid-download without holding anything', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // More aborted downloads than the PostgreSQL pool has connections: none may be left behind.
      for (let i = 0; i < 12; i++) {
        // A client that hangs up after the first bytes: its socket is destroyed, as a closed tab's is.
        const status = await new Promise<number | undefined>((resolve, reject) => {
          const req = get(`${address}/api/chat/export`, { headers: { authorization: `Bearer ${viewer}` } }, (res) => {
            res.once('data', () => {
              req.destroy();
              resolve(res.statusCode);
            });
          });
          req.on('error', reject);
        });
        expect(status).toBe(200);
      }
      const { records } = await download(t, `?from=${T0}`, viewer);
      expect(records).toHaveLength(8);
      // Every hung-up socket is let go by the server too (none waits for the connection timeout).
      const openConnections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((e, n) => (e ? reject(e) : resolve(n))));
      await vi.waitFor(async () => expect(await openConnections()).toBe(0), { timeout: 5_000 });
    });

    it('reads a search in chunks through either plan with the same rows', async () => {
      const search = chatSearch(engine);
      const term = 'bulk message 1';
      const expected = visible.filter((r) => r.message.includes(term)).map((r) => r.id);
      expect(expected.length).toBe(1111);
      for (const plan of ['index', 'scan'] as const) {
        const ids: string[] = [];
        const chunks = keysetChunks<ChatRow>(
          (last) =>
            t.database.db
              .transaction()
              .execute((trx) => search.exportChunk(trx, term, {}, { after: last && { value: Number(last.timestamp), id: last.id }, limit: 100, plan })),
          100,
        );
        for await (const chunk of chunks) ids.push(...chunk.map((r) => r.id));
        expect(ids, plan).toEqual(expected);
      }
      const viaExport: string[] = [];
      for await (const chunk of chatExportChunks(t.database, { search: term, window: {} }, 64)) viaExport.push(...chunk.map((r) => r.id));
      expect(viaExport).toEqual(expected);
    });
  });
}

describe('chooseExportPlan', () => {
  it('looks a rare term up through the index, and walks the log once for a common one', () => {
    expect(chooseExportPlan({ total: 50, indexCost: 50, windowRows: 10_000_000 }, 2000)).toBe('index');
    expect(chooseExportPlan({ total: 40_000, indexCost: 40_000, windowRows: 10_000_000 }, 2000)).toBe('index');
    // 500 chunks, each finding a million matches again, against one walk of ten million rows.
    expect(chooseExportPlan({ total: 1_000_000, indexCost: 1_000_000, windowRows: 10_000_000 }, 2000)).toBe('scan');
    // A common word inside one short day: the day's rows are fewer than the word's matches.
    expect(chooseExportPlan({ total: 300, indexCost: 2_000_000, windowRows: 20_000 }, 2000)).toBe('scan');
  });
});
