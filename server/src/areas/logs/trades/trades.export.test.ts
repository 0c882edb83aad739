import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM, MESSAGES, parseCsv, TradesExportQuery, type TradesPage } from '@staff-console/domain';
import { insertTrades, type TradeEvent } from '../../../db/fixtures/trades.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { tradeCriteria, tradeOrder } from './trades.criteria';
import { tradeExportChunks } from './trades.repository';
import { itemsText } from './trades.csv';

const id = (n: number) => `65f00000000000000000${String(n).padStart(4, '0')}`;

const JOB = '3e9a1f6c-5b2d-4c78-a0e4-9f1b7d2c6a35';

const item = (Name: string, Value: number, Amount?: number) => ({ Name, Value, ...(Amount !== undefined ? { Amount } : {}) });

const EVENTS: TradeEvent[] = [
  {
    _id: id(1),
    date: '2024-06-01T10:00:00.000Z',
    sender: 'Alice',
    receiver: 'たけし',
    senderId: 101,
    receiverId: 202,
    sentItems: { items: [150, item('Dragon Sword', 100, 2), item('Shield, "Big"', 50)] },
    receivedItems: { items: [item('Hat', 100)] },
    serverId: JOB,
    placeId: '920587237',
  },
  {
    _id: id(2),
    date: '2024-06-02T10:00:00.000Z',
    sender: '=cmd',
    receiver: 'Żaneta_PL',
    sentItems: { items: [item('Throne', 20_000)] },
    receivedItems: { items: [item('@Pin', 10)] },
  },
  {
    _id: id(3),
    date: '2024-06-03T10:00:00.000Z',
    sender: '-Dash',
    receiver: '+Plus',
    sentItems: { items: [item('Line\nBreak', 300)] },
    receivedItems: { items: [{ caseBux: 100 }] },
  },
  // Eight trades of the same total (ties broken by id), a few sharing a sender.
  ...Array.from({ length: 8 }, (_, i) => ({
    _id: id(10 + i),
    date: `2024-06-${String(4 + (i % 4)).padStart(2, '0')}T10:00:00.000Z`,
    sender: i % 2 === 0 ? 'Smith' : 'Jones',
    receiver: `Buyer${i}`,
    sentItems: { items: [item(`Sword ${i}`, 40)] },
    receivedItems: { items: [item('Coin', 60)] },
  })),
];

for (const engine of ENGINES) {
  describe(`GET /api/trades/export (${engine})`, () => {
    let t: TestApp;
    let viewer: string;
    const exported = async (query: string) => {
      const res = await t.request('GET', `/api/trades/export${query}`, { token: viewer });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      return { res, records: parseCsv(res.body) };
    };
    const listed = async (query: string) => {
      const res = await t.request('GET', `/api/trades?count=1000&${query.replace(/^\?/, '')}`, { token: viewer });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TradesPage>().data.map((trade) => trade._id);
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertTrades(t.database, EVENTS);
      viewer = (await t.createUser({ username: 'trade_exporter', permissions: ['view_trades'] })).token;
    });
    afterAll(() => t?.close());

    it('writes sides, values and flags, escaped and neutralised; numbers stay numbers', async () => {
      const { res, records } = await exported('');
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trade-logs-\d{8}-\d{6}\.csv"$/);
      expect(records[0]).toEqual([
        'Time',
        'Sender',
        'Sender ID',
        'Receiver',
        'Receiver ID',
        'Sent Items',
        'Sent RAP',
        'Sent Case-bux',
        'Received Items',
        'Received RAP',
        'Received Case-bux',
        'Total',
        'Profit/Loss',
        'Lopsided',
        'ID',
        'Server',
        'Place',
      ]);
      const body = res.body;
      // Sent: 150 Case-bux + 2 × 100 + 50 = 400 RAP; received 100: P/L −300.
      expect(body).toContain(
        `\r\n2024-06-01T10:00:00.000Z,Alice,101,たけし,202,"Dragon Sword x2; Shield, ""Big"" x1",400,150,Hat x1,100,0,500,-300,no,${id(1)},${JOB},920587237\r\n`,
      );
      // 20,000 against 10: lopsided; names and items that look like formulas are neutralised.
      expect(body).toContain(`\r\n2024-06-02T10:00:00.000Z,'=cmd,,Żaneta_PL,,Throne x1,20000,0,'@Pin x1,10,0,20010,-19990,yes,${id(2)},,\r\n`);
      expect(body).toContain(`\r\n2024-06-03T10:00:00.000Z,'-Dash,,'+Plus,,"Line\nBreak x1",300,0,,100,100,400,-200,no,${id(3)},,\r\n`);
    });

    it('ends each row with the game server and place, as the list names them; empty cells without', async () => {
      const { records } = await exported('');
      const byId = new Map(records.slice(1).map((r) => [r[14], r]));
      expect(byId.get(id(1))!.slice(14)).toEqual([id(1), JOB, '920587237']);
      expect(byId.get(id(2))!.slice(14)).toEqual([id(2), '', '']);
      const list = await t.request('GET', '/api/trades?count=1000', { token: viewer });
      const trades = list.json<TradesPage>().data;
      expect(trades.find((trade) => trade._id === id(1))).toMatchObject({ serverId: JOB, placeId: '920587237' });
      expect(trades.find((trade) => trade._id === id(2))).not.toHaveProperty('serverId');
    });

    it('exports exactly the list’s search, in the list’s order', async () => {
      for (const query of [
        '',
        '?sortOrder=asc',
        '?sortBy=value',
        '?sortBy=value&sortOrder=asc',
        '?sortBy=profit',
        '?sender=smith',
        '?receiver=buyer',
        '?username=jones&sortBy=value&sortOrder=asc',
        '?userId=202',
        '?itemName=sword',
        '?search=buyer&searchIn=receiver&sortBy=value',
        '?search=smith&searchIn=all',
        '?flagged=true',
        '?flagged=false&sortBy=value',
        '?search=nothing-like-this',
      ]) {
        const { records } = await exported(query);
        expect(
          records.slice(1).map((r) => r[14]),
          query,
        ).toEqual(await listed(query));
      }
    });

    it('reads chunk after chunk by keyset, each row once, in order', async () => {
      for (const query of ['', '?sortBy=value', '?sortBy=profit&sortOrder=asc', '?itemName=sword&sortBy=value', '?sender=smith&sortBy=value']) {
        const q = TradesExportQuery.parse(Object.fromEntries(new URLSearchParams(query)));
        const ids: string[] = [];
        for await (const chunk of tradeExportChunks(t.database, await tradeCriteria(t.database, q), tradeOrder(q), 3)) ids.push(...chunk.map((r) => r.id));
        expect(ids, query).toEqual(await listed(query));
      }
    });

    it('refuses bad filters as the list does, needs view_trades, and is audited', async () => {
      for (const query of ['?search=ab', '?itemName=xy', '?sortBy=name', '?flagged=yes', '?searchIn=everywhere', '?userId=abc']) {
        const res = await t.request('GET', `/api/trades/export${query}`, { token: viewer });
        const list = await t.request('GET', `/api/trades${query}`, { token: viewer });
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual(list.json());
      }
      expect((await t.request('GET', '/api/trades/export?search=ab', { token: viewer })).json()).toMatchObject({ error: MESSAGES.searchTooShort });
      const chatOnly = (await t.createUser({ username: 'chat_only_t', permissions: ['view_chat'] })).token;
      expect((await t.request('GET', '/api/trades/export', { token: chatOnly })).statusCode).toBe(403);

      const before = new Set((await t.database.db.selectFrom('action_logs').select('id').execute()).map((r) => r.id));
      await exported('?sender=Smith&flagged=false&sortBy=profit');
      const written = (await t.database.db.selectFrom('action_logs').selectAll().execute()).filter((r) => !before.has(r.id));
      expect(written.map((r) => [r.category, r.action, r.username])).toEqual([['system', 'trades_exported', 'trade_exporter']]);
      expect(JSON.parse(written[0]!.details)).toMatchObject({
        filters: { sender: 'Smith', flagged: false, searchIn: 'all', sortBy: 'profit', sortOrder: 'desc' },
      });
    });
  });
}

describe('itemsText', () => {
  it('lists items with their counts, leaving out currency and unreadable entries', () => {
    expect(itemsText([25, { Name: ' Crown ', Amount: 3 }, { caseBux: 5 }, 'text', null, { Value: 4 }])).toBe('Crown x3; Unknown Item x1');
    expect(itemsText([])).toBe('');
  });
});
