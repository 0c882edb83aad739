// The inbox a moderator works through: "mark read" marks what the filtered list showed (one rule,
// never an alert that arrived after) and is undone exactly; a duplicate rule is refused naming the
// rule that exists; alerts of one rule about one player within an hour form a group, counted whole.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Alert, AlertGroup, WatchRule } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

type Staff = { id: string; token: string };
type Inbox = { alerts: Alert[]; total: number; unread: number; groups: AlertGroup[]; newestId: string | null };

const HOUR = 3_600_000;
let seq = 0;
const chat = (userId: number, name: string, message: string) => ({ userId, name, message, timestamp: 1_790_000_000_000 + (seq += 1) * 1000 });

for (const engine of ENGINES) {
  describe(`alerts inbox: marking, undo, duplicates, groups [${engine}]`, () => {
    let t: TestApp;
    let key: string;
    let mod: Staff;
    let otherMod: Staff;

    beforeAll(async () => {
      t = await createTestApp(engine);
      key = (await t.request('POST', '/api/admin/ingest-keys', { token: t.adminToken, body: { name: 'inbox-tests' } })).json<{ key: string }>().key;
      mod = await t.createUser({ username: 'inbox_mod', permissions: ['view_chat', 'view_trades', 'view_marketplace', 'moderate'] });
      otherMod = await t.createUser({ username: 'inbox_other', permissions: ['view_chat', 'view_trades', 'view_marketplace', 'moderate'] });
    });
    afterAll(() => t?.close());
    afterEach(() => vi.restoreAllMocks());

    const ingest = async (events: unknown[]) => {
      const res = await t.request('POST', '/api/ingest/chat', { headers: { 'x-ingest-key': key }, body: events, token: null });
      expect(res.statusCode, res.body).toBe(200);
    };
    const createRule = (token: string, body: Record<string, unknown>) => t.request('POST', '/api/watch-rules', { token, body });
    const rule = async (token: string, body: Record<string, unknown>) => {
      const res = await createRule(token, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ rule: WatchRule }>().rule;
    };
    const inbox = async (token: string, query = '') => {
      const res = await t.request('GET', `/api/alerts${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Inbox>();
    };
    const readState = async (token: string, ruleId: string) =>
      Object.fromEntries((await inbox(token, `?ruleId=${ruleId}&limit=100`)).alerts.map((a) => [a._id, a.read]));

    it('marks only the filtered rule’s alerts, none newer than shown, and the undo restores exactly those', async () => {
      const a = await rule(mod.token, { name: 'Mark A', kind: 'term', target: 'marka' });
      const b = await rule(mod.token, { name: 'Mark B', kind: 'term', target: 'markb' });
      await ingest([
        chat(801, 'Ann', 'marka 1'),
        chat(801, 'Ann', 'marka 2'),
        chat(802, 'Bo', 'markb 1'),
        chat(801, 'Ann', 'marka 3'),
        chat(802, 'Bo', 'markb 2'),
      ]);
      const shown = await inbox(mod.token, `?ruleId=${a._id}`);
      expect(shown.unread).toBe(3);
      expect(shown.newestId).toBe(shown.alerts[0]!._id);
      // One of them read already, one by one.
      const single = shown.alerts[2]!._id;
      await t.request('POST', '/api/alerts/read', { token: mod.token, body: { ids: [single] } });
      const before = await readState(mod.token, a._id);
      // An alert of the rule arrives after the screen was shown.
      await ingest([chat(801, 'Ann', 'marka 4 later')]);

      const res = await t.request('POST', '/api/alerts/read', { token: mod.token, body: { ruleId: a._id, before: shown.newestId } });
      expect(res.statusCode, res.body).toBe(200);
      const marked = res.json<{ marked: number; unread: number; undoToken: string }>();
      expect(marked).toMatchObject({ success: true, marked: 2, unread: 1 + 2 });
      expect(marked.undoToken).toMatch(/^[0-9a-f]{24}$/);
      const after = await inbox(mod.token, `?ruleId=${a._id}&unread=1`);
      expect(after.alerts.map((x) => x.summary)).toEqual(['Ann (801): marka 4 later']);
      expect((await inbox(mod.token, `?ruleId=${b._id}`)).unread).toBe(2);

      // Someone else cannot use the token.
      const foreign = await t.request('POST', '/api/alerts/unread', { token: otherMod.token, body: { undoToken: marked.undoToken } });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('This marking can no longer be undone: only your five latest markings can be, once each.');

      const undo = await t.request('POST', '/api/alerts/unread', { token: mod.token, body: { undoToken: marked.undoToken } });
      expect(undo.json()).toEqual({ success: true, unmarked: 2, unread: 3 + 2 });
      const restored = await readState(mod.token, a._id);
      const newest = (await inbox(mod.token, `?ruleId=${a._id}`)).alerts[0]!;
      expect(restored).toEqual({ ...before, [newest._id]: false });
      expect(restored[single]).toBe(true);
      expect((await t.request('GET', '/api/alerts/unread-count', { token: mod.token })).json()).toEqual({ success: true, unread: 5 });
      // Once each.
      const twice = await t.request('POST', '/api/alerts/unread', { token: mod.token, body: { undoToken: marked.undoToken } });
      expect(twice.statusCode).toBe(404);

      // Every rule, as of what was shown: the later alert of A stays unread too.
      const all = await inbox(mod.token);
      await ingest([chat(802, 'Bo', 'markb 3 later')]);
      const everything = await t.request('POST', '/api/alerts/read', { token: mod.token, body: { before: all.newestId } });
      expect(everything.json()).toMatchObject({ marked: 5, unread: 1 });
      const undoAll = await t.request('POST', '/api/alerts/unread', { token: mod.token, body: { undoToken: everything.json().undoToken } });
      expect(undoAll.json()).toEqual({ success: true, unmarked: 5, unread: 6 });
    });

    it('refuses bad markings with a sentence and changes nothing', async () => {
      const unread = (await inbox(mod.token)).unread;
      const hidden = await rule(otherMod.token, { name: 'Not yours', kind: 'term', target: 'notyours' });
      const cases: [unknown, number, string][] = [
        [{ ruleId: hidden._id, before: 'f'.repeat(24) }, 404, 'Watch rule not found'],
        [{ ruleId: hidden._id }, 400, 'Invalid body: must be {ids: [...]}, {all: true} or {before, ruleId?}'],
        [{ before: 'nope' }, 400, "Invalid body 'before': must be a 24-character hexadecimal id"],
      ];
      for (const [body, status, error] of cases) {
        const res = await t.request('POST', '/api/alerts/read', { token: mod.token, body });
        expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([status, error]);
      }
      const badUndo = await t.request('POST', '/api/alerts/unread', { token: mod.token, body: { undoToken: 'x' } });
      expect([badUndo.statusCode, badUndo.json().error]).toEqual([400, "Invalid body 'undoToken': must be a 24-character hexadecimal id"]);
      expect((await inbox(mod.token)).unread).toBe(unread);
    });

    it('keeps only a reader’s five latest markings to undo', async () => {
      const r = await rule(mod.token, { name: 'Undo cap', kind: 'term', target: 'undocap' });
      const tokens: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        await ingest([chat(803, 'Cy', `undocap ${i}`)]);
        const shown = await inbox(mod.token, `?ruleId=${r._id}`);
        tokens.push((await t.request('POST', '/api/alerts/read', { token: mod.token, body: { ruleId: r._id, before: shown.newestId } })).json().undoToken);
      }
      const kept = await t.database.db.selectFrom('alert_read_undos').select('id').where('user_id', '=', mod.id).execute();
      expect(kept.map((k) => k.id).sort()).toEqual(tokens.slice(1).sort());
      expect((await t.request('POST', '/api/alerts/unread', { token: mod.token, body: { undoToken: tokens[0] } })).statusCode).toBe(404);
      expect((await t.request('POST', '/api/alerts/unread', { token: mod.token, body: { undoToken: tokens[5] } })).json()).toMatchObject({ unmarked: 1 });
    });

    it('refuses a duplicate rule with 409 naming the rule that exists', async () => {
      const dup = (name: string, id: string) =>
        `A watch rule already watches this: "${name}" (${id}). Open that rule and change it instead of making a second one.`;
      const player = await rule(mod.token, { name: 'Watch 901', kind: 'player', target: 901, scopes: ['chat', 'trades'] });
      const again = await createRule(mod.token, { name: 'Second look', kind: 'player', target: ' 901', scopes: ['trades'] });
      expect([again.statusCode, again.json().error]).toEqual([409, dup('Watch 901', player._id)]);
      // Another log only: a different watch.
      await rule(mod.token, { name: 'Purchases of 901', kind: 'player', target: 901, scopes: ['marketplace'] });
      // Another moderator's personal rule is theirs alone.
      await rule(otherMod.token, { name: 'Mine too', kind: 'player', target: 901 });

      const term = await rule(mod.token, { name: 'Scam word', kind: 'term', target: 'Free Robux' });
      const termAgain = await createRule(mod.token, { name: 'x', kind: 'term', target: '  FREE ROBUX ' });
      expect([termAgain.statusCode, termAgain.json().error]).toEqual([409, dup('Scam word', term._id)]);
      const item = await rule(mod.token, { name: 'Dominus', kind: 'item', target: 'Dominus Empyreus' });
      expect((await createRule(mod.token, { name: 'x', kind: 'item', target: 'dominus empyreus', scopes: ['marketplace'] })).json().error).toBe(
        dup('Dominus', item._id),
      );

      // A shared rule covers every moderator who may see it.
      const shared = await rule(t.adminToken, { name: 'Lopsided (shared)', kind: 'lopsided', shared: true });
      const lopsided = await createRule(otherMod.token, { name: 'My lopsided', kind: 'lopsided' });
      expect([lopsided.statusCode, lopsided.json().error]).toEqual([409, dup('Lopsided (shared)', shared._id)]);
      await rule(otherMod.token, { name: 'Very lopsided', kind: 'lopsided', ratio: 20 });

      // A change that would make a duplicate is refused too; nothing changes.
      const other = await rule(mod.token, { name: 'Watch 902', kind: 'player', target: 902, scopes: ['chat'] });
      const patch = await t.request('PATCH', `/api/watch-rules/${other._id}`, { token: mod.token, body: { target: '901' } });
      expect([patch.statusCode, patch.json().error]).toEqual([409, dup('Watch 901', player._id)]);
      const names = (await t.request('GET', '/api/watch-rules', { token: mod.token })).json<{ rules: WatchRule[] }>().rules.filter((r) => r.target === '901');
      expect(names.map((r) => r.name).sort()).toEqual(['Purchases of 901', 'Watch 901']);
    });

    it('names the player of a player rule and of each alert', async () => {
      await ingest([chat(911, 'FrostQueen', 'hello')]);
      const r = await rule(mod.token, { name: 'Frost', kind: 'player', target: 911 });
      expect(r.playerName).toBe('FrostQueen');
      await ingest([chat(911, 'FrostQueen', 'again')]);
      const [alert] = (await inbox(mod.token, `?ruleId=${r._id}`)).alerts;
      expect(alert).toMatchObject({ playerId: 911, playerName: 'FrostQueen' });
      const listed = (await t.request('GET', '/api/watch-rules', { token: mod.token })).json<{ rules: WatchRule[] }>().rules.find((x) => x._id === r._id);
      expect(listed?.playerName).toBe('FrostQueen');
    });

    it('groups alerts of one rule about one player within an hour, counted whole across pages', async () => {
      const r = await rule(mod.token, { name: 'Grouped', kind: 'term', target: 'grouptest' });
      // Hours in the past: ids made then are not ordered within their second, which no assertion relies on.
      const base = Math.floor(Date.now() / HOUR - 5) * HOUR;
      const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(ms);
      at(base + 60_000);
      await ingest([chat(921, 'Gee', 'grouptest 1'), chat(922, 'Hal', 'grouptest other player')]);
      at(base + 40 * 60_000);
      await ingest([chat(921, 'Gee', 'grouptest 2'), chat(921, 'Gee', 'grouptest 3')]);
      at(base + 2 * HOUR + 60_000);
      await ingest([chat(921, 'Gee', 'grouptest 4'), chat(921, 'Gee', 'grouptest 5')]);
      vi.restoreAllMocks();
      const hour = Math.floor(base / HOUR);

      const page1 = await inbox(mod.token, `?ruleId=${r._id}&limit=3`);
      expect(page1.total).toBe(6);
      expect(page1.alerts.map((a) => a.groupKey)).toEqual([`921:${hour + 2}`, `921:${hour + 2}`, `921:${hour}`]);
      // Each group of the page counted whole: the earlier hour's third alert is on page 2.
      expect(page1.groups).toEqual(
        [
          {
            ruleId: r._id,
            groupKey: `921:${hour + 2}`,
            count: 2,
            unread: 2,
            firstAt: new Date(base + 2 * HOUR).toISOString(),
            lastAt: new Date(base + 2 * HOUR).toISOString(),
          },
          {
            ruleId: r._id,
            groupKey: `921:${hour}`,
            count: 3,
            unread: 3,
            firstAt: new Date(base).toISOString(),
            lastAt: new Date(base + 40 * 60_000).toISOString(),
          },
        ].map((g) => ({ ...g, firstAt: expect.any(String), lastAt: expect.any(String) })),
      );
      const [late, early] = page1.groups;
      expect(Date.parse(early!.lastAt) - Date.parse(early!.firstAt)).toBe(39 * 60_000);
      expect(late!.count).toBe(2);
      const page2 = await inbox(mod.token, `?ruleId=${r._id}&limit=3&page=2`);
      expect(page2.alerts.map((a) => a.groupKey).sort()).toEqual([`921:${hour}`, `921:${hour}`, `922:${hour}`]);
      // Another player stands alone.
      expect(page2.groups.map((g) => g.groupKey)).toEqual([`921:${hour}`]);

      // One group's alerts, paged; reading one lowers its unread count.
      const group = await inbox(mod.token, `?ruleId=${r._id}&group=921:${hour}&limit=2`);
      expect([group.total, group.alerts.map((a) => a.summary).sort()]).toEqual([3, ['Gee (921): grouptest 2', 'Gee (921): grouptest 3']]);
      expect((await inbox(mod.token, `?ruleId=${r._id}&group=921:${hour}&limit=2&page=2`)).alerts.map((a) => a.summary)).toEqual(['Gee (921): grouptest 1']);
      await t.request('POST', '/api/alerts/read', { token: mod.token, body: { ids: [group.alerts[0]!._id] } });
      const unreadGroup = await inbox(mod.token, `?ruleId=${r._id}&group=921:${hour}&unread=1`);
      expect([unreadGroup.total, unreadGroup.unread, unreadGroup.alerts.length]).toEqual([2, 2, 2]);

      const noRule = await t.request('GET', `/api/alerts?group=921:${hour}`, { token: mod.token });
      expect([noRule.statusCode, noRule.json().error]).toEqual([400, "Invalid query parameter 'group': give the group's ruleId too."]);
      expect((await t.request('GET', `/api/alerts?ruleId=${r._id}&group=921:${hour}`, { token: otherMod.token })).statusCode).toBe(404);
      expect((await t.request('GET', `/api/alerts?ruleId=${r._id}&group=nope`, { token: mod.token })).statusCode).toBe(400);
    });
  });
}
