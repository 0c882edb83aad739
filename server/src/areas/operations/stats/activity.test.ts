// GET /api/stats/activity through the app against a real database, with the clock set to a known
// instant (Date only; it keeps running): every hour of the last 14 days, oldest first, with each
// log's events by the caller's view permissions (a log they may not view is left out, not zero);
// and the alerts of the caller's inbox per US Eastern day, across a midnight in New York that is
// not one in UTC and a daylight-saving change (1 November 2026 is 25 hours long there).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ActivityResponse, MESSAGES } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { insertTrades } from '../../../db/fixtures/trades.fixtures';
import { insertMarketplace } from '../../../db/fixtures/marketplace.fixtures';
import { insertWatchRules, watchRuleRow } from '../../../db/fixtures/watch-rules.fixtures';
import { newId } from '../../../db/ids';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { type StaffMember, staffWith } from '../../moderation/moderation.fixtures';

const HOUR = 3_600_000;
/** 22:30 on 1 November 2026 in New York (EST), already 2 November in UTC. */
const NOW = Date.UTC(2026, 10, 2, 3, 30);
const CURRENT_HOUR = Date.UTC(2026, 10, 2, 3);
const FIRST_HOUR = CURRENT_HOUR - 335 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

const trade = (at: number) => ({ date: iso(at), sender: 'Alice', receiver: 'Bob', sentItems: { items: [1] }, receivedItems: { items: [] } });

for (const engine of ENGINES) {
  describe(`dashboard activity [${engine}]`, () => {
    let t: TestApp;
    let chatOnly: StaffMember;
    let tradesOnly: StaffMember;
    let nothing: StaffMember;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
      t = await createTestApp(engine);
      chatOnly = await staffWith(t, 'chat_reader', ['view_chat']);
      tradesOnly = await staffWith(t, 'trade_reader', ['view_trades']);
      nothing = await staffWith(t, 'newcomer', []);

      await insertTrades(t.database, [
        trade(FIRST_HOUR - 1), // a millisecond before the first hour: left out
        trade(FIRST_HOUR),
        trade(CURRENT_HOUR - 1),
        trade(CURRENT_HOUR + 10 * 60_000),
        trade(CURRENT_HOUR + 20 * 60_000),
      ]);
      await insertMarketplace(t.database, [{ boughtItem: '{"Name":"Hat"}', price: 5, seller: 'A', buyer: 'B', date: iso(Date.UTC(2026, 10, 1, 10, 5)) }]);
      const noon = Date.UTC(2026, 10, 1, 12, 15);
      await insertChat(
        t.database,
        prepareChat([
          { userId: 1, name: 'Alice', message: 'selling hat', timestamp: noon },
          { userId: 2, name: 'Bob', message: 'how much', timestamp: noon + 1000 },
          { userId: 1, name: 'Alice', message: '####', timestamp: noon + 2000 }, // blanked by the game's filter: hidden
        ]),
      );

      // Shared rules over chat and over trades, and someone else's personal rule.
      await insertWatchRules(t.database.db, [
        watchRuleRow({ id: 'a0000000000000000000000a', name: 'Chat words', kind: 'term', target: 'scam', target_key: 'scam', scopes: 'chat' }, NOW),
        watchRuleRow({ id: 'b0000000000000000000000b', name: 'Lopsided trades', kind: 'lopsided', target: null, target_key: null, scopes: 'trades' }, NOW),
        watchRuleRow(
          { id: 'c0000000000000000000000c', name: 'Mine', kind: 'term', target: 'x', target_key: 'x', scopes: 'chat', shared: 0, owner_id: chatOnly.id },
          NOW,
        ),
      ]);
      const alerts: [rule: string, at: number][] = [
        ['a0000000000000000000000a', Date.UTC(2026, 9, 19, 3, 59, 59, 999)], // 18 October in New York: before the 14 days
        ['a0000000000000000000000a', Date.UTC(2026, 9, 19, 4)], // midnight of 19 October in New York (EDT)
        ['a0000000000000000000000a', Date.UTC(2026, 10, 1, 3, 59, 59, 999)], // 23:59:59.999 on 31 October in New York
        ['a0000000000000000000000a', Date.UTC(2026, 10, 1, 4)], // midnight of 1 November in New York
        ['a0000000000000000000000a', Date.UTC(2026, 10, 2, 3, 15)], // 22:15 on 1 November in New York, 2 November in UTC
        ['b0000000000000000000000b', Date.UTC(2026, 10, 1, 12)],
        ['c0000000000000000000000c', Date.UTC(2026, 10, 1, 12)],
        ['c0000000000000000000000c', Date.UTC(2026, 9, 25, 12)],
      ];
      await t.database.db
        .insertInto('alerts')
        .values(
          alerts.map(([rule, at], i) => ({
            id: newId(at),
            rule_id: rule,
            rule_seq: i + 1,
            kind: rule.startsWith('b') ? 'trades' : 'chat',
            ref: `ref-${i}`,
            summary: `alert ${i}`,
            created_at: at,
            player_id: null,
            group_key: null,
          })),
        )
        .execute();
    });
    afterAll(async () => {
      await t?.close();
      vi.useRealTimers();
    });

    async function activity(token: string): Promise<ActivityResponse> {
      const res = await t.request('GET', '/api/stats/activity', { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ActivityResponse>();
    }
    const at = (body: ActivityResponse, ms: number) => body.hours.find((h) => h.hour === iso(ms));
    const daysWithAlerts = (body: ActivityResponse) => Object.fromEntries((body.alerts ?? []).filter((d) => d.count > 0).map((d) => [d.day, d.count]));

    it('lists every hour of the last 14 days, oldest first, each log counted in its hour', async () => {
      const body = await activity(t.adminToken);
      expect(body.hours).toHaveLength(14 * 24);
      expect(body.hours[0]!.hour).toBe(iso(FIRST_HOUR));
      expect(body.hours.at(-1)!.hour).toBe(iso(CURRENT_HOUR));
      expect(body.hours.every((h, i) => h.hour === iso(FIRST_HOUR + i * HOUR))).toBe(true);
      expect(at(body, FIRST_HOUR)).toEqual({ hour: iso(FIRST_HOUR), chat: 0, trades: 1, purchases: 0 });
      expect(at(body, CURRENT_HOUR - HOUR)).toEqual({ hour: iso(CURRENT_HOUR - HOUR), chat: 0, trades: 1, purchases: 0 });
      expect(at(body, CURRENT_HOUR)).toEqual({ hour: iso(CURRENT_HOUR), chat: 0, trades: 2, purchases: 0 });
      expect(at(body, Date.UTC(2026, 10, 1, 12))).toEqual({ hour: iso(Date.UTC(2026, 10, 1, 12)), chat: 2, trades: 0, purchases: 0 });
      expect(at(body, Date.UTC(2026, 10, 1, 10))).toMatchObject({ purchases: 1 });
      const sum = (kind: 'chat' | 'trades' | 'purchases') => body.hours.reduce((n, h) => n + (h[kind] ?? 0), 0);
      expect([sum('chat'), sum('trades'), sum('purchases')]).toEqual([2, 4, 1]);
    });

    it("counts the caller's inbox alerts per US Eastern day, the last 14 days", async () => {
      const body = await activity(t.adminToken);
      expect(body.alerts!.map((d) => d.day)).toEqual(Array.from({ length: 14 }, (_, i) => `2026-${i < 13 ? `10-${19 + i}` : '11-01'}`));
      // Someone else's personal rule is not in the administrator's inbox.
      expect(daysWithAlerts(body)).toEqual({ '2026-10-19': 1, '2026-10-31': 1, '2026-11-01': 3 });
    });

    it('leaves out each log the caller may not view, and alerts of rules over it', async () => {
      const chat = await activity(chatOnly.token);
      expect(at(chat, Date.UTC(2026, 10, 1, 12))).toEqual({ hour: iso(Date.UTC(2026, 10, 1, 12)), chat: 2 });
      expect(chat.hours.every((h) => h.trades === undefined && h.purchases === undefined)).toBe(true);
      // The shared chat rule and their own personal one; not the trades rule.
      expect(daysWithAlerts(chat)).toEqual({ '2026-10-19': 1, '2026-10-25': 1, '2026-10-31': 1, '2026-11-01': 3 });

      const trades = await activity(tradesOnly.token);
      expect(at(trades, CURRENT_HOUR)).toEqual({ hour: iso(CURRENT_HOUR), trades: 2 });
      expect(daysWithAlerts(trades)).toEqual({ '2026-11-01': 1 });

      const none = await activity(nothing.token);
      expect(none.hours).toHaveLength(14 * 24);
      expect(none.hours.every((h) => Object.keys(h).join() === 'hour')).toBe(true);
      expect(none.alerts).toHaveLength(14);
      expect(daysWithAlerts(none)).toEqual({});
    });

    it('is for signed-in staff', async () => {
      const res = await t.request('GET', '/api/stats/activity');
      expect(res.statusCode).toBe(401);
      expect(res.json<{ error: string }>().error).toBe(MESSAGES.noToken);
    });
  });
}
