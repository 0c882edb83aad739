// Cases: opening one (numbered 1, 2, 3… in commit order, also when many open at once), changing it
// field by field with every change in its activity, comments, the list's filters and paging, who
// may do what, bad input changing nothing, and the action log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseDetail, CasesPage } from '@staff-console/domain';
import { moderationLog, type StaffMember, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`cases [${engine}]`, () => {
    let t: TestApp;
    let viewer: StaffMember;
    let mod: StaffMember;
    let other: StaffMember;
    let chatOnly: StaffMember;

    beforeAll(async () => {
      t = await createTestApp(engine);
      viewer = await staffWith(t, 'viewer', ['view_moderation']);
      mod = await staffWith(t, 'mod', ['moderate']);
      other = await staffWith(t, 'other', ['ban_players']);
      chatOnly = await staffWith(t, 'chat_only', ['view_chat', 'manage_chat']);
    });
    afterAll(() => t?.close());

    const open = async (token: string, body: Record<string, unknown>): Promise<CaseDetail> => {
      const res = await t.request('POST', '/api/cases', { token, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ case: CaseDetail }>().case;
    };
    const patch = (token: string, id: string, body: unknown) => t.request('PATCH', `/api/cases/${id}`, { token, body });
    const list = async (query: string, token = viewer.token): Promise<CasesPage> => {
      const res = await t.request('GET', `/api/cases${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('opens a case numbered 1, with its players, an empty evidence list and a created entry', async () => {
      const c = await open(mod.token, { title: '  Scam ring in the plaza ', players: [42, 7, 42], summary: 'Three accounts, one victim.' });
      expect(c).toMatchObject({
        number: 1,
        title: 'Scam ring in the plaza',
        status: 'open',
        players: [7, 42],
        summary: 'Three accounts, one victim.',
        createdBy: { id: mod.id, username: 'mod' },
        evidence: [],
      });
      expect(c.assignee).toBeUndefined();
      expect(c.resolution).toBeUndefined();
      expect(c.activity).toHaveLength(1);
      expect(c.activity[0]).toMatchObject({ type: 'created', by: { id: mod.id, username: 'mod' } });
      const read = await t.request('GET', `/api/cases/${c._id}`, { token: viewer.token });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ success: true, case: c });
      const minimal = await open(other.token, { title: 'Second' });
      expect(minimal).toMatchObject({ number: 2, players: [], summary: '' });
    });

    it('numbers cases opened at the same moment without gaps or repeats', async () => {
      const before = (await list('?limit=1')).cases[0]!.number;
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) => t.request('POST', '/api/cases', { token: mod.token, body: { title: `Burst ${i}` } })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
      const numbers = results.map((r) => r.json<{ case: Case }>().case.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => before + 1 + i));
    });

    it('changes fields, records each change in the activity, and ignores a change to the same value', async () => {
      const c = await open(mod.token, { title: 'To be changed', players: [5] });
      const res = await patch(mod.token, c._id, { status: 'investigating', assignee: other.id, players: [9, 5], resolution: '' });
      expect(res.statusCode, res.body).toBe(200);
      const changed = res.json<{ case: CaseDetail }>().case;
      expect(changed).toMatchObject({ status: 'investigating', assignee: { id: other.id, username: 'other' }, players: [5, 9] });
      expect(changed.resolution).toBeUndefined();
      expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(c.updatedAt));
      const update = changed.activity.at(-1)!;
      expect(update).toMatchObject({ type: 'updated', by: { username: 'mod' } });
      expect(update.changes).toEqual([
        { field: 'status', from: 'open', to: 'investigating' },
        { field: 'assignee', from: null, to: { id: other.id, username: 'other' } },
        { field: 'players', from: [5], to: [5, 9] },
      ]);

      const closed = (await patch(other.token, c._id, { status: 'closed', resolution: 'Banned the ring.', assignee: null, title: 'Closed ring' })).json<{
        case: CaseDetail;
      }>().case;
      expect(closed).toMatchObject({ status: 'closed', resolution: 'Banned the ring.', title: 'Closed ring' });
      expect(closed.assignee).toBeUndefined();
      expect(closed.activity.at(-1)!.changes).toEqual([
        { field: 'title', from: 'To be changed', to: 'Closed ring' },
        { field: 'status', from: 'investigating', to: 'closed' },
        { field: 'resolution', from: null, to: 'Banned the ring.' },
        { field: 'assignee', from: { id: other.id, username: 'other' }, to: null },
      ]);

      const same = (await patch(mod.token, c._id, { status: 'closed', players: [9, 5] })).json<{ case: CaseDetail }>().case;
      expect(same.activity).toHaveLength(closed.activity.length);
    });

    it('keeps comments and every change in one history, oldest first', async () => {
      const c = await open(mod.token, { title: 'History' });
      const comment = await t.request('POST', `/api/cases/${c._id}/comments`, { token: other.token, body: { text: '  Looked at the trades. <b>bold</b>  ' } });
      expect(comment.statusCode, comment.body).toBe(201);
      expect(comment.json().comment).toMatchObject({ type: 'comment', text: 'Looked at the trades. <b>bold</b>', by: { username: 'other' } });
      await patch(mod.token, c._id, { summary: 'Now with a summary' });
      await t.request('POST', `/api/cases/${c._id}/comments`, { token: mod.token, body: { text: 'Second comment' } });
      const detail = (await t.request('GET', `/api/cases/${c._id}`, { token: viewer.token })).json<{ case: CaseDetail }>().case;
      expect(detail.activity.map((a) => [a.type, a.text ?? a.changes?.map((x) => x.field).join(',')])).toEqual([
        ['created', 'title'],
        ['comment', 'Looked at the trades. <b>bold</b>'],
        ['updated', 'summary'],
        ['comment', 'Second comment'],
      ]);
      const times = detail.activity.map((a) => Date.parse(a.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    });

    it('lists cases newest first, filtered by status, assignee (me or an id), player and title, with the total', async () => {
      const fresh = await createTestApp(engine);
      try {
        const m = await staffWith(fresh, 'lister', ['moderate']);
        const o = await staffWith(fresh, 'helper', ['view_moderation']);
        const make = async (title: string, players: number[], changes: Record<string, unknown> = {}) => {
          const res = await fresh.request('POST', '/api/cases', { token: m.token, body: { title, players } });
          const c = res.json<{ case: Case }>().case;
          if (Object.keys(changes).length > 0)
            expect((await fresh.request('PATCH', `/api/cases/${c._id}`, { token: m.token, body: changes })).statusCode).toBe(200);
          return c.number;
        };
        await make('Duping via trade window', [1, 2]);
        await make('Ägir scam: ÜBER accounts', [2], { assignee: m.id });
        await make('Chat spam', [3], { status: 'closed', assignee: o.id });
        await make('Trade scam follow-up', [2, 4], { status: 'investigating', assignee: m.id });
        const get = async (q: string, token = m.token) => {
          const res = await fresh.request('GET', `/api/cases${q}`, { token });
          expect(res.statusCode, `${q} ${res.body}`).toBe(200);
          const page = res.json<CasesPage>();
          return [page.cases.map((c) => c.number), page.total];
        };
        expect(await get('')).toEqual([[4, 3, 2, 1], 4]);
        expect(await get('?status=open')).toEqual([[2, 1], 2]);
        expect(await get('?assignee=me')).toEqual([[4, 2], 2]);
        expect(await get('?assignee=me', o.token)).toEqual([[3], 1]);
        expect(await get(`?assignee=${o.id}`)).toEqual([[3], 1]);
        expect(await get('?assignee=me&status=investigating')).toEqual([[4], 1]);
        expect(await get('?player=2')).toEqual([[4, 2, 1], 3]);
        expect(await get('?player=2&status=open&assignee=me')).toEqual([[2], 1]);
        expect(await get('?search=SCAM')).toEqual([[4, 2], 2]);
        expect(await get('?search=über')).toEqual([[2], 1]);
        expect(await get('?search=100%25')).toEqual([[], 0]);
        expect(await get('?limit=2')).toEqual([[4, 3], 4]);
        expect(await get('?limit=2&page=2')).toEqual([[2, 1], 4]);
        expect(await get('?limit=2&page=3')).toEqual([[], 4]);
        const bad: [string, string][] = [
          ['?status=pending', "Invalid query parameter 'status': must be one of open, investigating, closed"],
          ['?assignee=someone', "Invalid query parameter 'assignee': must be 'me' or a 24-character hexadecimal id"],
          ['?player=abc', "Invalid query parameter 'player': must be a numeric user id"],
          ['?search=ab', 'Please enter at least 3 characters to search'],
          ['?limit=1001', "Invalid query parameter 'limit': must be at most 1000"],
        ];
        for (const [q, error] of bad) {
          const res = await fresh.request('GET', `/api/cases${q}`, { token: m.token });
          expect(res.statusCode, q).toBe(400);
          expect(res.json(), q).toEqual({ success: false, error });
        }
      } finally {
        await fresh.close();
      }
    });

    it('refuses bad input with a sentence and changes nothing', async () => {
      const c = await open(mod.token, { title: 'Untouched' });
      const bad: [string, string, unknown, number, string][] = [
        ['POST', '/api/cases', { title: '' }, 400, "Invalid body 'title': must not be empty"],
        ['POST', '/api/cases', { title: 'x'.repeat(201) }, 400, "Invalid body 'title': must be at most 200 characters"],
        ['POST', '/api/cases', { title: 'ok', summary: 'x'.repeat(20_001) }, 400, "Invalid body 'summary': must be at most 20,000 characters"],
        ['POST', '/api/cases', { title: 'ok', players: ['abc'] }, 400, "Invalid body 'players.0': must be a numeric user id"],
        [
          'POST',
          '/api/cases',
          { title: 'ok', players: Array.from({ length: 101 }, (_, i) => i + 1) },
          400,
          "Invalid body 'players': must hold at most 100 players",
        ],
        ['PATCH', `/api/cases/${c._id}`, {}, 400, 'Invalid body: Send at least one field to change'],
        ['PATCH', `/api/cases/${c._id}`, { status: 'done' }, 400, "Invalid body 'status': must be one of open, investigating, closed"],
        ['PATCH', `/api/cases/${c._id}`, { assignee: chatOnly.id }, 400, 'The assignee must be an active staff account who can see cases (view_moderation).'],
        [
          'PATCH',
          `/api/cases/${c._id}`,
          { assignee: 'ffffffffffffffffffffffff' },
          400,
          'The assignee must be an active staff account who can see cases (view_moderation).',
        ],
        ['PATCH', '/api/cases/ffffffffffffffffffffffff', { status: 'closed' }, 404, 'Case not found'],
        ['PATCH', '/api/cases/nope', { status: 'closed' }, 400, "Invalid path parameter 'id': must be a 24-character hexadecimal id"],
        ['POST', `/api/cases/${c._id}/comments`, { text: ' ' }, 400, "Invalid body 'text': must not be empty"],
        ['POST', '/api/cases/ffffffffffffffffffffffff/comments', { text: 'hi' }, 404, 'Case not found'],
        ['GET', '/api/cases/ffffffffffffffffffffffff', undefined, 404, 'Case not found'],
      ];
      const total = (await list('')).total;
      const before = await t.request('GET', `/api/cases/${c._id}`, { token: mod.token });
      for (const [method, url, body, status, error] of bad) {
        const res = await t.request(method, url, { token: mod.token, ...(body !== undefined ? { body } : {}) });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body ?? null).slice(0, 40)}`).toBe(status);
        expect(res.json()).toEqual({ success: false, error });
      }
      expect((await list('')).total).toBe(total);
      expect((await t.request('GET', `/api/cases/${c._id}`, { token: mod.token })).body).toBe(before.body);
    });

    it('lets view_moderation read and moderate write, and nobody else', async () => {
      const c = await open(mod.token, { title: 'Access' });
      const writes: [string, string, unknown][] = [
        ['POST', '/api/cases', { title: 'x' }],
        ['PATCH', `/api/cases/${c._id}`, { status: 'closed' }],
        ['POST', `/api/cases/${c._id}/comments`, { text: 'x' }],
        ['POST', `/api/cases/${c._id}/evidence`, { kind: 'chat', id: 'ffffffffffffffffffffffff' }],
        ['DELETE', `/api/cases/${c._id}/evidence/ffffffffffffffffffffffff`, undefined],
      ];
      for (const [method, url, body] of writes) {
        for (const who of [viewer, chatOnly]) {
          const res = await t.request(method, url, { token: who.token, ...(body !== undefined ? { body } : {}) });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
        expect((await t.request(method, url, { token: null, ...(body !== undefined ? { body } : {}) })).statusCode).toBe(401);
      }
      for (const url of ['/api/cases', `/api/cases/${c._id}`, `/api/cases/${c._id}/report`]) {
        expect((await t.request('GET', url, { token: chatOnly.token })).statusCode, url).toBe(403);
        expect((await t.request('GET', url, { token: viewer.token })).statusCode, url).toBe(200);
        expect((await t.request('GET', url, { token: null })).statusCode, url).toBe(401);
      }
    });

    it('lists the staff a case can be assigned to: active accounts with moderate, by role or their own, by name', async () => {
      const role = await t.request('POST', '/api/auth/roles', { token: t.adminToken, body: { name: 'case_workers', permissions: ['moderate'] } });
      expect(role.statusCode, role.body).toBe(201);
      const byRole = await t.createUser({ username: 'Betty_by_role', role: role.json<{ role: { _id: string } }>().role._id });
      await t.createUser({ username: 'gone_mod', permissions: ['moderate'], active: false });
      const res = await t.request('GET', '/api/cases/assignees', { token: mod.token });
      expect(res.statusCode, res.body).toBe(200);
      const { users } = res.json<{ users: { _id: string; username: string }[] }>();
      expect(users.map((u) => u.username)).toEqual(['admin', 'Betty_by_role', 'mod', 'other']);
      expect(users.find((u) => u.username === 'Betty_by_role')).toEqual({ _id: byRole.id, username: 'Betty_by_role' });
      // Assigning someone from the list is accepted.
      const c = await open(mod.token, { title: 'Assign from the list' });
      expect((await patch(mod.token, c._id, { assignee: byRole.id })).json<{ case: CaseDetail }>().case.assignee).toEqual({
        id: byRole.id,
        username: 'Betty_by_role',
      });
      // Listing staff needs moderate (those who may assign).
      for (const who of [viewer, chatOnly]) expect((await t.request('GET', '/api/cases/assignees', { token: who.token })).statusCode).toBe(403);
      expect((await t.request('GET', '/api/cases/assignees', { token: null })).statusCode).toBe(401);
    });

    it('writes each change to the action log under moderation', async () => {
      const before = (await moderationLog(t)).length;
      const c = await open(mod.token, { title: 'Logged', players: [77] });
      await patch(mod.token, c._id, { status: 'investigating' });
      await patch(mod.token, c._id, { status: 'investigating' }); // no change: nothing recorded
      const comment = (await t.request('POST', `/api/cases/${c._id}/comments`, { token: mod.token, body: { text: 'noted' } })).json().comment;
      const entries = (await moderationLog(t)).slice(before);
      expect(entries.map((e) => [e.action, e.username, e.details])).toEqual([
        ['case_created', 'mod', { caseId: c._id, number: c.number, title: 'Logged', players: [77] }],
        ['case_updated', 'mod', { caseId: c._id, number: c.number, fields: ['status'] }],
        ['case_commented', 'mod', { caseId: c._id, number: c.number, commentId: comment._id }],
      ]);
    });
  });
}
