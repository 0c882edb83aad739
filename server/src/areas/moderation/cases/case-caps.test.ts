// What one case may hold: at most CASE_LIMITS.comments comments and CASE_LIMITS.evidence evidence
// items. Past the cap the API answers 409 with a sentence naming the cap and changes nothing, and the
// cap holds when requests race for the last places (decided with the case locked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIMITS, formatNumber, MESSAGES } from '@staff-console/domain';
import { insertChat, prepareChat } from '../../logs/chat/chat.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { commentCount, evidenceCount, fillComments, fillEvidence, fillUpdates, openCase } from './case-caps.fixtures';

const D = Date.UTC(2026, 5, 1, 12, 0, 0);
const chatId = (i: number) => `6b${i.toString(16).padStart(22, '0')}`;

describe('case cap sentences', () => {
  it('name the caps and what to do', () => {
    expect(MESSAGES.caseCommentsFull).toContain(formatNumber(CASE_LIMITS.comments));
    expect(MESSAGES.caseCommentsFull).toContain('follow-up case');
    expect(MESSAGES.caseEvidenceFull).toContain(formatNumber(CASE_LIMITS.evidence));
    expect(MESSAGES.caseEvidenceFull).toContain('follow-up case');
    expect(MESSAGES.caseHistoryFull).toContain(formatNumber(CASE_LIMITS.history));
  });
});

for (const engine of ENGINES) {
  describe(`case caps [${engine}]`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(engine);
      await insertChat(
        t.database,
        prepareChat(Array.from({ length: 10 }, (_, i) => ({ id: chatId(i), userId: 42, name: 'Spammer', message: `spam ${i}`, timestamp: D + i * 1000 }))),
      );
    });
    afterAll(() => t?.close());

    const comment = (caseId: string, text: string) => t.request('POST', `/api/cases/${caseId}/comments`, { token: t.adminToken, body: { text } });
    const evidence = (caseId: string, id: string) => t.request('POST', `/api/cases/${caseId}/evidence`, { token: t.adminToken, body: { kind: 'chat', id } });

    it('takes the last comment a case may hold, then refuses the next with 409 and changes nothing', async () => {
      const caseId = await openCase(t);
      await fillComments(t, caseId, CASE_LIMITS.comments - 1, (i) => `comment ${i}`);
      expect((await comment(caseId, 'the last one')).statusCode).toBe(201);
      const refused = await comment(caseId, 'one too many');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, error: MESSAGES.caseCommentsFull });
      expect(await commentCount(t, caseId)).toBe(CASE_LIMITS.comments);
      // Other changes to the full case still work: its resolution can point at the follow-up.
      const patched = await t.request('PATCH', `/api/cases/${caseId}`, { token: t.adminToken, body: { resolution: 'Continued in a follow-up case' } });
      expect(patched.statusCode).toBe(200);
    });

    it('lets exactly the free places go to comments sent at once', async () => {
      const caseId = await openCase(t);
      await fillComments(t, caseId, CASE_LIMITS.comments - 3, (i) => `comment ${i}`);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => comment(caseId, `racing ${i}`)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      expect(await commentCount(t, caseId)).toBe(CASE_LIMITS.comments);
    });

    it('takes the last evidence item a case may hold, then refuses the next with 409 and changes nothing', async () => {
      const caseId = await openCase(t);
      await fillEvidence(t, caseId, CASE_LIMITS.evidence - 1, chatId(0));
      expect((await evidence(caseId, chatId(1))).statusCode).toBe(201);
      const refused = await evidence(caseId, chatId(2));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, error: MESSAGES.caseEvidenceFull });
      expect(await evidenceCount(t, caseId)).toBe(CASE_LIMITS.evidence);
      // Removing one makes room again.
      const page = await t.request('GET', `/api/cases/${caseId}/evidence?limit=1`, { token: t.adminToken });
      const newest = page.json<{ evidence: { _id: string }[] }>().evidence[0]!;
      expect((await t.request('DELETE', `/api/cases/${caseId}/evidence/${newest._id}`, { token: t.adminToken })).statusCode).toBe(200);
      expect((await evidence(caseId, chatId(2))).statusCode).toBe(201);
    });

    it('refuses any change past the most history entries a case may hold, also when changes race', async () => {
      const caseId = await openCase(t);
      // The opening is one entry; status flips make the rest, leaving two places.
      await fillUpdates(t, caseId, CASE_LIMITS.history - 3);
      const answers = await Promise.all([
        t.request('PATCH', `/api/cases/${caseId}`, { token: t.adminToken, body: { title: 'Renamed once' } }),
        comment(caseId, 'racing'),
        evidence(caseId, chatId(9)),
        t.request('PATCH', `/api/cases/${caseId}`, { token: t.adminToken, body: { summary: 'Changed' } }),
      ]);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
      for (const a of answers.filter((a) => a.statusCode === 409)) expect(a.json()).toEqual({ success: false, error: MESSAGES.caseHistoryFull });
      const page = await t.request('GET', `/api/cases/${caseId}/activity?limit=1`, { token: t.adminToken });
      expect(page.json<{ total: number }>().total).toBe(CASE_LIMITS.history);
    });

    it('lets exactly the free places go to evidence sent at once', async () => {
      const caseId = await openCase(t);
      await fillEvidence(t, caseId, CASE_LIMITS.evidence - 2, chatId(0));
      const answers = await Promise.all([3, 4, 5, 6, 7, 8].map((i) => evidence(caseId, chatId(i))));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      for (const a of answers) if (a.statusCode === 409) expect(a.json()).toEqual({ success: false, error: MESSAGES.caseEvidenceFull });
      expect(await evidenceCount(t, caseId)).toBe(CASE_LIMITS.evidence);
    });
  });
}
