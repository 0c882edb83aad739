// GET /api/team/stats and its CSV, through the app against a real database: each figure after
// known actions done through the real API (sanctions issued and revoked, cases opened and closed,
// reports resolved, an appeal that lifts another moderator's ban), the median minutes to resolve a
// report with hand-computed values, the window's inclusive ends, the CSV's rows and its action-log
// entry, who may ask, and bad windows refused with a sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, parseCsv, type Sanction, type TeamMemberStats, type TeamStatsResponse } from '@staff-console/domain';
import { ENGINES } from '../../test/harness';
import { type StaffMember, staffWith } from '../moderation/moderation.fixtures';
import { createReportsApp, reportEvent, type ReportsApp, storeReports } from '../reports/reports.fixtures';
import { insertAppeal } from '../appeals/review/appeals.fixtures';

const MINUTE = 60_000;
const DAY = 86_400_000;
const STAFF_PERMISSIONS = ['moderate', 'ban_players', 'review_appeals'];

for (const engine of ENGINES) {
  describe(`team stats [${engine}]`, () => {
    let r: ReportsApp;
    let alpha: StaffMember;
    let bravo: StaffMember;
    let ban: Sanction;
    let mute: Sanction;
    let warning: Sanction;

    const t = () => r.t;
    const get = (query = '', token = t().adminToken) => t().request('GET', `/api/team/stats${query}`, { token });
    async function stats(query = ''): Promise<TeamMemberStats[]> {
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TeamStatsResponse>().staff;
    }
    const member = (staff: TeamMemberStats[], username: string) => {
      const found = staff.find((s) => s.username === username);
      if (!found) throw new Error(`${username} is not in the answer`);
      return found;
    };
    async function ok(method: string, url: string, token: string, body?: unknown) {
      const res = await t().request(method, url, { token, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json<Record<string, unknown>>();
    }
    const issue = async (userId: number, body: Record<string, unknown>) =>
      (await ok('POST', `/api/players/${userId}/sanctions`, alpha.token, { reason: 'Scamming in trades', ...body })).sanction as Sanction;

    beforeAll(async () => {
      r = await createReportsApp(engine);
      alpha = await staffWith(r.t, 'alpha', STAFF_PERMISSIONS);
      bravo = await staffWith(r.t, 'bravo', STAFF_PERMISSIONS);

      // Alpha issues a warning, a mute and a ban; Bravo revokes the mute.
      warning = await issue(9001, { type: 'warn' });
      mute = await issue(9002, { type: 'mute', durationSeconds: 3600 });
      ban = await issue(9003, { type: 'ban' });
      await ok('POST', `/api/sanctions/${mute._id}/revoke`, bravo.token, { reason: 'Muted the wrong player' });

      // Alpha opens two cases; Bravo closes one, and only moves the other along (not a closing).
      const first = (await ok('POST', '/api/cases', alpha.token, { title: 'Trade scam ring' })).case as { _id: string };
      const second = (await ok('POST', '/api/cases', alpha.token, { title: 'closed' })).case as { _id: string };
      await ok('PATCH', `/api/cases/${first._id}`, bravo.token, { status: 'closed', resolution: 'Banned the ring leader' });
      await ok('PATCH', `/api/cases/${second._id}`, bravo.token, { status: 'investigating', title: 'Still closed?' });

      // Alpha resolves the three reports of one player, Bravo the four of another.
      await storeReports(
        r,
        [1, 2, 3].map((reporter) => reportEvent(reporter, 500)),
      );
      await storeReports(
        r,
        [4, 5, 6, 7].map((reporter) => reportEvent(reporter, 501)),
      );
      await ok('POST', '/api/reports/resolve', alpha.token, { reportedId: 500, action: 'dismissed', reason: 'Nothing in the logs' });
      await ok('POST', '/api/reports/resolve', bravo.token, { reportedId: 501, action: 'dismissed', reason: 'Nothing in the logs' });

      // The banned player appeals; Bravo lifts Alpha's ban.
      const appealId = await insertAppeal(r.t.database.db, { sanctionId: ban._id, userId: 9003, submittedAt: Date.now() - 1000 });
      await ok('POST', `/api/appeals/${appealId}/decide`, bravo.token, { decision: 'lifted', publicAnswer: 'The trade was agreed.' });
    });
    afterAll(() => r?.t.close());

    it("counts each staff member's work, sorted by username, with every active staff member", async () => {
      const staff = await stats();
      expect(staff.map((s) => s.username)).toEqual([...staff.map((s) => s.username)].sort((a, b) => a.localeCompare(b, 'en')));
      expect(staff.map((s) => s.username)).toEqual(expect.arrayContaining(['admin', 'alpha', 'bravo', 'mod', 'viewer']));
      expect(member(staff, 'alpha')).toEqual({
        userId: alpha.id,
        username: 'alpha',
        warnings: 1,
        mutes: 1,
        bans: 1,
        revoked: 0,
        casesOpened: 2,
        casesClosed: 0,
        reportsResolved: 3,
        appealsDecided: 0,
        overturned: 1,
        medianReportMinutes: expect.any(Number),
      });
      // The lift on appeal is Bravo's decided appeal, not a second revoke.
      expect(member(staff, 'bravo')).toMatchObject({
        userId: bravo.id,
        warnings: 0,
        mutes: 0,
        bans: 0,
        revoked: 1,
        casesOpened: 0,
        casesClosed: 1,
        reportsResolved: 4,
        appealsDecided: 1,
        overturned: 0,
      });
      expect(member(staff, 'viewer')).toMatchObject({ warnings: 0, reportsResolved: 0, appealsDecided: 0, medianReportMinutes: null });
    });

    it('gives the median minutes from receipt to resolution of the reports each resolved', async () => {
      const db = t().database.db;
      // Received the given minutes before they were resolved: Alpha 10, 40, 25 (median 25); Bravo 3, 8, 1, 20 (median (3 + 8) / 2).
      const set = async (reportedId: number, minutes: number[]) => {
        const rows = await db.selectFrom('reports').select(['id', 'resolved_at']).where('reported_id', '=', reportedId).orderBy('id').execute();
        expect(rows).toHaveLength(minutes.length);
        for (const [i, row] of rows.entries())
          await db
            .updateTable('reports')
            .set({ received_at: Number(row.resolved_at) - minutes[i]! * MINUTE })
            .where('id', '=', row.id)
            .execute();
      };
      await set(500, [10, 40, 25]);
      await set(501, [3, 8, 1, 20]);
      const staff = await stats();
      expect(member(staff, 'alpha').medianReportMinutes).toBe(25);
      expect(member(staff, 'bravo').medianReportMinutes).toBe(5.5);
      expect(member(staff, 'admin').medianReportMinutes).toBeNull();
    });

    it('counts a sanction issued at either end of the window, and not one a millisecond outside', async () => {
      const at = Date.UTC(2026, 0, 10, 12, 0, 0);
      await t().database.db.updateTable('sanctions').set({ created_at: at }).where('id', '=', warning._id).execute();
      const warnings = async (from: number, to: number) => member(await stats(`?from=${from}&to=${to}`), 'alpha').warnings;
      expect(await warnings(at, at)).toBe(1);
      expect(await warnings(at - DAY, at)).toBe(1);
      expect(await warnings(at, at + DAY)).toBe(1);
      expect(await warnings(at + 1, at + DAY)).toBe(0);
      expect(await warnings(at - DAY, at - 1)).toBe(0);
      // ISO 8601 works as well as epoch milliseconds; the default window (the last 30 days) no longer holds it.
      expect(await warnings(Date.parse('2026-01-10T00:00:00Z'), Date.parse('2026-01-11T00:00:00Z'))).toBe(1);
      expect(member(await stats(`?from=2026-01-10T00:00:00Z&to=2026-01-11T00:00:00Z`), 'alpha').bans).toBe(0);
      expect(member(await stats(), 'alpha').warnings).toBe(0);
    });

    it('counts an upheld appeal as decided but not overturned, and a reduced one as both', async () => {
      const before = await stats();
      const upheld = await issue(9004, { type: 'ban' });
      const shortened = await issue(9005, { type: 'mute', durationSeconds: 7200 });
      for (const [sanction, userId, body] of [
        [upheld, 9004, { decision: 'upheld' }],
        [shortened, 9005, { decision: 'reduced', durationSeconds: 3600 }],
      ] as const) {
        const appealId = await insertAppeal(t().database.db, { sanctionId: sanction._id, userId, submittedAt: Date.now() - 1000 });
        await ok('POST', `/api/appeals/${appealId}/decide`, bravo.token, { publicAnswer: 'We looked again.', ...body });
      }
      const after = await stats();
      expect(member(after, 'bravo').appealsDecided).toBe(member(before, 'bravo').appealsDecided + 2);
      expect(member(after, 'alpha').overturned).toBe(member(before, 'alpha').overturned + 1);
      expect(member(after, 'alpha').bans).toBe(member(before, 'alpha').bans + 1);
    });

    it('names a deleted staff member by the id their work is stored under', async () => {
      const gone = await staffWith(t(), 'charlie', STAFF_PERMISSIONS);
      await t().request('POST', '/api/players/9006/sanctions', { token: gone.token, body: { type: 'warn', reason: 'Spam' } });
      expect((await t().request('DELETE', `/api/auth/users/${gone.id}`, { token: t().adminToken })).statusCode).toBe(200);
      const staff = await stats();
      expect(staff.find((s) => s.userId === gone.id)).toMatchObject({ username: `Deleted account ${gone.id}`, warnings: 1 });
    });

    it('exports the same table as CSV with readable column names, on record in the action log', async () => {
      const res = await t().request('GET', '/api/team/stats.csv', { token: t().adminToken });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="team-stats-\d{8}-\d{6}\.csv"$/);
      const [header, ...rows] = parseCsv(res.body);
      expect(header!.join(' | ')).toBe(
        'Staff member | Staff ID | Warnings issued | Mutes issued | Bans issued | Sanctions revoked | Cases opened | Cases closed | Reports resolved | Appeals decided | Sanctions overturned on appeal | Median minutes to resolve a report',
      );
      const staff = await stats();
      // The answer's fields in their order (userId, username, the counts, the median), the name first.
      expect(rows).toEqual(staff.map((s) => [s.username, s.userId, ...Object.values(s).slice(2)].map((v) => (v === null ? '' : String(v)))));
      expect(rows.find((row) => row[0] === 'bravo')?.slice(8)).toEqual(['4', '3', '0', '5.5']);
      const entry = await t().database.db.selectFrom('action_logs').selectAll().where('action', '=', 'team_stats_exported').executeTakeFirstOrThrow();
      expect(entry.username).toBe('admin');
      expect(JSON.parse(entry.details)).toMatchObject({
        fileName: expect.stringMatching(/^team-stats-/),
        filters: { from: expect.any(String), to: expect.any(String) },
      });
    });

    it('is for administrators only', async () => {
      for (const url of ['/api/team/stats', '/api/team/stats.csv']) {
        expect((await t().request('GET', url)).statusCode).toBe(401);
        const refused = await t().request('GET', url, { token: alpha.token });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ success: false, error: MESSAGES.adminOnly });
      }
      const second = await t().createUser({ username: 'second_admin', role: 'admin' });
      expect((await get('', second.token)).statusCode).toBe(200);
    });

    it('refuses a window that is backwards, longer than 400 days or not a time, with a sentence and no export on record', async () => {
      const exports = async () =>
        Number(
          (
            await t()
              .database.db.selectFrom('action_logs')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('action', '=', 'team_stats_exported')
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await exports();
      const at = Date.UTC(2026, 5, 1);
      for (const path of ['/api/team/stats', '/api/team/stats.csv']) {
        for (const [query, error] of [
          [`?from=${at}&to=${at - 1}`, "Invalid query parameter 'from': must not be after 'to'"],
          [`?from=${at - 401 * DAY}&to=${at}`, MESSAGES.teamWindowTooLong],
          [`?from=${Date.now() - 401 * DAY}`, MESSAGES.teamWindowTooLong],
          ['?from=yesterday', "Invalid query parameter 'from': must be an ISO 8601 date or epoch milliseconds"],
        ]) {
          const res = await t().request('GET', `${path}${query}`, { token: t().adminToken });
          expect(res.statusCode, query).toBe(400);
          expect(res.json(), query).toEqual({ success: false, error: error });
        }
      }
      expect(MESSAGES.teamWindowTooLong).toContain('400 days');
      // Exactly 400 days is allowed.
      expect((await get(`?from=${at - 400 * DAY}&to=${at}`)).statusCode).toBe(200);
      expect(await exports()).toBe(before);
    });
  });
}
