import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChat, prepareChat } from '../../db/fixtures/chat.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';

// A page deep in the middle of a long list is an offset scan that could keep the server busy for
// seconds; it is refused with a sentence instead. The list's total comes from its counter, so a
// counter raised by hand stands in for ten million rows here.
for (const engine of ENGINES) {
  describe(`deep pages [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, prepareChat([{ userId: 1, name: 'Someone', message: 'hello there', timestamp: 1_790_000_000_000 }]));
      await t.app.db.updateTable('counters').set({ value: 5_000_000 }).where('name', '=', 'chat_visible').execute();
    });
    afterAll(() => t.close());

    it('refuses page 5,000,000 of one row with 400 and a sentence, and quickly', async () => {
      const res = await t.request('GET', '/api/chat?page=2500000&limit=1', { token: t.adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Only the first and the last 100,000 results can be paged to\./);
    });

    it('still serves the first and the last pages', async () => {
      expect((await t.request('GET', '/api/chat?page=1&limit=100', { token: t.adminToken })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/chat?page=50000&limit=100', { token: t.adminToken })).statusCode).toBe(200);
      expect((await t.request('GET', '/api/chat?page=1000&limit=100', { token: t.adminToken })).statusCode).toBe(200);
    });
  });
}
