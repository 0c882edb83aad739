// The game server of an event (serverId: its JobId; placeId): stored and answered for chat, trades
// and marketplace entries, refused when malformed (naming the event and the field, nothing stored),
// and part of an event's content identity without changing the identity of an event that has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatContextResponse, MarketplaceEntryResponse, TradeResponse } from '@staff-console/domain';
import { ENGINES, type TestApp } from '../../test/harness';
import { countRows, createIngestingApp, postEvents } from './ingest.fixtures';

const AT = 1_790_000_000_000;
const JOB = '6f1c2e9a-3b7d-4e21-9c55-0a8b7d3e4f12';

const chat = (extra: Record<string, unknown> = {}) => ({ userId: 77, name: 'OldTimer', message: 'gg everyone', timestamp: AT, ...extra });
const trade = (extra: Record<string, unknown> = {}) => ({
  date: AT,
  sender: 'OldTimer',
  receiver: 'Buddy',
  sentItems: { items: [] },
  receivedItems: { items: [] },
  ...extra,
});
const purchase = (extra: Record<string, unknown> = {}) => ({ boughtItem: { Name: 'Hat' }, price: 5, seller: 'OldTimer', buyer: 'Buddy', date: AT, ...extra });

// The ids these events were given before events had a server (content hashed behind the time):
// events sent without one must keep them, or resending old events would store them twice.
const OLD_IDS = { chat: '6ab13b80a4e7839021cf85e3', trades: '6ab13b803ca88af94b985f29', marketplace: '6ab13b8011c3a57582faeb63' };

for (const engine of ENGINES) {
  describe(`ingest: the game server of an event [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    beforeAll(async () => ({ t, key } = await createIngestingApp(engine)));
    afterAll(() => t.close());

    const ids = async (table: 'chat_messages' | 'trades' | 'marketplace') =>
      (await t.database.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
    const context = async (id: string, query = 'before=5&after=5'): Promise<ChatContextResponse> => {
      const res = await t.request('GET', `/api/chat/${id}/context?${query}`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('keeps the ids of events without a server, and a resend of one is a duplicate', async () => {
      for (const [kind, event] of [
        ['chat', chat()],
        ['trades', trade()],
        ['marketplace', purchase()],
      ] as const) {
        expect((await postEvents(t, kind, key, [event])).json(), kind).toEqual({ success: true, accepted: 1, duplicates: 0 });
        expect((await postEvents(t, kind, key, [event])).json(), kind).toEqual({ success: true, accepted: 0, duplicates: 1 });
      }
      expect(await ids('chat_messages')).toEqual([OLD_IDS.chat]);
      expect(await ids('trades')).toEqual([OLD_IDS.trades]);
      expect(await ids('marketplace')).toEqual([OLD_IDS.marketplace]);
      // Answered without the fields when there is no server.
      const hit = (await context(OLD_IDS.chat)).data.find((m) => m._id === OLD_IDS.chat)!;
      expect(hit).not.toHaveProperty('serverId');
      expect(hit).not.toHaveProperty('placeId');
      const old = await t.request('GET', `/api/trades/${OLD_IDS.trades}`, { token: t.adminToken });
      expect(old.json<TradeResponse>().data).not.toHaveProperty('serverId');
    });

    it('stores serverId and placeId of chat, trades and marketplace entries and answers them', async () => {
      const at = AT + 60_000;
      const sent = { serverId: ` ${JOB} `, placeId: 1818 };
      for (const [kind, event] of [
        ['chat', chat({ timestamp: at, ...sent })],
        ['trades', trade({ date: at, ...sent })],
        ['marketplace', purchase({ date: at, ...sent })],
      ] as const) {
        expect((await postEvents(t, kind, key, [event])).json(), kind).toEqual({ success: true, accepted: 1, duplicates: 0 });
        // The same event from the same server again is a duplicate.
        expect((await postEvents(t, kind, key, [event])).json(), kind).toEqual({ success: true, accepted: 0, duplicates: 1 });
      }
      const stored = await t.database.db.selectFrom('chat_messages').select(['id', 'server_id', 'place_id']).where('timestamp', '=', at).execute();
      expect(stored.map((r) => [r.server_id, r.place_id])).toEqual([[JOB, '1818']]);
      const line = (await context(stored[0]!.id)).data.find((m) => m._id === stored[0]!.id)!;
      expect(line).toMatchObject({ serverId: JOB, placeId: '1818', message: 'gg everyone' });

      const tradeRow = await t.database.db.selectFrom('trades').select('id').where('date', '=', at).executeTakeFirstOrThrow();
      const tradeRes = await t.request('GET', `/api/trades/${tradeRow.id}`, { token: t.adminToken });
      expect(tradeRes.json<TradeResponse>().data).toMatchObject({ serverId: JOB, placeId: '1818' });
      const listed = await t.request('GET', '/api/trades?sender=OldTimer', { token: t.adminToken });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<{ data: { _id: string; serverId?: string }[] }>().data.find((x) => x._id === tradeRow.id)).toMatchObject({ serverId: JOB });

      const marketRow = await t.database.db.selectFrom('marketplace').select('id').where('date', '=', at).executeTakeFirstOrThrow();
      const marketRes = await t.request('GET', `/api/marketplace/${marketRow.id}`, { token: t.adminToken });
      expect(marketRes.json<MarketplaceEntryResponse>().data).toMatchObject({ serverId: JOB, placeId: '1818' });
    });

    it('takes the same line said in another server at the same instant as another line', async () => {
      const at = AT + 120_000;
      const res = await postEvents(t, 'chat', key, [chat({ timestamp: at, serverId: 'job-a' }), chat({ timestamp: at, serverId: 'job-b' })]);
      expect(res.json()).toEqual({ success: true, accepted: 2, duplicates: 0 });
    });

    it('refuses a malformed serverId or placeId, naming the event and the field, and stores nothing', async () => {
      const before = await Promise.all([countRows(t.database, 'chat_messages'), countRows(t.database, 'trades'), countRows(t.database, 'marketplace')]);
      const at = AT + 180_000;
      const chatRes = await postEvents(t, 'chat', key, [
        chat({ timestamp: at, serverId: 'job-ok' }),
        chat({ timestamp: at + 1, serverId: 'j'.repeat(65) }),
        chat({ timestamp: at + 2, serverId: 'job one' }),
        chat({ timestamp: at + 3, serverId: '' }),
        chat({ timestamp: at + 4, placeId: 'abc' }),
        chat({ timestamp: at + 5, serverId: 42 }),
      ]);
      expect(chatRes.statusCode).toBe(400);
      expect(chatRes.json()).toEqual({
        success: false,
        error: '5 events are invalid; nothing was stored.',
        errors: [
          { index: 1, field: 'serverId', error: 'must be at most 64 characters' },
          { index: 2, field: 'serverId', error: 'must be printable characters without spaces' },
          { index: 3, field: 'serverId', error: 'must not be empty' },
          { index: 4, field: 'placeId', error: 'must be a place id (digits)' },
          { index: 5, field: 'serverId', error: "must be a string (the game server's JobId)" },
        ],
      });
      const tradeRes = await postEvents(t, 'trades', key, [trade({ date: at }), trade({ date: at, placeId: '12a' })]);
      expect(tradeRes.statusCode).toBe(400);
      expect(tradeRes.json().errors).toEqual([{ index: 1, field: 'placeId', error: 'must be a place id (digits)' }]);
      const marketRes = await postEvents(t, 'marketplace', key, [purchase({ date: at, serverId: 'a b' })]);
      expect(marketRes.statusCode).toBe(400);
      expect(marketRes.json().errors).toEqual([{ index: 0, field: 'serverId', error: 'must be printable characters without spaces' }]);
      const after = await Promise.all([countRows(t.database, 'chat_messages'), countRows(t.database, 'trades'), countRows(t.database, 'marketplace')]);
      expect(after).toEqual(before);
    });
  });
}
