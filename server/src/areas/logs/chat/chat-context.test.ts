// GET /api/chat/:id/context: every player's visible messages around a hit, in (timestamp, id)
// order with ties broken by id, the limits, hidden rows and who may ask.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChatFixture, chatContextSuite, prepareChat } from './chat.fixtures';
import { ENGINES } from '../../../test/harness';

const MIN = 60_000;
const T0 = Date.UTC(2024, 4, 1, 18);
const id = (n: number) => `66${String(n).padStart(22, '0')}`;

// Sixty messages from three players, one a minute, except that 20–24 share one timestamp (their
// order is their id). Message 30 is hidden (only hashes), and 45 is hidden too.
const rows = prepareChat(
  Array.from({ length: 60 }, (_, n): ChatFixture => ({
    id: id(n),
    userId: 500 + (n % 3),
    name: `Player${n % 3}`,
    message: n === 30 || n === 45 ? '#####' : `line ${n}`,
    timestamp: T0 + (n >= 20 && n <= 24 ? 20 : n) * MIN,
    ...(n === 40 ? { translatedText: 'translated 40' } : {}),
  })),
);
const visible = rows.filter((r) => !r.hidden).map((r) => r.id);

/** The visible ids from `before` places before the hit to `after` places after it. */
function around(n: number, before: number, after: number): string[] {
  const at = visible.indexOf(id(n));
  return visible.slice(Math.max(0, at - before), at + after + 1);
}

for (const engine of ENGINES) {
  describe(`GET /api/chat/:id/context [${engine}]`, () => {
    const { app, get, context, ids } = chatContextSuite(engine, rows);
    let tradesOnly: string;

    beforeAll(async () => {
      tradesOnly = (await app().createUser({ username: 'trader', permissions: ['view_trades'] })).token;
    });

    it('answers 25 visible messages each side by default, oldest first, with the hit', async () => {
      const r = await context(`${id(35)}/context`);
      expect(r.hitId).toBe(id(35));
      // 30 is hidden, so the 25 before reach back to 9; after it only 23 visible messages remain (45 is hidden).
      expect(ids(r)).toEqual(around(35, 25, 25));
      expect(ids(r)).toHaveLength(25 + 1 + 23);
      expect(ids(r)).not.toContain(id(30));
      expect(ids(r)).not.toContain(id(45));
      expect(ids(r)[0]).toBe(id(9));
      expect(ids(r).at(-1)).toBe(id(59));
    });

    it('orders messages of one instant by id, on both sides of a hit among them', async () => {
      const r = await context(`${id(22)}/context?before=3&after=3`);
      expect(ids(r)).toEqual([id(19), id(20), id(21), id(22), id(23), id(24), id(25)]);
      const times = r.data.map((m) => m.timestamp);
      expect(times.slice(1, 6).every((time) => time === new Date(T0 + 20 * MIN).toISOString())).toBe(true);
    });

    it('stops at either end of the log', async () => {
      expect(ids(await context(`${id(1)}/context?before=5&after=2`))).toEqual([id(0), id(1), id(2), id(3)]);
      expect(ids(await context(`${id(58)}/context?before=1&after=100`))).toEqual([id(57), id(58), id(59)]);
    });

    it('maps messages as the chat list does (Filter Warning, translation)', async () => {
      const r = await context(`${id(40)}/context?before=1&after=1`);
      expect(r.data[1]).toEqual({
        _id: id(40),
        userId: 501,
        name: 'Player1',
        message: 'line 40',
        timestamp: new Date(T0 + 40 * MIN).toISOString(),
        filterWarning: rows[40]!.filterWarning,
        translatedText: 'translated 40',
      });
    });

    it('takes an id in capitals as the same id', async () => {
      expect((await context(`${id(35).toUpperCase()}/context?before=1&after=1`)).hitId).toBe(id(35));
    });

    it('answers 404 for an unknown or hidden message', async () => {
      for (const missing of ['ffffffffffffffffffffffff', id(30), id(45)]) {
        const res = await get(`${missing}/context`);
        expect(res.statusCode, missing).toBe(404);
        expect(res.json()).toEqual({ success: false, error: 'Chat message not found' });
      }
    });

    it('refuses bad ids and limits with a sentence', async () => {
      const cases: [string, string][] = [
        ['nothex/context', "Invalid path parameter 'id': must be a 24-character hexadecimal id"],
        [`${id(1)}/context?before=0`, "Invalid query parameter 'before': must be at least 1"],
        [`${id(1)}/context?after=101`, "Invalid query parameter 'after': must be at most 100"],
        [`${id(1)}/context?before=abc`, "Invalid query parameter 'before': must be a number"],
        [`${id(1)}/context?after=2.5`, "Invalid query parameter 'after': must be a whole number"],
      ];
      for (const [path, error] of cases) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(400);
        expect(res.json(), path).toEqual({ success: false, error });
      }
    });

    it('needs view_chat', async () => {
      expect((await get(`${id(1)}/context`, tradesOnly)).statusCode).toBe(403);
      expect((await app().request('GET', `/api/chat/${id(1)}/context`, { token: null })).statusCode).toBe(401);
    });
  });
}
