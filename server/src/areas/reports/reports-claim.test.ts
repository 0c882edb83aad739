// Claiming a player's reports (two moderators at once: exactly one wins; an administrator may take
// them over, a moderator may not), dismissing them, and a sanction resolving them; each audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/harness';
import { moderationLog } from '../moderation/moderation.fixtures';
import { createReportsApp, queue, reportEvent, type ReportsApp, reportsOf, storeReports } from './reports.fixtures';

for (const engine of ENGINES) {
  describe(`claiming and resolving reports [${engine}]`, () => {
    let r: ReportsApp;
    beforeAll(async () => (r = await createReportsApp(engine)));
    afterAll(() => r?.t.close());

    const claim = (token: string, body: Record<string, unknown>) => r.t.request('POST', '/api/reports/claim', { token, body });
    const resolve = (token: string, body: Record<string, unknown>) => r.t.request('POST', '/api/reports/resolve', { token, body });

    it('lets exactly one of two moderators claiming at once win; the other is told who', async () => {
      await storeReports(r, [reportEvent(1, 700), reportEvent(2, 700)]);
      const [a, b] = await Promise.all([claim(r.mod.token, { reportedId: 700 }), claim(r.mod2.token, { reportedId: 700 })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const [won, lost, winner] = a.statusCode === 200 ? [a, b, 'mod'] : [b, a, 'mod_two'];
      expect(won.json()).toEqual({ success: true, claimed: 2 });
      expect(lost.json().error).toBe(`${winner} has claimed this player's reports. Ask them, or an administrator may take the reports over.`);
      const { reports } = await reportsOf(r, '?reportedId=700');
      expect(reports.map((x) => [x.status, x.assignee?.username])).toEqual([
        ['claimed', winner],
        ['claimed', winner],
      ]);
      const entries = (await moderationLog(r.t)).filter((e) => e.action === 'reports_claimed');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ username: winner, details: { userId: 700, name: 'Player700', reports: 2 } });
    });

    it('lets an administrator take claimed reports over with force, and no one else', async () => {
      await storeReports(r, [reportEvent(3, 701)]);
      expect((await claim(r.mod.token, { reportedId: 701 })).statusCode).toBe(200);
      // Claiming again one's own reports is fine (new reports are taken too).
      await storeReports(r, [reportEvent(4, 701)]);
      expect((await claim(r.mod.token, { reportedId: 701 })).json()).toEqual({ success: true, claimed: 2 });
      const refused = await claim(r.mod2.token, { reportedId: 701, force: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("Only an administrator may take over reports another moderator claimed ('force').");
      expect((await claim(r.t.adminToken, { reportedId: 701 })).statusCode).toBe(409);
      const taken = await claim(r.t.adminToken, { reportedId: 701, force: true });
      expect(taken.json()).toEqual({ success: true, claimed: 2 });
      expect((await queue(r, '?assignee=none')).items.map((i) => i.reportedId)).not.toContain(701);
      expect((await reportsOf(r, '?reportedId=701')).reports.every((x) => x.assignee?.username === 'admin')).toBe(true);
      const last = (await moderationLog(r.t)).filter((e) => e.action === 'reports_claimed').at(-1)!;
      expect(last.details).toMatchObject({ userId: 701, takenFrom: { id: r.mod.id, username: 'mod' } });
    });

    it('refuses a player without open reports, bad bodies, and staff who may not moderate', async () => {
      const none = await claim(r.mod.token, { reportedId: 99999 });
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('This player has no open or claimed reports.');
      expect((await claim(r.mod.token, { reportedId: 'abc' })).statusCode).toBe(400);
      expect((await claim(r.viewer.token, { reportedId: 700 })).statusCode).toBe(403);
      expect((await claim('', { reportedId: 700 })).statusCode).toBe(401);
      expect((await r.t.request('POST', '/api/reports/claim', { headers: { 'x-ingest-key': r.key }, body: { reportedId: 700 } })).statusCode).toBe(401);
      expect((await resolve(r.viewer.token, { reportedId: 700, action: 'dismissed', reason: 'x' })).statusCode).toBe(403);
      const noReason = await resolve(r.mod.token, { reportedId: 700, action: 'dismissed' });
      expect(noReason.statusCode).toBe(400);
    });

    it('dismisses every open and claimed report of the player, only by whoever claimed them or an administrator', async () => {
      await storeReports(r, [reportEvent(5, 702), reportEvent(6, 702)]);
      expect((await claim(r.mod.token, { reportedId: 702 })).statusCode).toBe(200);
      await storeReports(r, [reportEvent(7, 702)]);
      const other = await resolve(r.mod2.token, { reportedId: 702, action: 'dismissed', reason: 'No evidence' });
      expect(other.statusCode).toBe(409);
      const res = await resolve(r.mod.token, { reportedId: 702, action: 'dismissed', reason: 'No evidence in chat' });
      expect(res.json()).toEqual({ success: true, resolved: 3 });
      const { reports } = await reportsOf(r, '?reportedId=702');
      for (const x of reports) {
        expect(x.status).toBe('dismissed');
        expect(x.resolution).toMatchObject({ action: 'dismissed', reason: 'No evidence in chat', by: { id: r.mod.id, username: 'mod' } });
      }
      expect((await queue(r, '?limit=200')).items.map((i) => i.reportedId)).not.toContain(702);
      expect((await resolve(r.mod.token, { reportedId: 702, action: 'dismissed', reason: 'again' })).statusCode).toBe(404);
      const entry = (await moderationLog(r.t)).filter((e) => e.action === 'reports_resolved').at(-1)!;
      expect(entry.details).toMatchObject({ userId: 702, name: 'Player702', action: 'dismissed', reports: 3 });
      // A new report afterwards starts the player's queue item afresh.
      await storeReports(r, [reportEvent(8, 702)]);
      expect((await queue(r, '?limit=200')).items.find((i) => i.reportedId === 702)).toMatchObject({ open: 1, reporters: 1 });
      expect(((await queue(r, '?limit=200')).items.find((i) => i.reportedId === 702) ?? {}).assignee).toBeUndefined();
    });

    it("resolves the player's open and claimed reports as actioned when a sanction is issued, in its transaction", async () => {
      await storeReports(r, [reportEvent(9, 703), reportEvent(10, 703), reportEvent(11, 704)]);
      expect((await claim(r.mod.token, { reportedId: 703 })).statusCode).toBe(200);
      await storeReports(r, [reportEvent(12, 703)]);
      const issued = await r.t.request('POST', '/api/players/703/sanctions', { token: r.mod.token, body: { type: 'warn', reason: 'Scamming' } });
      expect(issued.statusCode, issued.body).toBe(201);
      const sanctionId = issued.json<{ sanction: { _id: string } }>().sanction._id;
      const { reports } = await reportsOf(r, '?reportedId=703');
      expect(reports).toHaveLength(3);
      for (const x of reports) expect(x).toMatchObject({ status: 'actioned', resolution: { action: 'sanction', sanctionId, by: { username: 'mod' } } });
      expect((await queue(r, '?limit=200')).items.map((i) => i.reportedId)).not.toContain(703);
      // Another player's reports are untouched; a sanction on a player without reports changes nothing.
      expect((await reportsOf(r, '?reportedId=704')).reports[0]!.status).toBe('open');
      expect((await r.t.request('POST', '/api/players/705/sanctions', { token: r.mod.token, body: { type: 'warn', reason: 'x' } })).statusCode).toBe(201);
      const record = await r.t.request('GET', '/api/reports/reporters/9', { token: r.viewer.token });
      expect(record.json()).toEqual({ success: true, total: 1, actioned: 1, dismissed: 0, excess: 0 });
    });

    it('leaves everything as it was when the sanction is refused', async () => {
      await storeReports(r, [reportEvent(13, 706)]);
      const refused = await r.t.request('POST', '/api/players/706/sanctions', { token: r.mod.token, body: { type: 'ban', reason: 'x' } });
      expect(refused.statusCode).toBe(403);
      expect((await reportsOf(r, '?reportedId=706')).reports[0]!.status).toBe('open');
    });
  });
}
