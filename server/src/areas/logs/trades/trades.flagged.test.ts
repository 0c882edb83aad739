// GET /api/trades?flagged=true|false: only the trades flagged lopsided when stored (or only the
// others), alone or beside the other filters, in every order and page; and the date-ordered
// flagged page read through trades_lopsided_idx (lopsided, date) on both engines.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trade, TradesPage } from '@staff-console/domain';
import { insertTrades, type TradeEvent } from '../../../db/fixtures/trades.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { recordingQueries } from '../../../db/fixtures/query-spy.fixtures';
import { createSearchTotals } from '../../../db/search/text-search';
import { readTrades } from './trades.repository';

const id = (n: number) => `68d00000000000000000${String(n).padStart(4, '0')}`;
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);

// Twelve trades a day apart; every third is lopsided (60,000 RAP against 100), the rest even.
// Trades 3 and 4 share one date (ties are ordered by id).
const EVENTS: TradeEvent[] = Array.from({ length: 12 }, (_, n) => {
  const flagged = n % 3 === 0;
  return {
    _id: id(n),
    date: new Date(T0 + (n === 4 ? 3 : n) * DAY).toISOString(),
    sender: n % 2 === 0 ? 'Whale' : 'Shark',
    receiver: `Minnow${n}`,
    sentItems: { items: [{ Name: flagged ? 'Golden Crown' : 'Plain Hat', AveragePrice: flagged ? 60_000 : 500 }] },
    receivedItems: { items: [flagged ? 100 : 450] },
  };
});
const FLAGGED = [0, 3, 6, 9];
const UNFLAGGED = [1, 2, 4, 5, 7, 8, 10, 11];

/** Ids of trades `ns` newest first (ties by id descending). */
const newestFirst = (ns: number[]) =>
  ns
    .map((n) => ({ n, at: Date.parse(EVENTS[n]!.date) }))
    .sort((a, b) => b.at - a.at || b.n - a.n)
    .map(({ n }) => id(n));

for (const engine of ENGINES) {
  describe(`GET /api/trades?flagged [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertTrades(t.database, EVENTS);
    });
    afterAll(() => t.close());

    const page = async (query: string): Promise<TradesPage> => {
      const res = await t.request('GET', `/api/trades${query}`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ids = (p: TradesPage) => p.data.map((trade: Trade) => trade._id);

    it('lists only flagged trades, newest first, with the exact total', async () => {
      const p = await page('?flagged=true');
      expect(p.total).toBe(4);
      expect(ids(p)).toEqual(newestFirst(FLAGGED));
      expect(p.data.every((trade) => trade.lopsided)).toBe(true);
    });

    it('lists only the others with flagged=false, and both without the parameter', async () => {
      const p = await page('?flagged=false');
      expect(p.total).toBe(8);
      expect(ids(p)).toEqual(newestFirst(UNFLAGGED));
      expect((await page('')).total).toBe(12);
    });

    it('pages flagged trades from either end like a plain offset, in both directions', async () => {
      const desc = newestFirst(UNFLAGGED);
      for (let skip = 0; skip < 8; skip += 3) {
        expect(ids(await page(`?flagged=false&count=3&skip=${skip}`)), `skip ${skip}`).toEqual(desc.slice(skip, skip + 3));
        expect(ids(await page(`?flagged=false&count=3&skip=${skip}&sortOrder=asc`)), `asc skip ${skip}`).toEqual([...desc].reverse().slice(skip, skip + 3));
      }
    });

    it('combines with names, ids and text search', async () => {
      // Whale sends the even-numbered trades: 0 and 6 of them are flagged.
      expect(ids(await page('?flagged=true&sender=Whale'))).toEqual(newestFirst([0, 6]));
      expect(ids(await page('?flagged=true&username=minnow3'))).toEqual([id(3)]);
      expect(ids(await page('?flagged=true&search=crown&searchIn=items'))).toEqual(newestFirst(FLAGGED));
      expect((await page('?flagged=false&search=crown&searchIn=items')).total).toBe(0);
      expect(ids(await page('?flagged=true&itemName=golden&sortBy=value&sortOrder=asc'))).toEqual([id(0), id(3), id(6), id(9)]);
    });

    it('refuses anything but true or false (blank is absent)', async () => {
      expect((await page('?flagged=')).total).toBe(12);
      for (const value of ['yes', '1', 'TRUE', 'true,false']) {
        const res = await t.request('GET', `/api/trades?flagged=${value}`, { token: t.adminToken });
        expect(res.statusCode, value).toBe(400);
        expect(res.json(), value).toEqual({ success: false, error: "Invalid query parameter 'flagged': must be true or false" });
      }
    });
  });

  describe(`flagged trades read plan [${engine}]`, () => {
    let t: TestApp;
    const ROWS = 20_000;
    beforeAll(async () => {
      t = await createTestApp(engine);
      // Enough rows that the planners' choices are the ones a real log gets; 1 in 100 is flagged.
      for (let start = 0; start < ROWS; start += 500) {
        const rows = Array.from({ length: 500 }, (_, k) => {
          const i = start + k;
          return {
            id: i.toString(16).padStart(24, '0'),
            date: T0 + i * 60_000,
            sender: `p${i % 300}`,
            sender_lower: `p${i % 300}`,
            receiver: `q${i % 301}`,
            receiver_lower: `q${i % 301}`,
            sender_id: i % 300,
            receiver_id: 1000 + (i % 301),
            sent: i,
            received: i,
            sent_case_bux: 0,
            received_case_bux: 0,
            total: 2 * i,
            profit_loss: 0,
            item_count: 1,
            item_names: 'hat',
            lopsided: i % 100 === 7 ? 1 : 0,
            raw: '{}',
          };
        });
        await t.database.db.insertInto('trades').values(rows).execute();
      }
    }, 60_000);
    afterAll(() => t.close());

    /** The SQL the repository runs for the flagged list's first page, newest first, and its last page (mirrored). */
    async function flaggedQueries(): Promise<CompiledQuery[]> {
      const { db: spy, seen } = recordingQueries(t.database.db);
      const flagged = { names: [], text: [], flagged: true };
      const newestFirst = { column: 'date', direction: 'desc' } as const;
      const result = await readTrades({ ...t.database, db: spy }, createSearchTotals(), flagged, newestFirst, 0, 100);
      expect(result.total).toBe(ROWS / 100);
      // The last page, read mirrored (oldest first) from the other end.
      await readTrades({ ...t.database, db: spy }, createSearchTotals(), flagged, newestFirst, ROWS / 100 - 100, 100);
      return seen.filter((q) => q.sql.includes('"lopsided" ='));
    }

    async function plan(query: CompiledQuery): Promise<string> {
      const prefix = engine === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
      const { rows } = await t.database.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
      return rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
    }

    it('counts and pages through trades_lopsided_idx, before and after the statistics are gathered', async () => {
      for (const analysed of [false, true]) {
        if (analysed) await sql.raw(engine === 'sqlite' ? 'ANALYZE' : 'ANALYZE trades').execute(t.database.db);
        const queries = await flaggedQueries();
        // The count, and the id lookup of each page.
        expect(queries.length).toBeGreaterThanOrEqual(3);
        for (const query of queries) {
          const text = await plan(query);
          expect(text, `${analysed ? 'analysed' : 'fresh'}: ${query.sql}\n${text}`).toContain('trades_lopsided_idx');
          // Never a walk over the whole table to find the flagged few.
          expect(text).not.toMatch(/SCAN trades\b(?! USING)|Seq Scan on trades trades_1/);
        }
      }
    });
  });
}
