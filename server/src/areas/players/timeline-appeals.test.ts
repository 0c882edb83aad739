// A player's appeals on their timeline: which sanction each is of, how it stands and the answer
// they were given (never the private note), shown to who may read moderation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sanction, TimelinePage } from '@staff-console/domain';
import { newId } from '../../db/ids';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';

const PLAYER = 4_400_001;

for (const engine of ENGINES) {
  describe(`appeals on the player timeline (${engine})`, () => {
    let t: TestApp;
    let ban: Sanction;
    let mute: Sanction;

    beforeAll(async () => {
      t = await createTestApp(engine);
      const issue = async (body: Record<string, unknown>) => {
        const res = await t.request('POST', `/api/players/${PLAYER}/sanctions`, { token: t.adminToken, body });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ sanction: Sanction }>().sanction;
      };
      mute = await issue({ type: 'mute', reason: 'spam', publicReason: 'Spamming trade offers', durationSeconds: 86_400 });
      ban = await issue({ type: 'ban', reason: 'scam ring', publicReason: 'Scamming' });
      const base = { user_id: PLAYER, contact: null, address: '203.0.113.9', previous_expires_at: null };
      // Sent after the sanctions were issued (a millisecond apart, so the order is certain).
      const t0 = Date.now();
      await t.database.db
        .insertInto('appeals')
        .values([
          {
            ...base,
            id: newId(t0 + 1),
            sanction_id: mute._id,
            text: 'I was only answering a friend, please look again.',
            submitted_at: t0 + 1,
            status: 'upheld',
            decided_by_id: '0123456789abcdef01234567',
            decided_by_name: 'Jordan',
            decided_at: t0 + 3,
            public_answer: 'The chat shows twelve offers in a minute: the mute stands.',
            private_note: 'PRIVATE-NOTE-42',
          },
          {
            ...base,
            id: newId(t0 + 2),
            sanction_id: ban._id,
            text: 'My account was stolen when those trades happened.',
            submitted_at: t0 + 2,
            status: 'open',
            decided_by_id: null,
            decided_by_name: null,
            decided_at: null,
            public_answer: null,
            private_note: null,
          },
        ])
        .execute();
    });
    afterAll(() => t.close());

    it('shows each appeal with its sanction, status and answer, newest first, and never the private note', async () => {
      const res = await t.request('GET', `/api/players/${PLAYER}/timeline?kinds=appeal`, { token: t.adminToken });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<TimelinePage>();
      expect(page.total).toBe(2);
      expect(page.data.map((i) => (i.kind === 'appeal' ? [i.appeal.sanctionType, i.appeal.status, i.appeal.sanctionId] : null))).toEqual([
        ['ban', 'open', ban._id],
        ['mute', 'upheld', mute._id],
      ]);
      const decided = page.data[1]!;
      expect(decided.kind === 'appeal' && decided.appeal).toMatchObject({
        userId: PLAYER,
        decidedBy: { id: '0123456789abcdef01234567', username: 'Jordan' },
        publicAnswer: 'The chat shows twelve offers in a minute: the mute stands.',
      });
      expect(res.body).not.toContain('PRIVATE-NOTE-42');
      // Merged with the sanctions in time order: the ban's appeal is the newest event of all.
      const all = (await t.request('GET', `/api/players/${PLAYER}/timeline`, { token: t.adminToken })).json<TimelinePage>();
      expect(all.data.map((i) => i.kind)).toEqual(['appeal', 'appeal', 'sanction', 'sanction']);
    });

    it('shows appeals to who may read moderation, and to nobody else', async () => {
      const reviewer = (await t.createUser({ username: 'reviewer', role: 'guest', permissions: ['review_appeals'] })).token;
      const page = (await t.request('GET', `/api/players/${PLAYER}/timeline?kinds=appeal`, { token: reviewer })).json<TimelinePage>();
      expect(page.total).toBe(2);
      const chatOnly = (await t.createUser({ username: 'chatreader', role: 'guest', permissions: ['view_chat'] })).token;
      const res = await t.request('GET', `/api/players/${PLAYER}/timeline?kinds=appeal`, { token: chatOnly });
      // The player is known to this reader only through moderation records, which they may not read.
      expect(res.statusCode).toBe(404);
    });
  });
}
