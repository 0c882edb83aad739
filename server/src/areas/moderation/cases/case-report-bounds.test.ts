// The case report has a known maximum size, and one staff member cannot keep the server busy with
// reports: a case at its caps, every text at its longest and of the characters that grow most when
// escaped, gives a report under REPORT_MAX_BYTES that says how much it left out; an eleventh report
// within a minute (by the route or by a report link) is answered 429 with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIMITS, MESSAGES, MODERATION_LIMITS } from '@staff-console/domain';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { newId } from '../../../db/ids';
import { staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { fillComments, fillEvidence, openCase } from './case-caps.fixtures';
import { REPORTS_PER_MINUTE } from './report-rate';

/** The most a report may weigh; the same case rendered whole would weigh tens of megabytes. */
const REPORT_MAX_BYTES = 3 * 1024 * 1024;
const D = Date.UTC(2026, 5, 3, 12, 0, 0);
const CHAT_ID = '6d0000000000000000000001';
/** Escapes to six bytes: the longest any character grows. */
const worst = (n: number) => '"'.repeat(n);
const UPDATES = 50;

for (const engine of ENGINES) {
  describe(`case report bounds [${engine}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, prepareChat([{ id: CHAT_ID, userId: 42, name: 'Spammer', message: worst(4000), timestamp: D }]));
    });
    afterAll(() => t?.close());

    it('renders a case at its caps under the bound, saying how many older entries and items it left out', async () => {
      const caseId = await openCase(t, worst(MODERATION_LIMITS.caseTitle), worst(MODERATION_LIMITS.caseSummary));
      const start = Date.now() - 10_000_000;
      await fillComments(t, caseId, CASE_LIMITS.comments, () => worst(MODERATION_LIMITS.comment), start + 5_000_000);
      await fillEvidence(t, caseId, CASE_LIMITS.evidence, CHAT_ID, worst(MODERATION_LIMITS.evidenceNote), start);
      // Summary rewrites, older than the comments: each history entry holds the whole text before and after.
      await t.database.db
        .insertInto('case_activity')
        .values(
          Array.from({ length: UPDATES }, (_, i) => ({
            id: newId(start + i),
            case_id: caseId,
            type: 'updated',
            at: start + i,
            by_id: 'admin-id',
            by_name: 'admin',
            details: JSON.stringify({ changes: [{ field: 'summary', from: worst(MODERATION_LIMITS.caseSummary), to: worst(MODERATION_LIMITS.caseSummary) }] }),
          })),
        )
        .execute();
      const res = await t.request('GET', `/api/cases/${caseId}/report`, { token: t.adminToken });
      expect(res.statusCode).toBe(200);
      const bytes = Buffer.byteLength(res.body);
      expect(bytes).toBeLessThan(REPORT_MAX_BYTES);
      const history = CASE_LIMITS.comments + UPDATES + 1;
      expect(res.body).toContain(`data-older-left-out="history:${history - CASE_LIMITS.reportActivity}"`);
      expect(res.body).toContain(`data-older-left-out="evidence:${CASE_LIMITS.evidence - CASE_LIMITS.reportEvidence}"`);
      expect(res.body.match(/<li>/g)).toHaveLength(CASE_LIMITS.reportActivity + CASE_LIMITS.reportEvidence);
    });

    it('answers a burst of reports from one user 429 with Retry-After past the allowance, and leaves others alone', async () => {
      const caseId = await openCase(t, 'Small case');
      const reader = await staffWith(t, 'report_reader', ['view_moderation']);
      const other = await staffWith(t, 'other_reader', ['view_moderation']);
      const answers = await Promise.all(
        Array.from({ length: REPORTS_PER_MINUTE + 5 }, () => t.request('GET', `/api/cases/${caseId}/report`, { token: reader.token })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(REPORTS_PER_MINUTE);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toEqual({ success: false, error: MESSAGES.caseReportsTooFast });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // A report link is the same allowance.
      const link = await t.request('POST', `/api/cases/${caseId}/report-link`, { token: reader.token });
      expect(link.statusCode).toBe(429);
      expect(link.json()).toEqual({ success: false, error: MESSAGES.caseReportsTooFast });
      expect((await t.request('GET', `/api/cases/${caseId}/report`, { token: other.token })).statusCode).toBe(200);
    });
  });
}
