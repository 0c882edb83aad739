// Chat Logs totals while game servers keep sending messages: a search's total is counted once and
// then brought forward by the messages stored since (caches/count-cache.ts). What the newer messages
// add is counted by each engine's `growth` (SQLite: the seq range; PostgreSQL: the chat batches
// after the old one); every total must equal a count from scratch, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPage } from '@staff-console/domain';
import { ENGINES, type TestApp } from '../../../test/harness';
import { createIngestingApp, postEvents } from '../../ingest/ingest.fixtures';
import { countVisible } from './chat.repository';
import { chatSearch } from './chat.search';

let serial = 0;
const message = (text: string, minute: number, userId = 7) => ({
  _id: `6750000000000000000${String((serial += 1)).padStart(5, '0')}`,
  userId,
  name: `Player${userId}`,
  message: text,
  timestamp: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const WINDOW = { from: Date.parse('2026-11-20T10:10:00.000Z'), to: Date.parse('2026-11-20T10:29:59.000Z') };

for (const engine of ENGINES) {
  describe(`chat totals under ingest [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t.close());

    const post = async (events: unknown[]) => {
      const res = await postEvents(t, 'chat', key, events);
      expect(res.statusCode, res.body).toBe(200);
    };
    const total = async (query: string) => {
      const res = await t.request('GET', `/api/chat?${query}`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatPage>().total;
    };
    const window = `from=${new Date(WINDOW.from).toISOString()}&to=${new Date(WINDOW.to).toISOString()}`;

    it('counts only what the newer messages add: visible ones, matching ones, inside the window', async () => {
      const sql = chatSearch(engine);
      await post([message('selling my trade hat', 5), message('hello', 15), message('ТОРГ сегодня', 20)]);
      const before = (await sql.state(t.database.db))!;
      await post([
        message('TRADE me now', 12), // a match inside the window
        message('trade offer', 40), // a match outside it
        message('##########', 13), // hidden: never counted
        message('nothing here', 14),
        message('торг?', 25), // non-Latin case folding
      ]);
      const after = (await sql.state(t.database.db))!;
      expect(after.visible - before.visible).toBe(4);
      expect(after.position).toBeGreaterThan(before.position);
      expect(await sql.growth(t.database.db, 'trade', {}, before)).toEqual({ visible: 4, matches: 2 });
      expect(await sql.growth(t.database.db, 'trade', WINDOW, before)).toEqual({ visible: 4, matches: 1 });
      expect(await sql.growth(t.database.db, 'торг', {}, before)).toEqual({ visible: 4, matches: 1 });
      expect(await sql.growth(t.database.db, undefined, WINDOW, before)).toEqual({ visible: 4, matches: 3 });
      expect(await sql.growth(t.database.db, 'trade', {}, after)).toEqual({ visible: 0, matches: 0 });
    });

    it('keeps every total equal to a count from scratch as batches arrive', async () => {
      const queries = ['search=trade', `search=trade&${window}`, 'search=%D1%82%D0%BE%D1%80%D0%B3', window];
      const fresh = async (query: string) => {
        const params = new URLSearchParams(query);
        const search = params.get('search') ?? undefined;
        const w = params.has('from') ? WINDOW : {};
        const sql = chatSearch(engine);
        if (search) return (await sql.count(t.database.db, search, w)).total;
        return countVisible(t.database.db, w);
      };
      for (let round = 0; round < 4; round += 1) {
        for (const query of queries) expect(await total(query), `${query}, round ${round}`).toBe(await fresh(query));
        await post([message(`trade round ${round}`, 11 + round), message('###', 12 + round, 8), message(`ТоРг ${round}`, 30 + round), message('quiet', 45)]);
      }
    });
  });
}
