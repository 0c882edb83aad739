// The case report opened from a single-use link: the page is the server's own answer with the
// report's strict Content-Security-Policy, served without a bearer token to the staff member the link
// was made for; a link used twice, expired, used for another case, or whose account, session or
// permission changed since, opens nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REPORT_LINK_SECONDS, type ReportLinkResponse } from '@staff-console/domain';
import { moderationLog, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { openCase } from './case-caps.fixtures';
import { REPORT_CSP } from './case-report.html';

const INVALID = { success: false, error: MESSAGES.reportLinkInvalid };

for (const engine of ENGINES) {
  describe(`case report links [${engine}]`, () => {
    let t: TestApp;
    let caseId: string;
    let otherCaseId: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      caseId = await openCase(t, 'Linked case');
      otherCaseId = await openCase(t, 'Another case');
    });
    afterAll(() => t?.close());

    const linkFor = async (token: string, id = caseId): Promise<ReportLinkResponse> => {
      const res = await t.request('POST', `/api/cases/${id}/report-link`, { token });
      expect(res.statusCode).toBe(201);
      return res.json<ReportLinkResponse>();
    };

    it('opens once without a token, as the server page with the strict policy, recorded for its staff member', async () => {
      const viewer = await staffWith(t, 'link_viewer', ['view_moderation']);
      const before = Date.now();
      const link = await linkFor(viewer.token);
      expect(link.url).toMatch(new RegExp(`^/api/cases/${caseId}/report/[A-Za-z0-9_-]{43}$`));
      expect(Date.parse(link.expiresAt) - before).toBeGreaterThan((REPORT_LINK_SECONDS - 5) * 1000);
      expect(Date.parse(link.expiresAt) - before).toBeLessThanOrEqual(REPORT_LINK_SECONDS * 1000 + 1000);
      const res = await t.request('GET', link.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe(REPORT_CSP);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Linked case');
      expect(res.body).toContain('Report for link_viewer');
      const viewed = (await moderationLog(t)).filter((e) => e.action === 'case_report_viewed').at(-1)!;
      expect(viewed.username).toBe('link_viewer');
      // Used once: the same link again opens nothing.
      const again = await t.request('GET', link.url);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(INVALID);
    });

    it('refuses a link of two requests at once to one of them', async () => {
      const link = await linkFor(t.adminToken);
      const answers = await Promise.all([t.request('GET', link.url), t.request('GET', link.url), t.request('GET', link.url)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    });

    it('refuses an expired link', async () => {
      const link = await linkFor(t.adminToken);
      await t.database.db
        .updateTable('case_report_links')
        .set({ expires_at: Date.now() - 1 })
        .execute();
      const res = await t.request('GET', link.url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(INVALID);
    });

    it('refuses a link used for another case, and it still opens its own', async () => {
      const link = await linkFor(t.adminToken);
      const ticket = link.url.split('/').at(-1)!;
      const other = await t.request('GET', `/api/cases/${otherCaseId}/report/${ticket}`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(INVALID);
      expect((await t.request('GET', link.url)).statusCode).toBe(200);
    });

    it('refuses a made-up ticket', async () => {
      const res = await t.request('GET', `/api/cases/${caseId}/report/${'A'.repeat(43)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(INVALID);
    });

    it('checks the account again when the link is opened: permission, session and account', async () => {
      const member = await staffWith(t, 'link_revoked', ['view_moderation']);
      const link = await linkFor(member.token);
      expect((await t.request('PUT', `/api/auth/users/${member.id}`, { token: t.adminToken, body: { permissions: ['view_chat'] } })).statusCode).toBe(200);
      const lost = await t.request('GET', link.url);
      expect(lost.statusCode).toBe(403);
      expect(lost.json()).toEqual({ success: false, error: MESSAGES.forbidden });

      const leaver = await staffWith(t, 'link_logout', ['view_moderation']);
      const second = await linkFor(leaver.token);
      expect((await t.request('POST', '/api/auth/logout', { token: leaver.token })).statusCode).toBe(200);
      expect((await t.request('GET', second.url)).statusCode).toBe(403);

      const gone = await staffWith(t, 'link_gone', ['view_moderation']);
      const third = await linkFor(gone.token);
      expect((await t.request('PUT', `/api/auth/users/${gone.id}`, { token: t.adminToken, body: { active: false } })).statusCode).toBe(200);
      expect((await t.request('GET', third.url)).statusCode).toBe(403);
    });

    it('is made only for someone who may see cases, for a case that exists', async () => {
      const outsider = await staffWith(t, 'link_outsider', ['view_chat']);
      expect((await t.request('POST', `/api/cases/${caseId}/report-link`, { token: outsider.token })).statusCode).toBe(403);
      const missing = await t.request('POST', '/api/cases/ffffffffffffffffffffffff/report-link', { token: t.adminToken });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: 'Case not found' });
    });
  });
}
