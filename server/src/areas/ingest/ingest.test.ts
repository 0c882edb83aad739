import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp } from '../../test/harness';
import { INGEST_KEY_MESSAGES } from './keys/ingest-keys';
import { countRows, counters, createIngestingApp, createIngestKey, postEvents } from './ingest.fixtures';

const chat = (i: number, extra: Record<string, unknown> = {}) => ({
  userId: 1000 + (i % 7),
  name: `Player${i % 7}`,
  message: `hello number ${i}`,
  timestamp: 1_790_000_000_000 + i * 1000,
  ...extra,
});

for (const engine of ENGINES) {
  describe(`ingest API [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t.close());

    it('refuses a missing, unknown or revoked key with 401 and a sentence', async () => {
      const missing = await postEvents(t, 'chat', null, [chat(1)]);
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ success: false, error: INGEST_KEY_MESSAGES.missing });

      const unknown = await postEvents(t, 'chat', 'sck_not-a-real-key', [chat(1)]);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ success: false, error: INGEST_KEY_MESSAGES.unknown });

      // A staff token is not an ingest key.
      const staff = await t.request('POST', '/api/ingest/chat', { token: t.adminToken, body: [chat(1)] });
      expect(staff.statusCode).toBe(401);

      const doomed = await createIngestKey(t, 'doomed');
      expect((await postEvents(t, 'chat', doomed.key, [])).statusCode).toBe(200);
      const revoke = await t.request('DELETE', `/api/admin/ingest-keys/${doomed.id}`, { token: t.adminToken });
      expect(revoke.statusCode).toBe(200);
      const revoked = await postEvents(t, 'chat', doomed.key, [chat(1)]);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toEqual({ success: false, error: INGEST_KEY_MESSAGES.revoked });
      expect(await countRows(t.database, 'chat_messages')).toBe(0);
    });

    it('lists {index, field, error} for chat events and stores nothing', async () => {
      const events = [
        chat(1),
        { ...chat(2), userId: 'abc' },
        chat(3, { timestamp: 'last tuesday' }),
        { userId: 5, name: 'x', timestamp: 1 },
        'not an event',
        chat(6, { name: 'n'.repeat(101) }),
        chat(7, { message: 'm'.repeat(4001) }),
        chat(8, { _id: { nested: true } }),
      ];
      const res = await postEvents(t, 'chat', key, events);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: '7 events are invalid; nothing was stored.',
        errors: [
          { index: 1, field: 'userId', error: 'must be a whole number (a player id)' },
          { index: 2, field: 'timestamp', error: 'must be an ISO 8601 date, epoch milliseconds or {"$date": …}' },
          { index: 3, field: 'message', error: 'is required' },
          { index: 4, field: '', error: 'must be a JSON object' },
          { index: 5, field: 'name', error: 'must be at most 100 characters' },
          { index: 6, field: 'message', error: 'must be at most 4,000 characters' },
          { index: 7, field: '_id', error: 'must be a string, a number or {"$oid": …}' },
        ],
      });
      expect(await countRows(t.database, 'chat_messages')).toBe(0);
    });

    it('validates trades, marketplace entries and players field by field', async () => {
      const trade = { date: '2026-11-20T15:00:00Z', sender: 'a', receiver: 'b', sentItems: { items: [] }, receivedItems: { items: [] } };
      const trades = await postEvents(t, 'trades', key, [
        trade,
        { ...trade, sender: '' },
        { ...trade, receivedItems: 'nothing' },
        { ...trade, sentItems: { items: new Array(501).fill(1) } },
        { ...trade, senderId: -4 },
        { ...trade, date: undefined },
      ]);
      expect(trades.statusCode).toBe(400);
      expect(trades.json().errors).toEqual([
        { index: 1, field: 'sender', error: 'must not be empty' },
        { index: 2, field: 'receivedItems', error: 'must be an object with an items list' },
        { index: 3, field: 'sentItems.items', error: 'must hold at most 500 entries' },
        { index: 4, field: 'senderId', error: 'must be a whole number (a player id)' },
        { index: 5, field: 'date', error: 'is required' },
      ]);

      const entry = { boughtItem: '{}', price: 5, seller: 's', buyer: 'b', date: 1_790_000_000_000 };
      const market = await postEvents(t, 'marketplace', key, [
        { ...entry, seller: undefined, sellerName: 'ok' },
        { ...entry, seller: undefined },
        { ...entry, buyer: undefined },
        { ...entry, date: undefined },
        { ...entry, price: 'free' },
        { ...entry, boughtItem: 12 },
      ]);
      expect(market.statusCode).toBe(400);
      expect(market.json()).toEqual({
        success: false,
        error: '5 events are invalid; nothing was stored.',
        errors: [
          { index: 1, field: 'seller', error: 'is required (seller or sellerName)' },
          { index: 2, field: 'buyer', error: 'is required (buyer or buyerName)' },
          { index: 3, field: 'date', error: 'is required (date or timestamp)' },
          { index: 4, field: 'price', error: 'must be a number of at least 0' },
          { index: 5, field: 'boughtItem', error: 'must be a JSON string or an object' },
        ],
      });

      const players = await postEvents(t, 'players', key, [{ userId: 1, username: 'ok' }, { userId: 2 }, { userId: 3, username: 'x', bux: 'lots' }]);
      expect(players.statusCode).toBe(400);
      expect(players.json().errors).toEqual([
        { index: 1, field: 'username', error: 'is required' },
        { index: 2, field: 'bux', error: 'must be a number' },
      ]);
      expect(await countRows(t.database, 'trades')).toBe(0);
      expect(await countRows(t.database, 'marketplace')).toBe(0);
      expect(await countRows(t.database, 'players')).toBe(0);
    });

    it('lists the first 20 invalid events only, and counts them all', async () => {
      const events = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? chat(i) : { ...chat(i), name: 5 }));
      const res = await postEvents(t, 'chat', key, events);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('15 events are invalid; nothing was stored.');
      expect(body.errors).toHaveLength(15);
      const many = await postEvents(
        t,
        'chat',
        key,
        Array.from({ length: 50 }, () => ({})),
      );
      expect(many.json().error).toBe('50 events are invalid; nothing was stored.');
      expect(many.json().errors).toHaveLength(20);
      expect(many.json().errors[19]).toEqual({ index: 19, field: 'userId', error: 'is required' });
    });

    it('stores a batch, answers accepted/duplicates, and never stores an event twice', async () => {
      const withIds = [chat(100, { _id: '6740a1b2c3d4e5f6010000aa' }), chat(101, { _id: 'server-7:msg-101' })];
      const first = await postEvents(t, 'chat', key, [...withIds, chat(102), chat(103)]);
      expect(first.json()).toEqual({ success: true, accepted: 4, duplicates: 0 });
      // The same _ids, the same content without _id (once with the time written as ISO text),
      // and a repeat inside the batch.
      const again = await postEvents(t, 'chat', key, [
        ...withIds,
        chat(102),
        chat(103, { timestamp: new Date(chat(103).timestamp).toISOString() }),
        chat(104),
        chat(104),
      ]);
      expect(again.json()).toEqual({ success: true, accepted: 1, duplicates: 5 });
      const ids = await t.database.db.selectFrom('chat_messages').select('id').orderBy('timestamp').execute();
      expect(ids).toHaveLength(5);
      expect(ids[0]!.id).toBe('6740a1b2c3d4e5f6010000aa');
      expect(ids.every((r) => /^[0-9a-f]{24}$/.test(r.id))).toBe(true);
      const c = await counters(t.database);
      expect([c.chat, c.chat_visible]).toEqual([5, 5]);
    });

    it('is all or nothing: one bad event keeps the whole batch out', async () => {
      const before = await countRows(t.database, 'chat_messages');
      const res = await postEvents(t, 'chat', key, [chat(200), chat(201), { ...chat(202), timestamp: null }]);
      expect(res.statusCode).toBe(400);
      expect(await countRows(t.database, 'chat_messages')).toBe(before);
      expect((await counters(t.database)).chat).toBe(before);
    });

    it('takes NDJSON, and names the line that is not JSON', async () => {
      const ok = await postEvents(t, 'chat', key, [chat(300), chat(301)], { ndjson: true });
      expect(ok.json()).toEqual({ success: true, accepted: 2, duplicates: 0 });
      const charset = await postEvents(t, 'chat', key, `${JSON.stringify(chat(300))}\r\n`, { contentType: 'application/x-ndjson; charset=utf-8' });
      expect(charset.json()).toEqual({ success: true, accepted: 0, duplicates: 1 });
      const blankLines = await postEvents(t, 'chat', key, `\n${JSON.stringify(chat(302))}\n\n`, { ndjson: true });
      expect(blankLines.json()).toEqual({ success: true, accepted: 1, duplicates: 0 });
      const bad = await postEvents(t, 'chat', key, `${JSON.stringify(chat(303))}\n{"userId": 1,\n`, { ndjson: true });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^Line 2 of the NDJSON body is not valid JSON/);
      expect(await countRows(t.database, 'chat_messages')).toBe(8);
    });

    it('answers 413 above 10,000 events or 10 MB, and 400/415 for other bodies', async () => {
      const tooMany = Array.from({ length: 10_001 }, (_, i) => chat(i));
      const json = await postEvents(t, 'chat', key, tooMany);
      expect(json.statusCode).toBe(413);
      expect(json.json().error).toBe('A batch holds at most 10,000 events; this one has 10,001. Split it into smaller batches.');
      const ndjson = await postEvents(t, 'chat', key, tooMany, { ndjson: true });
      expect(ndjson.statusCode).toBe(413);

      const big = JSON.stringify([{ ...chat(1), message: 'x'.repeat(11 * 1024 * 1024) }]);
      const large = await postEvents(t, 'chat', key, big, { contentType: 'application/json' });
      expect(large.statusCode).toBe(413);
      expect(large.json().error).toBe('The request body is larger than 10 MB. Send at most 10,000 events and 10 MB per request.');

      // Between the app's usual 1 MB and the ingest limit: accepted.
      const fourMb = Array.from({ length: 1000 }, (_, i) => chat(5000 + i, { message: 'y'.repeat(4000) }));
      expect((await postEvents(t, 'chat', key, fourMb)).json()).toEqual({ success: true, accepted: 1000, duplicates: 0 });

      const object = await postEvents(t, 'chat', key, chat(1));
      expect(object.statusCode).toBe(400);
      expect(object.json().error).toMatch(/must be a JSON array of events/);
      const text = await postEvents(t, 'chat', key, 'hello', { contentType: 'text/plain' });
      expect(text.statusCode).toBe(415);
      expect(text.json().success).toBe(false);
      const unknownKind = await postEvents(t, 'emails', key, [chat(1)]);
      expect(unknownKind.statusCode).toBe(404);
    });
  });
}
