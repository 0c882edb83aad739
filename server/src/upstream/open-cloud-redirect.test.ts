// Open Cloud never follows a redirect: a fake Open Cloud that answers a redirect to another local
// server (another port) sees the ban's delivery fail at once, with a sentence naming the redirect;
// the other server receives no request (so neither the key nor the private reason reaches it), and
// the ban is shown failed, never applied.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sanction } from '@staff-console/domain';
import { moderationLog, type StaffMember, staffWith } from '../areas/moderation/moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../test/harness';
import { type FakeOpenCloud, startFakeOpenCloud } from './open-cloud.fixtures';

const KEY = 'oc-redirect-key-0123456789';
const UNIVERSE = '424242';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 1500; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`gave up waiting: ${what}`);
}

for (const engine of ENGINES) {
  describe(`Open Cloud follows no redirect [${engine}]`, () => {
    let t: TestApp;
    let fake: FakeOpenCloud;
    let elsewhere: FakeOpenCloud;
    let banner: StaffMember;

    beforeAll(async () => {
      fake = await startFakeOpenCloud();
      elsewhere = await startFakeOpenCloud();
      t = await createTestApp(engine, {
        openCloud: { url: fake.url, apiKey: KEY, universeId: UNIVERSE },
        outbox: { maxAttempts: 4, maxBackoffMs: 20 },
        upstreamTimeoutMs: 400,
      });
      t.app.deps.outbox.start();
      banner = await staffWith(t, 'banner', ['ban_players']);
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
      await elsewhere?.close();
    });
    beforeEach(() => {
      fake.requests.length = 0;
      elsewhere.requests.length = 0;
      fake.failAlways(null);
    });

    const read = async (userId: number, id: string): Promise<Sanction> => {
      const res = await t.request('GET', `/api/players/${userId}/sanctions`, { token: banner.token });
      return res.json<{ sanctions: Sanction[] }>().sanctions.find((s) => s._id === id)!;
    };

    it.each([302, 307, 308])('marks the ban failed on a %i to another port, and sends nothing there', async (status) => {
      const userId = 700 + status;
      const target = `${elsewhere.url}/cloud/v2/universes/${UNIVERSE}/user-restrictions/${userId}`;
      fake.failAlways({ status, headers: { location: target } });
      const res = await t.request('POST', `/api/players/${userId}/sanctions`, {
        token: banner.token,
        body: { type: 'ban', reason: 'Private: alt of a known scammer', publicReason: 'Scamming' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ sanction: Sanction }>().sanction._id;
      const failed = await until(
        () => read(userId, id),
        (s) => s.enforcement.state !== 'pending',
        'the delivery settled',
      );
      const sentence = `Open Cloud answered ${status}, a redirect to ${new URL(elsewhere.url).host}; redirects are never followed`;
      expect(failed.enforcement).toEqual({ state: 'failed', attempts: 1, lastError: sentence });
      expect(fake.requests.map((r) => r.answered)).toEqual([status]);
      expect(elsewhere.requests).toEqual([]);
      const outbox = await t.database.db.selectFrom('outbox').select(['status', 'last_error']).where('kind', '=', 'roblox_user_restriction').execute();
      expect(outbox.filter((o) => o.last_error === sentence)).toEqual([{ status: 'failed', last_error: sentence }]);
      const logged = (await moderationLog(t)).filter((e) => e.action === 'sanction_enforcement_failed' && e.details.sanctionId === id);
      expect(logged.map((e) => e.details.error)).toEqual([sentence]);
    });
  });
}
