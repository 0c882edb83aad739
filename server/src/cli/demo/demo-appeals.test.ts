// The demo's appeals: open ones on mutes and bans of named players, and one ban reduced on appeal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppealsPage } from '@staff-console/domain';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { generateInto } from './demo-load';
import { seedAppeals } from './demo-appeals';
import { seedModeration } from './demo-moderation';

describe('demo appeals [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await generateInto(t.database, { chat: 3000, trades: 1500, marketplace: 500, players: 200 }, undefined, { seed: 5, endAt: Date.UTC(2026, 10, 20) });
    await seedModeration(t.app, t.config.adminUsername, ADMIN_PASSWORD);
  });
  afterAll(() => t?.close());

  it('sends appeals of mutes and bans, and reduces a ban with an answer and a note', async () => {
    expect(await seedAppeals(t.app, t.config.adminUsername, ADMIN_PASSWORD)).toEqual({ open: 4, decided: 1 });
    const open = (await t.request('GET', '/api/appeals', { token: t.adminToken })).json<AppealsPage>();
    expect(open.total).toBe(4);
    expect(new Set(open.appeals.map((a) => a.sanction.type))).toEqual(new Set(['mute', 'ban']));
    expect(new Set(open.appeals.map((a) => a.userId)).size).toBe(4);
    expect(open.appeals.filter((a) => a.playerName).length).toBeGreaterThanOrEqual(3);
    const reduced = (await t.request('GET', '/api/appeals?status=reduced', { token: t.adminToken })).json<AppealsPage>();
    expect(reduced.appeals).toHaveLength(1);
    const [appeal] = reduced.appeals;
    expect(appeal).toMatchObject({ status: 'reduced', publicAnswer: expect.any(String), privateNote: expect.any(String) });
    expect(appeal!.sanction).toMatchObject({ type: 'ban', status: 'active', appeal: { status: 'reduced' } });
    expect(Date.parse(appeal!.sanction.expiresAt!) - Date.parse(appeal!.sanction.createdAt)).toBe(3 * 86_400_000);
  });
});
