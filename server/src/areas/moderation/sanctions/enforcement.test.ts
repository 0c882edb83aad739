// Bans through Roblox Open Cloud, against a fake Open Cloud on a local port: each ban and revoke
// arrives once with the right path, key and body; 500s, 429s and timeouts are retried; after the
// last attempt the sanction shows `failed` with the platform's answer (and the action log says so),
// and Retry sends it again. Warnings and mutes never reach Open Cloud.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sanction, SanctionsPage } from '@staff-console/domain';
import { moderationLog, type StaffMember, staffWith } from '../moderation.fixtures';
import { ENGINES, type TestApp } from '../../../test/harness';
import { until } from '../../../test/until';
import { type FakeOpenCloud, openCloudTestApp, startFakeOpenCloud } from '../../../upstream/open-cloud.fixtures';

const KEY = 'oc-test-key-0123456789';
const UNIVERSE = '987654';

for (const engine of ENGINES) {
  describe(`bans through Open Cloud [${engine}]`, () => {
    let t: TestApp;
    let fake: FakeOpenCloud;
    let banner: StaffMember;
    let mod: StaffMember;

    beforeAll(async () => {
      fake = await startFakeOpenCloud();
      t = await openCloudTestApp(engine, fake, KEY, UNIVERSE);
      banner = await staffWith(t, 'banner', ['ban_players']);
      mod = await staffWith(t, 'mod', ['moderate']);
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });
    beforeEach(() => {
      fake.requests.length = 0;
      fake.failAlways(null);
    });

    const ban = async (userId: number, body: Record<string, unknown> = {}): Promise<Sanction> => {
      const res = await t.request('POST', `/api/players/${userId}/sanctions`, { token: banner.token, body: { type: 'ban', reason: 'Scamming', ...body } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ sanction: Sanction }>().sanction;
    };
    const read = async (userId: number, id: string): Promise<Sanction> => {
      const res = await t.request('GET', `/api/players/${userId}/sanctions`, { token: banner.token });
      return res.json<{ sanctions: Sanction[] }>().sanctions.find((s) => s._id === id)!;
    };
    const settled = (userId: number, id: string, state: string) =>
      until(
        () => read(userId, id),
        (s) => s.enforcement.state === state,
        `${id} ${state}`,
      );
    const path = (userId: number) => `/cloud/v2/universes/${UNIVERSE}/user-restrictions/${userId}`;

    it('sends a timed ban once, with the key, the duration and both reasons', async () => {
      const s = await ban(301, { durationSeconds: 86_400, publicReason: 'Banned for scamming', excludeAltAccounts: true });
      expect(['pending', 'applied']).toContain(s.enforcement.state);
      const applied = await settled(301, s._id, 'applied');
      expect(applied.enforcement).toEqual({ state: 'applied', attempts: 1, appliedAt: expect.any(String) });
      expect(fake.requests).toEqual([
        {
          method: 'PATCH',
          path: path(301),
          apiKey: KEY,
          contentType: 'application/json',
          body: {
            gameJoinRestriction: {
              active: true,
              duration: '86400s',
              privateReason: 'Scamming',
              displayReason: 'Banned for scamming',
              excludeAltAccounts: true,
            },
          },
          answered: 200,
        },
      ]);
    });

    it('sends a permanent ban without a duration, and its revoke as active: false', async () => {
      const s = await ban(302);
      await settled(302, s._id, 'applied');
      const revoked = await t.request('POST', `/api/sanctions/${s._id}/revoke`, { token: banner.token, body: { reason: 'Appeal accepted' } });
      expect(revoked.statusCode).toBe(200);
      const after = await settled(302, s._id, 'applied');
      expect(after.status).toBe('revoked');
      expect(fake.requests.map((r) => [r.method, r.path, r.apiKey, r.body])).toEqual([
        ['PATCH', path(302), KEY, { gameJoinRestriction: { active: true, privateReason: 'Scamming', displayReason: '', excludeAltAccounts: false } }],
        ['PATCH', path(302), KEY, { gameJoinRestriction: { active: false } }],
      ]);
    });

    it('never calls Open Cloud for warnings and mutes', async () => {
      for (const body of [
        { type: 'warn', reason: 'w' },
        { type: 'mute', reason: 'm', durationSeconds: 600 },
      ]) {
        const res = await t.request('POST', '/api/players/303/sanctions', { token: mod.token, body });
        expect(res.json().sanction.enforcement).toEqual({ state: 'not_applicable', attempts: 0 });
      }
      // A ban afterwards is delivered: had the others been queued, they would have gone first.
      const s = await ban(303);
      await settled(303, s._id, 'applied');
      expect(fake.requests.map((r) => r.body)).toHaveLength(1);
    });

    it('retries a 500, a 429 and a timeout, then applies the ban with one identical call per attempt', async () => {
      fake.failNext({ status: 500, body: 'upstream broke' }, { status: 429, body: '{"message":"slow down"}' }, 'hang');
      const s = await ban(304, { durationSeconds: 3600 });
      const applied = await settled(304, s._id, 'applied');
      expect(applied.enforcement.attempts).toBe(4);
      expect(fake.requests.map((r) => r.answered)).toEqual([500, 429, 'hang', 200]);
      expect(new Set(fake.requests.map((r) => JSON.stringify([r.path, r.apiKey, r.body]))).size).toBe(1);
    });

    it("marks the ban failed with the platform's answer after the last attempt, logs it, and Retry sends it again", async () => {
      fake.failAlways({ status: 503, body: `{"code":"UNAVAILABLE","message":"maintenance for ${KEY}"}` });
      const before = (await moderationLog(t)).length;
      const s = await ban(305);
      const failed = await settled(305, s._id, 'failed');
      expect(failed.enforcement).toEqual({
        state: 'failed',
        attempts: 4,
        lastError: 'Open Cloud answered 503: {"code":"UNAVAILABLE","message":"maintenance for [redacted]"}',
      });
      expect(fake.requests).toHaveLength(4);
      const entries = (await moderationLog(t)).slice(before);
      expect(entries.map((e) => [e.action, e.username])).toEqual([
        ['sanction_issued', 'banner'],
        ['sanction_enforcement_failed', 'system'],
      ]);
      expect(entries[1]!.details).toEqual({ sanctionId: s._id, userId: 305, active: true, error: failed.enforcement.lastError });
      expect(JSON.stringify(entries)).not.toContain(KEY);

      // Retrying needs what issuing needs: a moderator cannot retry a ban.
      expect((await t.request('POST', `/api/sanctions/${s._id}/retry`, { token: mod.token })).statusCode).toBe(403);
      fake.failAlways(null);
      const retried = await t.request('POST', `/api/sanctions/${s._id}/retry`, { token: banner.token });
      expect(retried.statusCode, retried.body).toBe(200);
      const applied = await settled(305, s._id, 'applied');
      expect(applied.enforcement.attempts).toBe(1);
      expect(fake.requests.map((r) => r.answered)).toEqual([503, 503, 503, 503, 200]);
      expect((await t.request('POST', `/api/sanctions/${s._id}/retry`, { token: banner.token })).statusCode).toBe(409);
      expect((await moderationLog(t)).slice(before).map((e) => e.action)).toEqual([
        'sanction_issued',
        'sanction_enforcement_failed',
        'sanction_enforcement_retried',
      ]);
    });

    it('fails at once on an answer no retry changes (a refused key)', async () => {
      fake.failAlways({ status: 403, body: '{"code":"PERMISSION_DENIED"}' });
      const s = await ban(306);
      const failed = await settled(306, s._id, 'failed');
      expect(failed.enforcement).toMatchObject({ attempts: 1, lastError: 'Open Cloud answered 403: {"code":"PERMISSION_DENIED"}' });
    });

    it('lists sanctions by enforcement state: failed, applied and pending bans, and warnings', async () => {
      const list = async (q: string) => {
        const res = await t.request('GET', `/api/sanctions?limit=1000${q}`, { token: mod.token });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<SanctionsPage>();
      };
      fake.failAlways({ status: 403, body: '{"code":"PERMISSION_DENIED"}' });
      const failed = await ban(320);
      await settled(320, failed._id, 'failed');
      fake.failAlways(null);
      const applied = await ban(321);
      await settled(321, applied._id, 'applied');
      await t.app.deps.outbox.stop();
      const pending = await ban(322);
      const warning = (await t.request('POST', '/api/players/323/sanctions', { token: mod.token, body: { type: 'warn', reason: 'Spam' } })).json<{
        sanction: Sanction;
      }>().sanction;
      try {
        const expected = { failed: failed._id, applied: applied._id, pending: pending._id, not_applicable: warning._id } as const;
        for (const [state, id] of Object.entries(expected)) {
          const page = await list(`&enforcement=${state}`);
          expect(page.sanctions.map((s) => s._id)).toContain(id);
          expect(page.sanctions.every((s) => s.enforcement.state === state)).toBe(true);
          expect(page.total).toBe(page.sanctions.length);
          for (const other of Object.values(expected)) if (other !== id) expect(page.sanctions.map((s) => s._id)).not.toContain(other);
        }
        // A revoked ban shows (and is filtered by) the state of its lift.
        await t.request('POST', `/api/sanctions/${applied._id}/revoke`, { token: banner.token, body: { reason: 'Appeal' } });
        expect((await list('&enforcement=pending&type=ban&status=revoked')).sanctions.map((s) => s._id)).toContain(applied._id);
        expect((await list('&enforcement=applied')).sanctions.map((s) => s._id)).not.toContain(applied._id);
        expect((await list('&enforcement=failed&type=ban&status=active&userId=320')).sanctions.map((s) => s._id)).toEqual([failed._id]);
      } finally {
        t.app.deps.outbox.start();
      }
      await settled(321, applied._id, 'applied');
      expect((await list('&enforcement=applied&status=revoked')).sanctions.map((s) => s._id)).toContain(applied._id);
    });

    it('does not send a ban revoked before it went out, and lifts one that was under way', async () => {
      // Not yet sent (no worker running): the ban is cancelled, only the lift goes out.
      await t.app.deps.outbox.stop();
      const early = await ban(308);
      expect(early.enforcement).toEqual({ state: 'pending', attempts: 0 });
      await t.request('POST', `/api/sanctions/${early._id}/revoke`, { token: banner.token, body: { reason: 'Too quick' } });
      t.app.deps.outbox.start();
      await settled(308, early._id, 'applied');
      expect(fake.requests.map((r) => [r.path, r.body])).toEqual([[path(308), { gameJoinRestriction: { active: false } }]]);
      fake.requests.length = 0;

      // The first ban of this player is held up by timeouts; the revoke waits behind it, then lifts it.
      fake.failNext('hang');
      const s = await ban(307);
      await until(
        async () => fake.requests.length,
        (n) => n >= 1,
        'the first attempt',
      );
      await t.request('POST', `/api/sanctions/${s._id}/revoke`, { token: banner.token, body: { reason: 'Mistake' } });
      await settled(307, s._id, 'applied');
      const bodies = fake.requests.map((r) => (r.body as { gameJoinRestriction: { active: boolean } }).gameJoinRestriction.active);
      // The ban was under way when revoked, so it was finished first; the lift came last.
      expect(bodies.at(-1)).toBe(false);
      expect(bodies.filter((a) => !a)).toHaveLength(1);
    });
  });
}
