// The action log names and links what each entry is about, and filters by action and by target
// (a player by id or name, a case by number or id, a staff account by username or id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestEvents } from '../../ingest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

interface Log {
  action: string;
  targets: {
    players: { userId: number; name: string | null }[];
    case: { id: string; number: number | null } | null;
    user: { id: string; username: string | null } | null;
    sanctionId: string | null;
  };
}

for (const engine of ENGINES) {
  describe(`action log targets and filters [${engine}]`, () => {
    let t: TestApp;
    let caseId = '';
    let caseNumber = 0;
    let sanctionId = '';
    let staffId = '';
    beforeAll(async () => {
      t = await createTestApp(engine);
      await ingestEvents(t.database, 'players', [
        { userId: 133640, username: 'FrostQueen' },
        { userId: 2718035, username: 'Ember' },
      ]);
      const created = await t.request('POST', '/api/cases', { token: t.adminToken, body: { title: 'Scam report', players: [133640] } });
      ({ _id: caseId, number: caseNumber } = created.json<{ case: { _id: string; number: number } }>().case);
      const sanction = await t.request('POST', '/api/players/133640/sanctions', { token: t.adminToken, body: { type: 'warn', reason: 'Scamming', caseId } });
      sanctionId = sanction.json<{ sanction: { _id: string } }>().sanction._id;
      await t.request('POST', '/api/players/2718035/notes', { token: t.adminToken, body: { text: 'Watch this one' } });
      staffId = (await t.createUser({ username: 'newmod' })).id;
    });
    afterAll(() => t.close());

    const logs = async (query: string) => {
      const res = await t.request('GET', `/api/admin/logs${query}`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ logs: Log[]; pagination: { total: number } }>();
    };

    it('names the player, the case, the sanction and the staff account an entry is about', async () => {
      const issued = (await logs('?action=sanction_issued')).logs;
      expect(issued).toHaveLength(1);
      expect(issued[0]!.targets).toEqual({
        players: [{ userId: 133640, name: 'FrostQueen' }],
        case: { id: caseId, number: caseNumber },
        user: null,
        sanctionId,
      });
      const opened = (await logs('?action=case_created')).logs[0]!;
      expect(opened.targets.players).toEqual([{ userId: 133640, name: 'FrostQueen' }]);
      expect(opened.targets.case).toEqual({ id: caseId, number: caseNumber });
      const created = (await logs('?action=user_created')).logs[0]!;
      expect(created.targets).toEqual({ players: [], case: null, user: { id: staffId, username: 'newmod' }, sanctionId: null });
      const login = (await logs('?action=login')).logs[0]!;
      expect(login.targets).toEqual({ players: [], case: null, user: null, sanctionId: null });
    });

    it('filters by action', async () => {
      const body = await logs('?action=note_created');
      expect(body.pagination.total).toBe(1);
      expect(body.logs.map((l) => l.action)).toEqual(['note_created']);
      expect((await logs('?action=no_such_action')).logs).toEqual([]);
    });

    it('filters by a player id or a name they were seen under, case-insensitively', async () => {
      const byId = await logs('?player=133640');
      expect(byId.logs.map((l) => l.action).sort()).toEqual(['case_created', 'sanction_issued']);
      const byName = await logs('?player=frostqueen');
      expect(byName.logs.map((l) => l.action).sort()).toEqual(['case_created', 'sanction_issued']);
      expect((await logs('?player=Ember')).logs.map((l) => l.action)).toEqual(['note_created']);
      expect(await logs('?player=NobodyAtAll')).toEqual({ success: true, logs: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } });
    });

    it('filters by a case number or id, and by a staff account', async () => {
      const byNumber = await logs(`?case=${caseNumber}`);
      expect(byNumber.logs.map((l) => l.action).sort()).toEqual(['case_created', 'sanction_issued']);
      expect((await logs(`?case=${caseId}`)).pagination.total).toBe(2);
      expect((await logs('?case=99999')).logs).toEqual([]);
      expect((await logs('?targetUser=NEWMOD')).logs.map((l) => l.action)).toEqual(['user_created']);
      expect((await logs(`?targetUser=${staffId}`)).pagination.total).toBe(1);
      expect((await logs('?action=case_created&player=133640')).pagination.total).toBe(1);
      expect((await logs('?action=note_created&player=133640')).pagination.total).toBe(0);
    });

    it('refuses malformed target filters with a sentence naming the field', async () => {
      for (const [query, error] of [
        ['?action=Sanction%20issued', 'action must be an action code such as sanction_issued'],
        ['?case=twelve', 'case must be a case number or a 24-character case id'],
        [`?player=${'x'.repeat(101)}`, 'player must be at most 100 characters'],
      ] as const) {
        const res = await t.request('GET', `/api/admin/logs${query}`, { token: t.adminToken });
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ error: string }>().error, query).toContain(error);
      }
    });
  });
}
