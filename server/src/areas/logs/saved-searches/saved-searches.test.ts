// Saved searches: saved per screen the staff member may open, personal or shared (sharing takes
// moderate), seen by whoever may open the screen, deleted by the author or an administrator, a
// per-person limit that holds when saves race, and an action-log entry for each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS, type SavedSearch } from '@staff-console/domain';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`saved searches [${engine}]`, () => {
    let t: TestApp;
    let chatMod: { id: string; token: string };
    let chatViewer: { id: string; token: string };
    let tradesViewer: { id: string; token: string };

    beforeAll(async () => {
      t = await createTestApp(engine);
      chatMod = await t.createUser({ username: 'chat_mod', permissions: ['view_chat', 'moderate'] });
      chatViewer = await t.createUser({ username: 'chat_viewer', permissions: ['view_chat'] });
      tradesViewer = await t.createUser({ username: 'trades_viewer', permissions: ['view_trades'] });
    });
    afterAll(() => t?.close());

    const save = (token: string, body: unknown) => t.request('POST', '/api/saved-searches', { token, body });
    const list = async (token: string, query = '') => {
      const res = await t.request('GET', `/api/saved-searches${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ savedSearches: SavedSearch[] }>().savedSearches;
    };

    it('saves a view of a screen by its URL query, personal by default', async () => {
      const res = await save(chatViewer.token, { name: '  Scam words  ', screen: 'chat', query: '?search=free%20robux&from=2026-11-01' });
      expect(res.statusCode, res.body).toBe(201);
      const saved = res.json<{ savedSearch: SavedSearch }>().savedSearch;
      expect(saved).toMatchObject({
        name: 'Scam words',
        screen: 'chat',
        query: 'search=free%20robux&from=2026-11-01',
        shared: false,
        createdBy: { id: chatViewer.id, username: 'chat_viewer' },
      });
      expect((await list(chatViewer.token)).map((s) => s.name)).toEqual(['Scam words']);
      // Personal: another chat reader does not see it.
      expect(await list(chatMod.token)).toEqual([]);
    });

    it('shares a search with everyone who may open its screen, and only moderators may share', async () => {
      const refused = await save(chatViewer.token, { name: 'Team view', screen: 'chat', query: 'search=trade', shared: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only moderators and administrators can share a saved search with everyone.');
      const res = await save(chatMod.token, { name: 'Team view', screen: 'chat', query: 'search=trade', shared: true });
      expect(res.statusCode, res.body).toBe(201);
      expect((await list(chatViewer.token)).map((s) => s.name)).toEqual(['Scam words', 'Team view']);
      // The trades reader may not open Chat Logs: the shared chat search is not theirs to see.
      expect(await list(tradesViewer.token)).toEqual([]);
      expect((await list(chatViewer.token, '?screen=trades')).length).toBe(0);
    });

    it('refuses a screen the caller may not open, and bad input, changing nothing', async () => {
      const forbidden = await save(tradesViewer.token, { name: 'Peek', screen: 'chat', query: 'search=x' });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toBe("You can't save a search of a screen you may not open.");
      const cases: [unknown, string][] = [
        [{ name: '', screen: 'chat', query: '' }, "Invalid body 'name': must not be empty"],
        [{ name: 'x'.repeat(101), screen: 'chat', query: '' }, "Invalid body 'name': must be at most 100 characters"],
        [{ name: 'ok', screen: 'audit', query: '' }, "Invalid body 'screen': must be one of chat, trades, marketplace, players"],
        [{ name: 'ok', screen: 'chat', query: 'a'.repeat(2001) }, "Invalid body 'query': must be at most 2,000 characters"],
        [
          { name: 'ok', screen: 'chat', query: 'search=two words' },
          "Invalid body 'query': must be a URL query such as search=dominus&from=2026-11-01 (no spaces or #)",
        ],
      ];
      for (const [body, error] of cases) {
        const res = await save(chatViewer.token, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(res.json()).toEqual({ success: false, error });
      }
      expect((await list(t.adminToken)).map((s) => s.name)).toEqual(['Team view']);
    });

    it('lets only the author or an administrator delete one; another person’s personal one is unknown', async () => {
      const mine = (await list(chatViewer.token)).find((s) => s.name === 'Scam words')!;
      const shared = (await list(chatViewer.token)).find((s) => s.name === 'Team view')!;
      expect((await t.request('DELETE', `/api/saved-searches/${mine._id}`, { token: chatMod.token })).statusCode).toBe(404);
      const notYours = await t.request('DELETE', `/api/saved-searches/${shared._id}`, { token: chatViewer.token });
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json().error).toBe('Only the person who saved this search or an administrator can delete it.');
      expect((await t.request('DELETE', `/api/saved-searches/${mine._id}`, { token: chatViewer.token })).statusCode).toBe(200);
      expect((await t.request('DELETE', `/api/saved-searches/${shared._id}`, { token: t.adminToken })).statusCode).toBe(200);
      expect(await list(chatViewer.token)).toEqual([]);
      expect((await t.request('DELETE', `/api/saved-searches/${mine._id}`, { token: chatViewer.token })).statusCode).toBe(404);
    });

    it('records each change in the action log', async () => {
      const res = await t.request('GET', '/api/admin/logs?category=system&sortOrder=asc&limit=1000', { token: t.adminToken });
      const actions = res.json<{ logs: { action: string; username: string }[] }>().logs.filter((l) => l.action.startsWith('saved_search_'));
      expect(actions.map((l) => `${l.username} ${l.action}`)).toEqual([
        'chat_viewer saved_search_created',
        'chat_mod saved_search_created',
        'chat_viewer saved_search_deleted',
        'admin saved_search_deleted',
      ]);
    });

    it('keeps the per-person limit when saves race', async () => {
      const racer = await t.createUser({ username: 'racer', permissions: ['view_trades'] });
      const attempts = SAVED_SEARCH_LIMITS.perUser + 20;
      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, i) => save(racer.token, { name: `Search ${i}`, screen: 'trades', query: `search=item${i}` })),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
      const refused = answers.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(20);
      expect(refused[0]!.json().error).toBe('You already have 200 saved searches. Delete one you no longer use, then save this one.');
      expect(await list(racer.token)).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
    });

    it('goes with its author’s account', async () => {
      const leaver = await t.createUser({ username: 'leaver', permissions: ['view_chat'] });
      expect((await save(leaver.token, { name: 'Mine', screen: 'chat', query: '' })).statusCode).toBe(201);
      expect((await t.request('DELETE', `/api/auth/users/${leaver.id}`, { token: t.adminToken })).statusCode).toBe(200);
      const left = await t.database.db.selectFrom('saved_searches').select('id').where('created_by_id', '=', leaver.id).execute();
      expect(left).toEqual([]);
    });
  });
}
