// Watch rules and alerts through the API: exactly the matching events raise alerts (players on
// either side of a trade or a sale, terms by substring in any letter case, items, lopsided
// trades), a re-sent or rejected batch raises none, a rule sees only later events, and each staff
// member's inbox and read state, with shared alerts shown only to those who may view their log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, WatchRule } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

type Staff = { id: string; token: string };

const T0 = 1_790_000_000_000;
let seq = 0;
const chat = (userId: number, message: string) => ({ userId, name: `P${userId}`, message, timestamp: T0 + (seq += 1) * 1000 });
const item = (Name: string, AveragePrice: number) => ({ Name, AveragePrice });
const trade = (senderId: number, receiverId: number, sent: unknown[], received: unknown[]) => ({
  date: T0 + (seq += 1) * 1000,
  sender: `P${senderId}`,
  receiver: `P${receiverId}`,
  senderId,
  receiverId,
  sentItems: { items: sent },
  receivedItems: { items: received },
});
const purchase = (buyerId: number, sellerId: number, name: string) => ({
  boughtItem: JSON.stringify({ Name: name, Amount: 1 }),
  price: 500,
  seller: `P${sellerId}`,
  buyer: `P${buyerId}`,
  sellerId,
  buyerId,
  date: T0 + (seq += 1) * 1000,
});

for (const engine of ENGINES) {
  describe(`watch rules and alerts [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    let mod: Staff;
    let otherMod: Staff;
    let tradesOnly: Staff;

    beforeAll(async () => {
      t = await createTestApp(engine);
      const res = await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'watch-tests' } });
      key = res.json<{ key: string }>().key;
      mod = await t.createUser({ username: 'watch_mod', permissions: ['view_chat', 'view_trades', 'view_marketplace', 'moderate'] });
      otherMod = await t.createUser({ username: 'other_mod', permissions: ['view_chat', 'view_trades', 'view_marketplace', 'moderate'] });
      tradesOnly = await t.createUser({ username: 'trades_only', permissions: ['view_trades', 'moderate'] });
    });
    afterAll(() => t?.close());

    const ingest = async (kind: string, events: unknown[]) => {
      const res = await t.request('POST', `/api/ingest/${kind}`, { headers: { 'x-ingest-key': key }, body: events, token: null });
      return res;
    };
    const createRule = async (token: string, body: Record<string, unknown>) => {
      const res = await t.request('POST', '/api/watch-rules', { token, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ rule: WatchRule }>().rule;
    };
    const inbox = async (token: string, query = '') => {
      const res = await t.request('GET', `/api/alerts${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ alerts: Alert[]; total: number; unread: number }>();
    };
    const refsOf = async (token: string, ruleId: string) => (await inbox(token, `?ruleId=${ruleId}&limit=100`)).alerts.map((a) => a.ref).sort();
    const storedIds = async (table: 'chat_messages' | 'trades' | 'marketplace') =>
      (await t.database.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);

    it('validates rules against their kind and refuses bad input with a sentence, changing nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'x', kind: 'term', target: 'ab' }, "Invalid body 'target': must be at least 3 characters"],
        [{ name: 'x', kind: 'term', target: 'scam', scopes: ['trades'] }, "Invalid body 'scopes': a term rule can watch chat only"],
        [{ name: 'x', kind: 'lopsided', target: 'abc' }, "Invalid body 'target': must be left out for a lopsided rule"],
        [{ name: 'x', kind: 'lopsided', scopes: ['chat'] }, "Invalid body 'scopes': a lopsided rule can watch trades only"],
        [{ name: 'x', kind: 'player', target: 'bob' }, "Invalid body 'target': must be a numeric user id"],
        [{ name: 'x', kind: 'player' }, "Invalid body 'target': is required for a player rule"],
        [{ name: 'x', kind: 'item', target: 'Dominus', ratio: 2 }, "Invalid body 'ratio': applies to lopsided rules only"],
        [{ name: 'x', kind: 'weather', target: 'rain' }, "Invalid body 'kind': must be one of player, term, item, lopsided, reports, appeals"],
        [{ name: '', kind: 'term', target: 'scam' }, "Invalid body 'name': must not be empty"],
      ];
      for (const [body, error] of cases) {
        const res = await t.request('POST', '/api/watch-rules', { token: mod.token, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ success: false, error });
      }
      const chatless = await t.request('POST', '/api/watch-rules', { token: tradesOnly.token, body: { name: 'x', kind: 'term', target: 'scam' } });
      expect(chatless.statusCode).toBe(403);
      expect(chatless.json().error).toBe('A watch rule can only watch logs you may view.');
      const shared = await t.request('POST', '/api/watch-rules', { token: mod.token, body: { name: 'x', kind: 'term', target: 'scam', shared: true } });
      expect(shared.statusCode).toBe(403);
      expect(shared.json().error).toBe('Only administrators can create, change or delete shared watch rules.');
      const viewer = await t.createUser({ username: 'just_viewer', permissions: ['view_chat'] });
      expect((await t.request('POST', '/api/watch-rules', { token: viewer.token, body: { name: 'x', kind: 'term', target: 'scam' } })).statusCode).toBe(403);
      expect(await t.database.db.selectFrom('watch_rules').select('id').execute()).toEqual([]);
    });

    it('raises an alert for exactly the matching events, once each, and only for events stored after the rule', async () => {
      // Stored before the rules: never raise.
      expect((await ingest('chat', [chat(7, 'FREE ROBUX here')])).statusCode).toBe(200);

      const player = await createRule(mod.token, { name: 'Watch 42', kind: 'player', target: 42 });
      expect(player).toMatchObject({ kind: 'player', target: '42', scopes: ['chat', 'trades', 'marketplace'], shared: false, enabled: true, alertCount: 0 });
      const term = await createRule(mod.token, { name: 'Free robux', kind: 'term', target: 'Free Robux' });
      const accent = await createRule(mod.token, { name: 'Ärger', kind: 'term', target: 'ÄRGER' });
      const dominus = await createRule(mod.token, { name: 'Dominus', kind: 'item', target: '  Dominus Empyreus ' });
      const lopsided = await createRule(mod.token, { name: 'Lopsided', kind: 'lopsided' });
      expect(lopsided).toMatchObject({ ratio: 5, minDifference: 10_000, target: null, scopes: ['trades'] });
      const strict = await createRule(mod.token, { name: 'Very lopsided', kind: 'lopsided', ratio: 10, minDifference: 50_000 });
      const disabled = await createRule(mod.token, { name: 'Off', kind: 'term', target: 'robux', enabled: false });

      const chatBatch = [
        chat(42, 'hello'), // player 42
        chat(7, 'get fReE rObUx now'), // term, any letter case
        chat(42, 'free robux from 42'), // player and term: two rules, one alert each
        chat(8, 'freerobux'), // not the term
        chat(9, 'so much ärger today'), // term folded beyond ASCII
        chat(42, '####'), // hidden: raises nothing
      ];
      expect((await ingest('chat', chatBatch)).json()).toMatchObject({ accepted: 6, duplicates: 0 });
      const chatIds = await storedIds('chat_messages');
      const idOf = async (message: string) =>
        (await t.database.db.selectFrom('chat_messages').select('id').where('message', '=', message).executeTakeFirstOrThrow()).id;

      const tradeBatch = [
        trade(1, 42, [item('Egg', 10)], [item('Egg', 10)]), // 42 as receiver
        trade(42, 2, [item('Egg', 10)], [item('Egg', 10)]), // 42 as sender
        trade(3, 4, [item('Dominus Empyreus', 100)], []), // item (not lopsided: under 10,000)
        trade(3, 4, [item('Fedora', 15_000)], [item('Egg', 3_000)]), // lopsided by default: 5× and 10,000 more
        trade(3, 4, [item('Fedora', 14_999)], [item('Egg', 3_000)]), // just under 5×
        trade(5, 6, [item('Valk', 600_000)], [item('Egg', 1)]), // both lopsided rules
      ];
      expect((await ingest('trades', tradeBatch)).json()).toMatchObject({ accepted: 6 });
      const tradeIds = await t.database.db.selectFrom('trades').select(['id', 'sender_id', 'receiver_id', 'sent', 'item_names']).orderBy('date').execute();

      const purchases = [purchase(42, 5, 'Egg'), purchase(5, 42, 'Egg'), purchase(6, 7, 'dominus EMPYREUS')];
      expect((await ingest('marketplace', purchases)).json()).toMatchObject({ accepted: 3 });
      const market = await t.database.db.selectFrom('marketplace').select(['id', 'buyer_id', 'item_name']).orderBy('date').execute();

      expect(await refsOf(mod.token, player._id)).toEqual(
        [await idOf('hello'), await idOf('free robux from 42'), tradeIds[0]!.id, tradeIds[1]!.id, market[0]!.id, market[1]!.id].sort(),
      );
      expect(await refsOf(mod.token, term._id)).toEqual([await idOf('get fReE rObUx now'), await idOf('free robux from 42')].sort());
      expect(await refsOf(mod.token, accent._id)).toEqual([await idOf('so much ärger today')]);
      expect(await refsOf(mod.token, dominus._id)).toEqual([tradeIds[2]!.id, market[2]!.id].sort());
      expect(await refsOf(mod.token, lopsided._id)).toEqual([tradeIds[3]!.id, tradeIds[5]!.id].sort());
      expect(await refsOf(mod.token, strict._id)).toEqual([tradeIds[5]!.id]);
      // Alerts of one batch are listed newest first in the order their events came.
      expect((await inbox(mod.token, `?ruleId=${lopsided._id}`)).alerts.map((a) => a.ref)).toEqual([tradeIds[5]!.id, tradeIds[3]!.id]);
      expect(await refsOf(mod.token, disabled._id)).toEqual([]);
      expect(chatIds).toHaveLength(7);

      const all = await inbox(mod.token, '?limit=100');
      expect(all.total).toBe(6 + 2 + 1 + 2 + 2 + 1);
      expect(all.unread).toBe(all.total);
      expect(all.alerts).toHaveLength(all.total);
      expect(all.alerts.find((a) => a.ruleName === 'Very lopsided')).toMatchObject({
        kind: 'trade',
        summary: 'P5 traded with P6: sent 600,000 RAP, received 1 RAP',
        read: false,
      });
      expect(all.alerts.find((a) => a.ruleName === 'Dominus' && a.kind === 'marketplace')?.summary).toBe('P6 bought dominus EMPYREUS from P7 for 500 Case-Bux');

      // The same batches again: stored already, so no alert is raised twice.
      expect((await ingest('chat', chatBatch)).json()).toMatchObject({ accepted: 0, duplicates: 6 });
      expect((await ingest('trades', tradeBatch)).json()).toMatchObject({ accepted: 0, duplicates: 6 });
      expect((await ingest('marketplace', purchases)).json()).toMatchObject({ accepted: 0, duplicates: 3 });
      expect((await inbox(mod.token)).total).toBe(all.total);

      // A rejected batch (one invalid event) stores nothing and raises nothing.
      const rejected = await ingest('chat', [chat(42, 'free robux again'), { userId: 'nope' }]);
      expect(rejected.statusCode).toBe(400);
      expect((await inbox(mod.token)).total).toBe(all.total);
      const counted = await t.database.db.selectFrom('watch_rules').select(['id', 'alert_count']).execute();
      const totalCount = counted.reduce((s, r) => s + Number(r.alert_count), 0);
      expect(totalCount).toBe(all.total);
      expect(
        Number(
          (
            await t.database.db
              .selectFrom('alerts')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(all.total);
    });

    it('matches with a rule as soon as it changes, and stops when it is disabled or deleted', async () => {
      const rule = await createRule(mod.token, { name: 'Later', kind: 'term', target: 'later term' });
      await ingest('chat', [chat(11, 'a LATER TERM one')]);
      expect(await refsOf(mod.token, rule._id)).toHaveLength(1);
      const off = await t.request('PATCH', `/api/watch-rules/${rule._id}`, { token: mod.token, body: { enabled: false } });
      expect(off.statusCode, off.body).toBe(200);
      await ingest('chat', [chat(11, 'a later term two')]);
      expect(await refsOf(mod.token, rule._id)).toHaveLength(1);
      const retarget = await t.request('PATCH', `/api/watch-rules/${rule._id}`, { token: mod.token, body: { enabled: true, target: 'other words' } });
      expect(retarget.json<{ rule: WatchRule }>().rule).toMatchObject({ target: 'other words', enabled: true });
      await ingest('chat', [chat(11, 'later term three'), chat(11, 'OTHER WORDS four')]);
      expect(await refsOf(mod.token, rule._id)).toHaveLength(2);
      const bad = await t.request('PATCH', `/api/watch-rules/${rule._id}`, { token: mod.token, body: { target: 'ab' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe("Invalid body 'target': must be at least 3 characters");
      // Another moderator neither sees nor changes it.
      expect((await t.request('PATCH', `/api/watch-rules/${rule._id}`, { token: otherMod.token, body: { enabled: false } })).statusCode).toBe(404);
      expect((await t.request('DELETE', `/api/watch-rules/${rule._id}`, { token: otherMod.token })).statusCode).toBe(404);
      expect((await t.request('DELETE', `/api/watch-rules/${rule._id}`, { token: mod.token })).statusCode).toBe(200);
      await ingest('chat', [chat(11, 'other words five')]);
      expect((await t.request('GET', `/api/alerts?ruleId=${rule._id}`, { token: mod.token })).statusCode).toBe(404);
      expect(await t.database.db.selectFrom('alerts').select('id').where('rule_id', '=', rule._id).execute()).toEqual([]);
    });

    it('keeps each reader’s read state: by id, or everything at once', async () => {
      const before = await inbox(mod.token, '?limit=100');
      const [first, second] = before.alerts;
      const read = await t.request('POST', '/api/alerts/read', { token: mod.token, body: { ids: [first!._id, second!._id, first!._id] } });
      expect(read.json()).toEqual({ success: true, marked: 2, unread: before.unread - 2, undoToken: null });
      const again = await t.request('POST', '/api/alerts/read', { token: mod.token, body: { ids: [first!._id] } });
      expect(again.json()).toEqual({ success: true, marked: 0, unread: before.unread - 2, undoToken: null });
      const unreadOnly = await inbox(mod.token, '?unread=true&limit=100');
      expect(unreadOnly.total).toBe(before.unread - 2);
      expect(unreadOnly.alerts.map((a) => a._id)).not.toContain(first!._id);
      expect((await inbox(mod.token, '?limit=100')).alerts.find((a) => a._id === first!._id)?.read).toBe(true);
      const count = await t.request('GET', '/api/alerts/unread-count', { token: mod.token });
      expect(count.json()).toEqual({ success: true, unread: before.unread - 2 });

      // Someone else's alerts cannot be marked: passed over.
      const foreign = await t.request('POST', '/api/alerts/read', { token: otherMod.token, body: { ids: [second!._id] } });
      expect(foreign.json()).toEqual({ success: true, marked: 0, unread: 0, undoToken: null });
      expect((await inbox(otherMod.token)).total).toBe(0);

      const all = await t.request('POST', '/api/alerts/read', { token: mod.token, body: { all: true } });
      expect(all.json()).toMatchObject({ success: true, marked: before.unread - 2, unread: 0 });
      expect((await inbox(mod.token, '?unread=true')).alerts).toEqual([]);
      // A new alert after "all read" is unread again.
      await ingest('chat', [chat(42, 'after all read')]);
      const after = await inbox(mod.token, '?unread=1');
      expect(after.unread).toBe(1);
      expect(after.alerts.map((a) => a.summary)).toEqual(['P42 (42): after all read']);
      expect(after.total).toBe(1);

      for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }, { ids: ['a'.repeat(24)], all: true }]) {
        const res = await t.request('POST', '/api/alerts/read', { token: mod.token, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await t.request('GET', '/api/alerts?limit=1000', { token: mod.token })).statusCode).toBe(400);
      expect((await t.request('GET', '/api/alerts?unread=maybe', { token: mod.token })).statusCode).toBe(400);
    });

    it('shows shared rules’ alerts to every staff member who may view their logs, and only those', async () => {
      const shared = await createRule(t.adminToken, { name: 'Shared 77', kind: 'player', target: '77', scopes: ['chat', 'trades'], shared: true });
      const sharedTrades = await createRule(t.adminToken, { name: 'Shared trades 78', kind: 'player', target: '78', scopes: ['trades'], shared: true });
      expect(shared.shared).toBe(true);
      await ingest('chat', [chat(77, 'hi from 77')]);
      await ingest('trades', [trade(77, 78, [item('Egg', 1)], [item('Egg', 1)])]);
      const ofOther = await inbox(otherMod.token, '?limit=100');
      expect(ofOther.alerts.map((a) => a.ruleName).sort()).toEqual(['Shared 77', 'Shared 77', 'Shared trades 78']);
      expect(ofOther.unread).toBe(3);
      // The trades-only moderator may not read chat: the chat-and-trades rule is not theirs to see.
      const ofTrades = await inbox(tradesOnly.token, '?limit=100');
      expect(ofTrades.alerts.map((a) => a.ruleName)).toEqual(['Shared trades 78']);
      expect(ofTrades.total).toBe(1);
      expect((await t.request('GET', `/api/alerts?ruleId=${shared._id}`, { token: tradesOnly.token })).statusCode).toBe(404);
      // Reading is per person.
      await t.request('POST', '/api/alerts/read', { token: otherMod.token, body: { all: true } });
      expect((await inbox(tradesOnly.token)).unread).toBe(1);
      // Only administrators change shared rules.
      const refused = await t.request('PATCH', `/api/watch-rules/${sharedTrades._id}`, { token: otherMod.token, body: { enabled: false } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only administrators can create, change or delete shared watch rules.');
      // The rules list: own and shared ones in sight.
      const list = await t.request('GET', '/api/watch-rules', { token: tradesOnly.token });
      expect(list.json<{ rules: WatchRule[] }>().rules.map((r) => r.name)).toEqual(['Shared trades 78']);
    });

    it('keeps shared rules when their author goes, and drops personal ones', async () => {
      const leaverAdmin = await t.createUser({ username: 'leaver_admin', role: 'admin' });
      const keep = await createRule(leaverAdmin.token, { name: 'Stays', kind: 'term', target: 'stays here', shared: true });
      const gone = await createRule(leaverAdmin.token, { name: 'Goes', kind: 'term', target: 'goes away' });
      expect((await t.request('DELETE', `/api/auth/users/${leaverAdmin.id}`, { token: t.adminToken })).statusCode).toBe(200);
      const rows = await t.database.db.selectFrom('watch_rules').select('id').where('id', 'in', [keep._id, gone._id]).execute();
      expect(rows.map((r) => r.id)).toEqual([keep._id]);
      await ingest('chat', [chat(12, 'it STAYS HERE and goes away')]);
      expect(await refsOf(otherMod.token, keep._id)).toHaveLength(1);
    });

    it('records every rule change in the action log', async () => {
      const res = await t.request('GET', '/api/admin/logs?category=moderation&sortOrder=asc&limit=1000', { token: t.adminToken });
      const actions = res
        .json<{ logs: { action: string }[] }>()
        .logs.map((l) => l.action)
        .filter((a) => a.startsWith('watch_rule_'));
      expect(actions.filter((a) => a === 'watch_rule_created')).toHaveLength(12);
      expect(actions.filter((a) => a === 'watch_rule_updated')).toHaveLength(2);
      expect(actions.filter((a) => a === 'watch_rule_deleted')).toHaveLength(1);
    });
  });
}
