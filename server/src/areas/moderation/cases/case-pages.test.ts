// A case's history and evidence a page at a time: the case answers its newest page of each (oldest
// first within it) with totals; the activity and evidence routes page further back by a keyset
// cursor until `older` is null, every item once; a bad cursor or an unknown case is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIMITS, type CaseActivityPage, type CaseDetail, type CaseEvidencePage } from '@staff-console/domain';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { fillComments, fillEvidence, openCase } from './case-caps.fixtures';

const D = Date.UTC(2026, 5, 2, 12, 0, 0);
const CHAT_ID = '6c0000000000000000000001';
const COMMENTS = 120;
const EVIDENCE = 75;

for (const engine of ENGINES) {
  describe(`case pages [${engine}]`, () => {
    let t: TestApp;
    let caseId: string;
    let viewer: string;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(t.database, prepareChat([{ id: CHAT_ID, userId: 42, name: 'Spammer', message: 'spam', timestamp: D }]));
      viewer = (await staffWith(t, 'pages_viewer', ['view_moderation'])).token;
      caseId = await openCase(t, 'Paged case');
      // Older than the 'created' entry the API wrote, so the history reads: comments, then created.
      await fillComments(t, caseId, COMMENTS, (i) => `comment ${i}`, Date.now() - 1_000_000);
      await fillEvidence(t, caseId, EVIDENCE, CHAT_ID, null, Date.now() - 1_000_000);
    });
    afterAll(() => t?.close());

    it('answers the case with its newest page of history and evidence, oldest first, and the totals', async () => {
      const res = await t.request('GET', `/api/cases/${caseId}`, { token: viewer });
      expect(res.statusCode).toBe(200);
      const c = res.json<{ case: CaseDetail }>().case;
      expect(c.activityTotal).toBe(COMMENTS + 1);
      expect(c.evidenceTotal).toBe(EVIDENCE);
      expect(c.activity).toHaveLength(CASE_LIMITS.pageSize);
      expect(c.activity.at(-1)!.type).toBe('created');
      expect(c.activity[0]!.text).toBe(`comment ${COMMENTS - CASE_LIMITS.pageSize + 1}`);
      expect(c.evidence).toHaveLength(CASE_LIMITS.pageSize);
    });

    it('pages the history back to its first entry, each once, in order', async () => {
      const seen: string[] = [];
      let before: string | null | undefined;
      let pages = 0;
      do {
        const res = await t.request('GET', `/api/cases/${caseId}/activity?limit=50${before ? `&before=${before}` : ''}`, { token: viewer });
        expect(res.statusCode).toBe(200);
        const page = res.json<CaseActivityPage>();
        expect(page.total).toBe(COMMENTS + 1);
        seen.unshift(...page.activity.map((a) => a.text ?? a.type));
        before = page.older;
        pages += 1;
      } while (before);
      expect(pages).toBe(3);
      expect(seen).toEqual([...Array.from({ length: COMMENTS }, (_, i) => `comment ${i}`), 'created']);
    });

    it('pages the evidence back to the first item added, each once', async () => {
      const first = (await t.request('GET', `/api/cases/${caseId}/evidence?limit=60`, { token: viewer })).json<CaseEvidencePage>();
      expect(first.evidence).toHaveLength(60);
      expect(first.total).toBe(EVIDENCE);
      expect(first.older).not.toBeNull();
      const second = (await t.request('GET', `/api/cases/${caseId}/evidence?limit=60&before=${first.older}`, { token: viewer })).json<CaseEvidencePage>();
      expect(second.evidence).toHaveLength(EVIDENCE - 60);
      expect(second.older).toBeNull();
      const ids = [...second.evidence, ...first.evidence].map((e) => e._id);
      expect(new Set(ids).size).toBe(EVIDENCE);
      // Hidden evidence stays hidden on every page: this viewer may not see chat.
      expect(first.evidence.every((e) => e.hidden)).toBe(true);
    });

    it('refuses a cursor it did not give, a page too large, and an unknown case', async () => {
      const bad = await t.request('GET', `/api/cases/${caseId}/activity?before=yesterday`, { token: viewer });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toContain('must be a cursor from an earlier page of this case');
      const big = await t.request('GET', `/api/cases/${caseId}/evidence?limit=${CASE_LIMITS.pageSizeMax + 1}`, { token: viewer });
      expect(big.statusCode).toBe(400);
      const unknown = await t.request('GET', '/api/cases/ffffffffffffffffffffffff/activity', { token: viewer });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, error: 'Case not found' });
    });
  });
}
