// The player page's moderation record: banned or muted now and until when, past sanctions by type
// with revoked ones apart, notes, and the open cases naming the player; view_moderation only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerRecordResponse, Sanction } from '@staff-console/domain';
import { staffWith, type StaffMember } from '../moderation/moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness';

for (const engine of ENGINES) {
  describe(`player record [${engine}]`, () => {
    let t: TestApp;
    let banner: StaffMember;

    beforeAll(async () => {
      t = await createTestApp(engine);
      banner = await staffWith(t, 'banner', ['moderate', 'ban_players']);
    });
    afterAll(() => t?.close());

    const record = async (userId: number, token = banner.token) => {
      const res = await t.request('GET', `/api/players/${userId}/record`, { token });
      expect(res.statusCode).toBe(200);
      return res.json<PlayerRecordResponse>().record;
    };
    const issue = async (userId: number, body: Record<string, unknown>) => {
      const res = await t.request('POST', `/api/players/${userId}/sanctions`, { token: banner.token, body });
      expect(res.statusCode).toBe(201);
      return res.json<{ sanction: Sanction }>().sanction;
    };

    it('is empty for a player nobody has dealt with', async () => {
      expect(await record(1)).toEqual({
        activeBan: null,
        activeMute: null,
        sanctionCounts: { warn: 0, mute: 0, ban: 0 },
        revokedCount: 0,
        noteCount: 0,
        openCases: [],
        openCaseCount: 0,
      });
    });

    it('shows the active ban and mute, counts by type with revoked ones apart, notes and open cases', async () => {
      const warn = await issue(500, { type: 'warn', reason: 'Spam' });
      await issue(500, { type: 'warn', reason: 'Spam again' });
      const mute = await issue(500, { type: 'mute', reason: 'Slurs', durationSeconds: 3600 });
      const ban = await issue(500, { type: 'ban', reason: 'Scamming', durationSeconds: 7 * 86_400 });
      expect((await t.request('POST', `/api/sanctions/${warn._id}/revoke`, { token: banner.token, body: { reason: 'Mistake' } })).statusCode).toBe(200);
      await t.request('POST', '/api/players/500/notes', { token: banner.token, body: { text: 'Known scammer' } });
      const open = await t.request('POST', '/api/cases', { token: banner.token, body: { title: 'Open one', players: [500] } });
      const closed = await t.request('POST', '/api/cases', { token: banner.token, body: { title: 'Closed one', players: [500, 501] } });
      await t.request('PATCH', `/api/cases/${closed.json<{ case: { _id: string } }>().case._id}`, { token: banner.token, body: { status: 'closed' } });
      const openCase = open.json<{ case: { _id: string; number: number } }>().case;

      expect(await record(500)).toEqual({
        activeBan: { id: ban._id, expiresAt: ban.expiresAt, reason: 'Scamming' },
        activeMute: { id: mute._id, expiresAt: mute.expiresAt, reason: 'Slurs' },
        sanctionCounts: { warn: 1, mute: 1, ban: 1 },
        revokedCount: 1,
        noteCount: 1,
        openCases: [{ id: openCase._id, number: openCase.number, title: 'Open one', status: 'open' }],
        openCaseCount: 1,
      });
    });

    it('a revoked ban no longer shows as active', async () => {
      const ban = await issue(600, { type: 'ban', reason: 'Oops' });
      expect((await record(600)).activeBan).toEqual({ id: ban._id, expiresAt: null, reason: 'Oops' });
      await t.request('POST', `/api/sanctions/${ban._id}/revoke`, { token: banner.token, body: { reason: 'Wrong player' } });
      const after = await record(600);
      expect(after.activeBan).toBeNull();
      expect(after.sanctionCounts).toEqual({ warn: 0, mute: 0, ban: 0 });
      expect(after.revokedCount).toBe(1);
    });

    it('needs view_moderation', async () => {
      const chatOnly = await staffWith(t, 'chat_only', ['view_chat']);
      const res = await t.request('GET', '/api/players/500/record', { token: chatOnly.token });
      expect(res.statusCode).toBe(403);
      expect((await t.request('GET', '/api/players/abc/record', { token: banner.token })).statusCode).toBe(400);
    });
  });
}
