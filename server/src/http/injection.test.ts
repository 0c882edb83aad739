// Injection sweep: SQL metacharacters, LIKE wildcards, quotes, backslashes, control and
// ANSI sequences and CR/LF in every search and text field are taken literally. Each payload is
// stored inside a name, message or item, next to decoys that would match if the payload were read
// as a pattern; every search must find the literal rows and no decoy, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../test/harness';
import { ingestEvents } from '../areas/ingest/ingest.service';

/** [payload, decoys that a pattern reading would also match]. */
const PAYLOADS: [string, string[]][] = [
  ['a%b', ['aZZb', 'ab']],
  ['a_b', ['aXb']],
  ["o'r", ['or']],
  ['"q"', ['q']],
  ['x\\y', ['xy', 'x/y']],
  [';--', ['-;-']],
  ["' OR '1'='1", ['OR 1=1']],
  ['\u001b[31mred', ['[31mred']],
  ['l1\r\nl2', ['l1l2', 'l1\nl2']],
  ['*[a-z]?', ['*a?']],
  ['$1 \\d+', ['$1 dd']],
];

const T0 = Date.UTC(2025, 4, 1);
const tag = (i: number) => `zq${i}k`;

/** Payloads and decoys alike sit between < and >, so only the payload's own reading tells them apart. */
const textOf = (value: string, i: number) => `${tag(i)}<${value}>`;

for (const engine of ENGINES) {
  describe(`injection sweep (${engine})`, () => {
    let t: TestApp;
    const get = async (url: string) => {
      const res = await t.request('GET', url, { token: t.adminToken });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<{ data: Record<string, unknown>[]; total?: number }>();
    };
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

    beforeAll(async () => {
      t = await createTestApp(engine);
      const chat: object[] = [];
      const trades: object[] = [];
      const market: object[] = [];
      let n = 0;
      PAYLOADS.forEach(([payload, decoys], i) => {
        for (const value of [payload, ...decoys]) {
          n += 1;
          const text = textOf(value, i);
          const at = new Date(T0 + n * 60_000).toISOString();
          chat.push({ userId: 1000 + n, name: `p${n}`, message: `say ${text}`, timestamp: at });
          trades.push({
            date: at,
            sender: `s ${text}`,
            receiver: `r ${text}`,
            sentItems: { items: [{ Name: `i ${text}`, Value: 1 }] },
            receivedItems: { items: [] },
          });
          market.push({ date: at, price: 1, boughtItem: { Name: `m ${text}` }, seller: `sel ${text}`, buyer: `buy ${text}` });
        }
      });
      await ingestEvents(t.database, 'chat', chat);
      await ingestEvents(t.database, 'trades', trades);
      await ingestEvents(t.database, 'marketplace', market);
    });
    afterAll(() => t.close());

    PAYLOADS.forEach(([payload], i) => {
      const literal = `<${payload}>`;
      const printable = JSON.stringify(payload);
      it(`takes ${printable} literally in every search field`, async () => {
        const chat = await get(`/api/chat?${q({ search: literal })}`);
        expect(
          chat.data.map((m) => m.message),
          'chat',
        ).toEqual([`say ${tag(i)}${literal}`]);

        for (const searchIn of ['all', 'sender', 'receiver', 'items']) {
          const trades = await get(`/api/trades?${q({ search: literal, searchIn })}`);
          expect(trades.total, `trades searchIn=${searchIn}`).toBe(1);
        }
        for (const field of ['sender', 'receiver', 'username']) {
          const trades = await get(`/api/trades?${q({ [field]: literal })}`);
          expect(trades.total, `trades ${field}`).toBe(1);
        }
        expect((await get(`/api/trades?${q({ itemName: literal })}`)).total, 'trades itemName').toBe(1);

        for (const searchType of ['itemName', 'seller', 'buyer', 'username']) {
          const market = await get(`/api/marketplace?${q({ searchQuery: literal, searchType })}`);
          expect(market.total, `marketplace ${searchType}`).toBe(1);
        }
      });
    });

    it('stores and returns text fields exactly as given, and finds them in the action log', async () => {
      const odd = `Zoë "the' %_\\ \u001b[0m admin`;
      const created = await t.request('POST', '/api/auth/users', {
        token: t.adminToken,
        body: { username: 'odd_user', password: 'odd-user-pass', displayName: odd, role: 'user' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const users = (await t.request('GET', '/api/auth/users', { token: t.adminToken })).json<{ users: { username: string; displayName: string }[] }>();
      expect(users.users.find((u) => u.username === 'odd_user')?.displayName).toBe(odd);
      // The action log's username filter is literal too: '%' finds nobody.
      const logs = (await t.request('GET', `/api/admin/logs?${q({ username: '%' })}`, { token: t.adminToken })).json<{ logs: unknown[] }>();
      expect(logs.logs).toEqual([]);
      const lookup = (await t.request('GET', `/api/players?${q({ name: '%' })}`, { token: t.adminToken })).json<{ data: unknown[] }>();
      expect(lookup.data).toEqual([]);
    });

    it('refuses NUL in a search with a sentence and changes nothing', async () => {
      const res = await t.request('GET', `/api/chat?search=${encodeURIComponent('ab\u0000c')}`, { token: t.adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ success: boolean; error: string }>()).toMatchObject({ success: false });
    });
  });
}
