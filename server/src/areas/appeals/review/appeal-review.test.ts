// The reviewers' side of appeals, through the app against a real database and a fake Open Cloud (a
// local HTTP server whose calls are counted once the outbox is drained): the queue of each status in
// its order with its total, the open count, one appeal with its sanction and player; each decision's
// effect on the sanction, the game servers' feed and Roblox (exactly one call for a ban reduced or
// lifted, none otherwise); who may decide; an appeal decided twice, or by two reviewers at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Appeal, type AppealsPage, MESSAGES, type Sanction } from '@staff-console/domain';
import { insertPlayers } from '../../../db/fixtures/players.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';
import { type FakeOpenCloud, startFakeOpenCloud } from '../../../upstream/open-cloud.fixtures';
import { moderationLog, type StaffMember, staffWith } from '../../moderation/moderation.fixtures';
import { insertAppeal } from './appeals.fixtures';

const KEY = 'oc-appeals-key-0123456789';
const UNIVERSE = '424242';
const DAY = 86_400;
const HOUR_MS = 3_600_000;

for (const engine of ENGINES) {
  describe(`appeal review [${engine}]`, () => {
    let t: TestApp;
    let fake: FakeOpenCloud;
    /** Issues the sanctions (ban_players, no review_appeals). */
    let issuer: StaffMember;
    /** Reviews and may change bans. */
    let reviewer: StaffMember;
    let second: StaffMember;
    /** Reviews, without ban_players. */
    let reviewerNoBan: StaffMember;
    /** Issues sanctions and reviews appeals. */
    let senior: StaffMember;
    let mod: StaffMember;
    let nextUser = 7000;

    beforeAll(async () => {
      fake = await startFakeOpenCloud();
      // The outbox is not started: each test drains it, so the calls counted are all there are.
      t = await createTestApp(engine, { openCloud: { url: fake.url, apiKey: KEY, universeId: UNIVERSE }, outbox: { maxAttempts: 2, maxBackoffMs: 20 } });
      issuer = await staffWith(t, 'issuer', ['ban_players']);
      reviewer = await staffWith(t, 'reviewer', ['review_appeals', 'ban_players']);
      second = await staffWith(t, 'second_reviewer', ['review_appeals', 'ban_players']);
      reviewerNoBan = await staffWith(t, 'reviewer_no_ban', ['review_appeals']);
      senior = await staffWith(t, 'senior', ['review_appeals', 'ban_players']);
      mod = await staffWith(t, 'mod', ['moderate']);
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });
    beforeEach(async () => {
      await drain();
      fake.requests.length = 0;
    });

    const drain = async () => {
      while ((await t.app.deps.outbox.runOnce()) > 0);
    };
    const path = (userId: number) => `/cloud/v2/universes/${UNIVERSE}/user-restrictions/${userId}`;
    /** The Open Cloud calls for this player since the test began, after the outbox has delivered everything. */
    const callsFor = async (userId: number) => {
      await drain();
      return fake.requests.filter((r) => r.path === path(userId)).map((r) => r.body);
    };
    const issue = async (userId: number, body: Record<string, unknown>, token = issuer.token): Promise<Sanction> => {
      const res = await t.request('POST', `/api/players/${userId}/sanctions`, { token, body: { reason: 'Scamming in trades', ...body } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ sanction: Sanction }>().sanction;
    };
    /** A fresh player with a sanction and an open appeal of it; the ban's own delivery is drained and forgotten. */
    const appealed = async (body: Record<string, unknown>, token = issuer.token) => {
      const userId = (nextUser += 1);
      const sanction = await issue(userId, body, token);
      const appealId = await insertAppeal(t.database.db, { sanctionId: sanction._id, userId, submittedAt: Date.now() - 1000 });
      await drain();
      fake.requests.length = 0;
      return { userId, sanction, appealId };
    };
    const decide = (token: string, id: string, body: Record<string, unknown>) =>
      t.request('POST', `/api/appeals/${id}/decide`, { token, body: { publicAnswer: 'We looked at it again.', ...body } });
    const decided = async (token: string, id: string, body: Record<string, unknown>): Promise<Appeal> => {
      const res = await decide(token, id, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ appeal: Appeal }>().appeal;
    };
    /** The sanction's entries in the game servers' feed, oldest first. */
    const feedOf = async (sanctionId: string) =>
      (
        await t.database.db.selectFrom('sanction_changes').select(['active', 'expires_at']).where('sanction_id', '=', sanctionId).orderBy('id', 'asc').execute()
      ).map((r) => ({ active: Number(r.active) === 1, expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));
    const playerSanction = async (userId: number, id: string): Promise<Sanction> => {
      const res = await t.request('GET', `/api/players/${userId}/sanctions`, { token: reviewer.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ sanctions: Sanction[] }>().sanctions.find((s) => s._id === id)!;
    };
    const list = async (query: string): Promise<AppealsPage> => {
      const res = await t.request('GET', `/api/appeals${query}`, { token: reviewer.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AppealsPage>();
    };

    it('lists open appeals oldest first and decided ones newest decision first, paged and counted, each with its sanction and player', async () => {
      await sql`DELETE FROM appeals`.execute(t.database.db);
      const base = Date.now() - 10 * HOUR_MS;
      const users = [6001, 6002, 6003, 6004, 6005];
      await insertPlayers(t.database, [{ userId: 6001, username: 'AppealingAlice' }]);
      const sanctions = [];
      for (const userId of users) sanctions.push(await issue(userId, { type: 'mute', durationSeconds: DAY }));
      // Sent in the order 6003, 6001, 6002: the queue shows them so, whatever their ids.
      const open = [
        await insertAppeal(t.database.db, { sanctionId: sanctions[2]!._id, userId: 6003, submittedAt: base + 1000, contact: 'alice#1234' }),
        await insertAppeal(t.database.db, { sanctionId: sanctions[0]!._id, userId: 6001, submittedAt: base + 2000 }),
        await insertAppeal(t.database.db, { sanctionId: sanctions[1]!._id, userId: 6002, submittedAt: base + 3000 }),
      ];
      // Decided: the one sent first was decided last.
      const upheldLate = await insertAppeal(t.database.db, {
        sanctionId: sanctions[3]!._id,
        userId: 6004,
        submittedAt: base,
        status: 'upheld',
        decidedAt: base + 9000,
      });
      const upheldEarly = await insertAppeal(t.database.db, {
        sanctionId: sanctions[4]!._id,
        userId: 6005,
        submittedAt: base + 500,
        status: 'upheld',
        decidedAt: base + 5000,
      });

      const all = await list('');
      expect(all.total).toBe(3);
      expect(all.appeals.map((a) => a._id)).toEqual(open);
      expect(all.appeals.every((a) => a.status === 'open')).toBe(true);
      expect((await list('?status=open&limit=2&page=2')).appeals.map((a) => a._id)).toEqual([open[2]]);
      const page1 = await list('?status=open&limit=2&page=1');
      expect([page1.appeals.map((a) => a._id), page1.total]).toEqual([open.slice(0, 2), 3]);
      const upheld = await list('?status=upheld');
      expect([upheld.appeals.map((a) => a._id), upheld.total]).toEqual([[upheldLate, upheldEarly], 2]);
      expect(await list('?status=lifted')).toEqual({ success: true, appeals: [], total: 0 });

      // The reviewer sees the player by name and id, and the sanction as staff see it.
      const alice = all.appeals[1]!;
      expect(alice).toMatchObject({ userId: 6001, playerName: 'AppealingAlice', status: 'open', submittedAt: new Date(base + 2000).toISOString() });
      expect(alice.sanction).toMatchObject({ _id: sanctions[0]!._id, type: 'mute', reason: 'Scamming in trades', status: 'active', userId: 6001 });
      expect(alice.sanction.appealCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(alice.sanction.appeal).toMatchObject({ _id: open[1], status: 'open' });
      expect(all.appeals[0]).toMatchObject({ userId: 6003, playerName: null, contact: 'alice#1234' });
      expect(upheld.appeals[0]).toMatchObject({ decidedBy: { username: 'earlier_reviewer' }, publicAnswer: 'The sanction stands.' });

      const count = await t.request('GET', '/api/appeals/open-count', { token: reviewerNoBan.token });
      expect([count.statusCode, count.json()]).toEqual([200, { success: true, open: 3 }]);
      const one = await t.request('GET', `/api/appeals/${open[1]}`, { token: reviewerNoBan.token });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json<{ appeal: Appeal }>().appeal).toEqual(alice);

      const missing = await t.request('GET', '/api/appeals/ffffffffffffffffffffffff', { token: reviewer.token });
      expect([missing.statusCode, missing.json().error]).toEqual([404, MESSAGES.appealNotFound]);
      const badStatus = await t.request('GET', '/api/appeals?status=pending', { token: reviewer.token });
      expect(badStatus.statusCode).toBe(400);
      // Moderating is not reviewing.
      expect((await t.request('GET', '/api/appeals', { token: mod.token })).statusCode).toBe(403);
    });

    it('upheld: the sanction and Roblox are left as they were; the decision shows on the appeal, the sanction and the action log', async () => {
      const { userId, sanction, appealId } = await appealed({ type: 'ban', durationSeconds: 7 * DAY });
      const before = await feedOf(sanction._id);
      const appeal = await decided(reviewer.token, appealId, { decision: 'upheld', publicAnswer: 'The trade logs show the scam.', privateNote: 'Clear case.' });
      expect(appeal).toMatchObject({
        status: 'upheld',
        decidedBy: { id: reviewer.id, username: 'reviewer' },
        publicAnswer: 'The trade logs show the scam.',
        privateNote: 'Clear case.',
      });
      expect(appeal.sanction).toMatchObject({ status: 'active', expiresAt: sanction.expiresAt });
      expect(await callsFor(userId)).toEqual([]);
      expect(await feedOf(sanction._id)).toEqual(before);
      // The player's sanctions show the appeal and its decision.
      expect((await playerSanction(userId, sanction._id)).appeal).toEqual({
        _id: appealId,
        status: 'upheld',
        submittedAt: appeal.submittedAt,
        decidedAt: appeal.decidedAt,
      });
      const entry = (await moderationLog(t)).at(-1)!;
      expect([entry.action, entry.username, entry.details]).toEqual([
        'appeal_decided',
        'reviewer',
        { appealId, sanctionId: sanction._id, userId, decision: 'upheld' },
      ]);
      expect((await t.request('GET', '/api/appeals/open-count', { token: reviewer.token })).json().open).toBe((await list('?status=open&limit=1')).total);
    });

    it('reduced ban: ends earlier, the feed carries the new end, and Roblox gets exactly one call with the new length', async () => {
      const { userId, sanction, appealId } = await appealed({ type: 'ban', durationSeconds: 7 * DAY, publicReason: 'Scamming', excludeAltAccounts: true });
      const createdAt = Date.parse(sanction.createdAt);
      const sentAt = Date.now();
      const appeal = await decided(reviewer.token, appealId, { decision: 'reduced', durationSeconds: 2 * DAY, privateNote: 'First offence.' });
      const doneAt = Date.now();
      const newEnd = createdAt + 2 * DAY * 1000;
      expect(appeal.status).toBe('reduced');
      expect(appeal.sanction).toMatchObject({ status: 'active', expiresAt: new Date(newEnd).toISOString() });
      expect((await feedOf(sanction._id)).at(-1)).toEqual({ active: true, expiresAt: newEnd });
      const calls = await callsFor(userId);
      expect(calls).toHaveLength(1);
      const restriction = (calls[0] as { gameJoinRestriction: Record<string, unknown> }).gameJoinRestriction;
      expect(restriction).toMatchObject({ active: true, privateReason: 'Scamming in trades', displayReason: 'Scamming', excludeAltAccounts: true });
      // The length is counted from the moment of the decision, as a ban's is from its issue.
      const seconds = Number(String(restriction.duration).replace(/s$/, ''));
      expect(seconds).toBeGreaterThanOrEqual(Math.round((newEnd - doneAt) / 1000) - 1);
      expect(seconds).toBeLessThanOrEqual(Math.round((newEnd - sentAt) / 1000) + 1);
      expect((await playerSanction(userId, sanction._id)).enforcement.state).toBe('applied');
      const entry = (await moderationLog(t)).at(-1)!;
      expect(entry.details).toEqual({
        appealId,
        sanctionId: sanction._id,
        userId,
        decision: 'reduced',
        previousExpiresAt: sanction.expiresAt,
        expiresAt: new Date(newEnd).toISOString(),
      });
      const stored = await t.database.db
        .selectFrom('appeals')
        .select(['previous_expires_at', 'private_note'])
        .where('id', '=', appealId)
        .executeTakeFirstOrThrow();
      expect([Number(stored.previous_expires_at), stored.private_note]).toEqual([Date.parse(sanction.expiresAt!), 'First offence.']);
    });

    it('reduced mute: ends earlier, in the feed, and never reaches Roblox; a permanent ban can be given an end', async () => {
      const mute = await appealed({ type: 'mute', durationSeconds: 3 * DAY });
      const appeal = await decided(reviewerNoBan.token, mute.appealId, { decision: 'reduced', durationSeconds: DAY });
      const newEnd = Date.parse(mute.sanction.createdAt) + DAY * 1000;
      expect(appeal.sanction.expiresAt).toBe(new Date(newEnd).toISOString());
      expect((await feedOf(mute.sanction._id)).at(-1)).toEqual({ active: true, expiresAt: newEnd });
      expect(await callsFor(mute.userId)).toEqual([]);

      const permanent = await appealed({ type: 'ban' });
      const reduced = await decided(reviewer.token, permanent.appealId, { decision: 'reduced', durationSeconds: 30 * DAY });
      expect(reduced.sanction).toMatchObject({
        status: 'active',
        expiresAt: new Date(Date.parse(permanent.sanction.createdAt) + 30 * DAY * 1000).toISOString(),
      });
      const calls = await callsFor(permanent.userId);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ gameJoinRestriction: { active: true, duration: expect.stringMatching(/^\d+s$/) } });
      expect((await moderationLog(t)).at(-1)!.details).toMatchObject({ decision: 'reduced', previousExpiresAt: null });
    });

    it('reduced to an end already past: the sanction ends now, the feed says inactive and Roblox lifts the ban in one call', async () => {
      const { userId, sanction, appealId } = await appealed({ type: 'ban', durationSeconds: 7 * DAY });
      // Issued three days ago; reduced to one day from then.
      const createdAt = Date.parse(sanction.createdAt) - 3 * DAY * 1000;
      await sql`UPDATE sanctions SET created_at = ${createdAt} WHERE id = ${sanction._id}`.execute(t.database.db);
      const appeal = await decided(reviewer.token, appealId, { decision: 'reduced', durationSeconds: DAY });
      expect(appeal.sanction).toMatchObject({ status: 'expired', expiresAt: new Date(createdAt + DAY * 1000).toISOString() });
      expect((await feedOf(sanction._id)).at(-1)).toEqual({ active: false, expiresAt: createdAt + DAY * 1000 });
      expect(await callsFor(userId)).toEqual([{ gameJoinRestriction: { active: false } }]);
    });

    it('reduced must end earlier than now: the same or a longer length is refused and changes nothing', async () => {
      const { userId, sanction, appealId } = await appealed({ type: 'ban', durationSeconds: DAY });
      for (const durationSeconds of [DAY, 2 * DAY]) {
        const res = await decide(reviewer.token, appealId, { decision: 'reduced', durationSeconds });
        expect([res.statusCode, res.json().error]).toEqual([400, MESSAGES.appealReduceNotShorter]);
      }
      const missing = await decide(reviewer.token, appealId, { decision: 'reduced' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toContain(MESSAGES.appealReduceNeedsDuration);
      expect((await decide(reviewer.token, appealId, { decision: 'lifted', durationSeconds: 600 })).statusCode).toBe(400);
      expect((await decide(reviewer.token, appealId, { decision: 'upheld', publicAnswer: '' })).statusCode).toBe(400);
      expect((await playerSanction(userId, sanction._id)).expiresAt).toBe(sanction.expiresAt);
      expect((await list('?status=open&limit=200')).appeals.map((a) => a._id)).toContain(appealId);
      expect(await callsFor(userId)).toEqual([]);
    });

    it('lifted ban: revoked, the feed says inactive, and Roblox gets exactly one call active: false', async () => {
      const { userId, sanction, appealId } = await appealed({ type: 'ban', durationSeconds: 7 * DAY });
      const appeal = await decided(reviewer.token, appealId, { decision: 'lifted', publicAnswer: 'The trade was fair after all.' });
      expect(appeal.status).toBe('lifted');
      expect(appeal.sanction).toMatchObject({
        status: 'revoked',
        revokedBy: { id: reviewer.id, username: 'reviewer' },
        revokeReason: 'Lifted on appeal: The trade was fair after all.',
      });
      expect((await feedOf(sanction._id)).at(-1)).toEqual({ active: false, expiresAt: Date.parse(sanction.expiresAt!) });
      expect(await callsFor(userId)).toEqual([{ gameJoinRestriction: { active: false } }]);
      expect((await playerSanction(userId, sanction._id)).appeal).toMatchObject({ _id: appealId, status: 'lifted' });
      expect((await moderationLog(t)).at(-1)!.details).toEqual({ appealId, sanctionId: sanction._id, userId, decision: 'lifted' });
    });

    it('lifted mute: revoked without a call to Roblox; the case it belongs to records the revoke and the reduce', async () => {
      const created = await t.request('POST', '/api/cases', { token: issuer.token, body: { title: 'Trade scams' } });
      expect(created.statusCode, created.body).toBe(201);
      const caseId = created.json<{ case: { _id: string } }>().case._id;
      const mute = await appealed({ type: 'mute', durationSeconds: DAY, caseId });
      expect((await decided(reviewerNoBan.token, mute.appealId, { decision: 'lifted' })).sanction.status).toBe('revoked');
      expect(await callsFor(mute.userId)).toEqual([]);
      const ban = await appealed({ type: 'ban', durationSeconds: 3 * DAY, caseId });
      await decided(reviewer.token, ban.appealId, { decision: 'reduced', durationSeconds: DAY });
      expect((await moderationLog(t)).at(-1)!.details).toMatchObject({ appealId: ban.appealId, decision: 'reduced', caseId });
      const activity = await t.request('GET', `/api/cases/${caseId}/activity`, { token: reviewer.token });
      expect(activity.statusCode, activity.body).toBe(200);
      const entries = activity.json<{ activity: { type: string; by: { username: string }; sanction?: { id: string }; changes?: unknown[] }[] }>().activity;
      expect(entries.find((e) => e.type === 'sanction_revoked')).toMatchObject({ by: { username: 'reviewer_no_ban' }, sanction: { id: mute.sanction._id } });
      expect(entries.find((e) => e.type === 'updated' && e.sanction?.id === ban.sanction._id)).toMatchObject({
        by: { username: 'reviewer' },
        changes: [{ field: 'ban ends', from: ban.sanction.expiresAt, to: new Date(Date.parse(ban.sanction.createdAt) + DAY * 1000).toISOString() }],
      });
    });

    it("refuses the sanction's issuer, but not an administrator who issued it", async () => {
      const own = await appealed({ type: 'mute', durationSeconds: DAY }, senior.token);
      for (const decision of ['upheld', 'lifted']) {
        const res = await decide(senior.token, own.appealId, { decision });
        expect([res.statusCode, res.json().error]).toEqual([403, MESSAGES.appealIssuerMayNotDecide]);
      }
      expect((await list('?limit=200')).appeals.map((a) => a._id)).toContain(own.appealId);
      const admins = await appealed({ type: 'ban', durationSeconds: DAY }, t.adminToken);
      expect((await decided(t.adminToken, admins.appealId, { decision: 'lifted' })).status).toBe('lifted');
      expect(await callsFor(admins.userId)).toEqual([{ gameJoinRestriction: { active: false } }]);
    });

    it('a reviewer without ban_players upholds a ban but neither reduces nor lifts it', async () => {
      const { userId, sanction, appealId } = await appealed({ type: 'ban', durationSeconds: 7 * DAY });
      for (const body of [{ decision: 'lifted' }, { decision: 'reduced', durationSeconds: DAY }]) {
        const res = await decide(reviewerNoBan.token, appealId, body);
        expect([res.statusCode, res.json().error]).toEqual([403, MESSAGES.banPermissionRequired]);
      }
      expect((await playerSanction(userId, sanction._id)).status).toBe('active');
      expect((await decided(reviewerNoBan.token, appealId, { decision: 'upheld' })).status).toBe('upheld');
      expect(await callsFor(userId)).toEqual([]);
    });

    it('an appeal is decided once: again is 409, and of two reviewers at once one wins with one call to Roblox', async () => {
      const { userId, sanction, appealId } = await appealed({ type: 'ban', durationSeconds: 7 * DAY });
      await decided(reviewer.token, appealId, { decision: 'upheld' });
      const again = await decide(second.token, appealId, { decision: 'lifted' });
      expect([again.statusCode, again.json().error]).toEqual([409, MESSAGES.appealAlreadyDecided]);
      expect((await playerSanction(userId, sanction._id)).status).toBe('active');

      const race = await appealed({ type: 'ban', durationSeconds: 7 * DAY });
      const before = (await moderationLog(t)).length;
      const answers = await Promise.all([
        decide(reviewer.token, race.appealId, { decision: 'lifted' }),
        decide(second.token, race.appealId, { decision: 'reduced', durationSeconds: DAY }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().error).toBe(MESSAGES.appealAlreadyDecided);
      const winner = answers.find((a) => a.statusCode === 200)!.json<{ appeal: Appeal }>().appeal;
      expect(await callsFor(race.userId)).toHaveLength(1);
      expect((await feedOf(race.sanction._id)).length).toBe(2);
      expect((await moderationLog(t)).slice(before).map((e) => [e.action, e.details.decision])).toEqual([['appeal_decided', winner.status]]);
    });

    it('a sanction that has ended or was revoked: its appeal can be upheld, not reduced or lifted (409)', async () => {
      const expired = await appealed({ type: 'mute', durationSeconds: 3 * DAY });
      await sql`UPDATE sanctions SET expires_at = ${Date.now() - 1000} WHERE id = ${expired.sanction._id}`.execute(t.database.db);
      const revoked = await appealed({ type: 'ban', durationSeconds: 3 * DAY });
      const res = await t.request('POST', `/api/sanctions/${revoked.sanction._id}/revoke`, { token: issuer.token, body: { reason: 'Mistake' } });
      expect(res.statusCode).toBe(200);
      await drain();
      fake.requests.length = 0;
      for (const { appealId, sanction } of [expired, revoked]) {
        const feed = await feedOf(sanction._id);
        for (const body of [{ decision: 'lifted' }, { decision: 'reduced', durationSeconds: DAY }]) {
          const refused = await decide(reviewer.token, appealId, body);
          expect([refused.statusCode, refused.json().error]).toEqual([409, MESSAGES.appealSanctionEnded]);
        }
        expect(await feedOf(sanction._id)).toEqual(feed);
        expect((await decided(reviewer.token, appealId, { decision: 'upheld' })).status).toBe('upheld');
      }
      expect(await callsFor(revoked.userId)).toEqual([]);
    });
  });
}
