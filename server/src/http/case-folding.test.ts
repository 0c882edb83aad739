// Some letters grow when lower-cased ('İ' becomes two code points), and the lower-case columns
// that searches use hold 100 characters: a name is limited after case folding too, so a long
// one is refused with a 400 naming the field instead of failing its whole batch with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createIngestingApp, postEvents } from '../areas/ingest/ingest.fixtures';
import { ENGINES, type TestApp } from '../test/harness';

const GROWS = 'İ'.repeat(60); // 60 characters; 120 once lower-cased
const FITS = 'İ'.repeat(50); // exactly 100 once lower-cased

for (const engine of ENGINES) {
  describe(`limits after case folding [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t.close());

    it('a sign-in with a name that outgrows the limit in lower case is a 400, never a 500', async () => {
      const res = await t.request('POST', '/api/auth/login', { body: { username: GROWS, password: 'whatever-1' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: "Invalid body 'username': Username must be at most 100 characters, also in lower case" });
      const fits = await t.request('POST', '/api/auth/login', { body: { username: FITS, password: 'whatever-1' } });
      expect(fits.statusCode).toBe(401);
    });

    it('an event naming such a player is refused with its field, and its batch stores nothing', async () => {
      const trade = { sender: 'alice', receiver: 'bob', sentItems: { items: [] }, receivedItems: { items: [] }, date: 1_790_000_000_000 };
      const res = await postEvents(t, 'trades', key, [trade, { ...trade, receiver: GROWS }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ index: 1, field: 'receiver', error: 'must be at most 100 characters, also in lower case' }]);
      expect(await countRows(t.database, 'trades')).toBe(0);
      const players = await postEvents(t, 'players', key, [{ userId: 77, username: GROWS }]);
      expect(players.statusCode).toBe(400);
      const chat = await postEvents(t, 'chat', key, [{ userId: 78, name: GROWS, message: 'hi there', timestamp: 1_790_000_000_000 }]);
      expect(chat.statusCode).toBe(400);
    });

    it('a name exactly at the limit in lower case is stored and found', async () => {
      const trade = { sender: FITS, receiver: 'bob', sentItems: { items: [] }, receivedItems: { items: [] }, date: 1_790_000_000_000 };
      const res = await postEvents(t, 'trades', key, [trade]);
      expect(res.statusCode).toBe(200);
      const found = await t.request('GET', `/api/trades?sender=${encodeURIComponent(FITS)}`, { token: t.adminToken });
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toHaveLength(1);
    });
  });
}
