// GET /api/chat/:id/context?scope=server|all: around a line said in a game server, the lines of that
// server only (the default) or of every server; a line without a server has every server's
// context. One server's context is read through chat_server_time_idx, never the whole table.
import { describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { type ChatFixture, chatContextSuite, insertChat, prepareChat } from './chat.fixtures';
import { messagesBeside } from './chat-context.repository';
import { recordingQueries } from '../../../db/fixtures/query-spy.fixtures';
import { ENGINES } from '../../../test/harness';

const MIN = 60_000;
const T0 = Date.UTC(2024, 4, 1, 18);
const id = (n: number) => `67${String(n).padStart(22, '0')}`;
const JOBS = ['0b7e4a52-91c3-4f0e-8d2a-6c1f3e5b9a70', '5d2f8c14-7a6b-4e39-b1d0-2f9e6a8c4b31'];

/** Every fifth line has no server (sent before the game sent one); the rest alternate between two servers. */
const serverOf = (n: number): string | undefined => (n % 5 === 4 ? undefined : JOBS[n % 2]);

// Forty lines, one a minute; 10 (in the first server) is hidden.
const rows = prepareChat(
  Array.from({ length: 40 }, (_, n): ChatFixture => {
    const serverId = serverOf(n);
    return {
      id: id(n),
      userId: 700 + (n % 4),
      name: `Player${n % 4}`,
      message: n === 10 ? '#####' : `line ${n}`,
      timestamp: T0 + n * MIN,
      ...(serverId ? { serverId, placeId: '1818' } : {}),
    };
  }),
);
const visible = rows.filter((r) => !r.hidden);

/** The visible ids from `before` places before line `n` to `after` places after it, among `lines`. */
function around(lines: typeof visible, n: number, before: number, after: number): string[] {
  const ids = lines.map((r) => r.id);
  const at = ids.indexOf(id(n));
  return ids.slice(Math.max(0, at - before), at + after + 1);
}
const inServer = (serverId: string) => visible.filter((r) => r.serverId === serverId);

for (const engine of ENGINES) {
  describe(`GET /api/chat/:id/context by game server [${engine}]`, () => {
    const { app, get, context, ids } = chatContextSuite(engine, rows);

    it("keeps to the line's own server by default, and says so", async () => {
      // Line 20 is in the first server; line 10 of that server is hidden.
      const r = await context(`${id(20)}/context?before=5&after=3`);
      expect(r.scope).toBe('server');
      expect(ids(r)).toEqual(around(inServer(JOBS[0]!), 20, 5, 3));
      expect(ids(r)).toEqual([id(6), id(8), id(12), id(16), id(18), id(20), id(22), id(26), id(28)]);
      expect(r.data.every((m) => m.serverId === JOBS[0] && m.placeId === '1818')).toBe(true);
      expect(await context(`${id(20)}/context?before=5&after=3&scope=server`)).toEqual(r);
    });

    it('answers every server with scope=all: the other server and the lines without one too', async () => {
      const r = await context(`${id(20)}/context?before=5&after=3&scope=all`);
      expect(r.scope).toBe('all');
      expect(ids(r)).toEqual(around(visible, 20, 5, 3));
      expect(ids(r)).toEqual([id(15), id(16), id(17), id(18), id(19), id(20), id(21), id(22), id(23)]);
      const servers = new Set(r.data.map((m) => m.serverId ?? null));
      expect(servers).toEqual(new Set([JOBS[0], JOBS[1], null]));
      expect(r.data.find((m) => m._id === id(19))).not.toHaveProperty('serverId');
    });

    it('stops at either end of the server’s lines', async () => {
      const r = await context(`${id(3)}/context?before=10&after=2`);
      expect(ids(r)).toEqual([id(1), id(3), id(5), id(7)]);
      const last = await context(`${id(38)}/context?before=1&after=10`);
      expect(ids(last)).toEqual([id(36), id(38)]);
    });

    it('gives a line without a server the context of every server, whatever the scope asked', async () => {
      const all = await context(`${id(24)}/context?before=2&after=2`);
      expect(all.scope).toBe('all');
      expect(ids(all)).toEqual([id(22), id(23), id(24), id(25), id(26)]);
      expect(await context(`${id(24)}/context?before=2&after=2&scope=server`)).toEqual(all);
      expect(await context(`${id(24)}/context?before=2&after=2&scope=all`)).toEqual(all);
    });

    it('refuses an unknown scope with a sentence', async () => {
      for (const scope of ['everyone', 'SERVER', '']) {
        const res = await get(`${id(20)}/context?scope=${scope}`);
        expect(res.statusCode, scope).toBe(400);
        expect(res.json(), scope).toEqual({
          success: false,
          error: "Invalid query parameter 'scope': must be one of server, all",
        });
      }
    });

    it("reads one server's lines through chat_server_time_idx", async () => {
      const { db } = app().database;
      // Sixty servers of fifty lines, with statistics gathered: the planner weighs a real choice.
      const many = prepareChat(
        Array.from({ length: 3000 }, (_, n): ChatFixture => ({
          userId: 900 + (n % 50),
          name: `Busy${n % 50}`,
          message: `busy ${n}`,
          timestamp: T0 + 100 * MIN + n * 1000,
          serverId: `job-${n % 60}`,
        })),
      );
      await insertChat(app().database, many);
      await sql.raw(engine === 'sqlite' ? 'ANALYZE' : 'ANALYZE chat_messages').execute(db);
      const hit = { timestamp: T0 + 100 * MIN + 1500 * 1000, id: many[1500]!.id };
      for (const side of ['before', 'after'] as const) {
        const { db: spy, seen } = recordingQueries(db);
        expect(await messagesBeside(spy, hit, side, 20, 'job-0')).toHaveLength(20);
        const query = seen[0]!;
        const prefix = engine === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
        const { rows: plan } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
        const text = plan.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
        expect(text, text).toContain('chat_server_time_idx');
        expect(text).not.toMatch(/SCAN chat_messages\b(?! USING)|Seq Scan/);
        // The index bounds the read by the hit's time as well as its server. (PostgreSQL may sort
        // the few rows of a server this small itself; SQLite reads them in the index's order.)
        if (engine === 'sqlite') expect(text).not.toMatch(/TEMP B-TREE/);
        else expect(text).toMatch(/Index Cond: .*server_id.*ROW\("timestamp"/);
      }
    });
  });
}
