// Sanction presets: administrators' CRUD within its limits (50 presets, 10 steps, names unique in
// any letter case, texts limited) with sentences for bad input; who may read and change them; the
// escalation suggestion (revoked sanctions and other presets do not count, the ladder's last step
// repeats); a sanction remembers its preset; and a case named by a sanction gains its player.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, SanctionPreset, SanctionPresetsResponse, Sanction, SanctionSuggestion } from '@staff-console/domain';
import { insertPlayers } from '../../../db/fixtures/players.fixtures';
import { moderationLog, type StaffMember, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const DAY = 86_400;
const SCAMMING = {
  name: 'Scamming',
  publicReason: 'Scamming other players',
  privateReason: 'Took items without paying',
  steps: [{ type: 'warn' }, { type: 'ban', durationSeconds: 7 * DAY }, { type: 'ban', durationSeconds: null }],
};

for (const engine of ENGINES) {
  describe(`sanction presets [${engine}]`, () => {
    let t: TestApp;
    let viewer: StaffMember;
    let mod: StaffMember;
    let banner: StaffMember;

    beforeAll(async () => {
      t = await createTestApp(engine);
      viewer = await staffWith(t, 'viewer', ['view_moderation']);
      mod = await staffWith(t, 'mod', ['moderate']);
      banner = await staffWith(t, 'banner', ['ban_players']);
    });
    afterAll(() => t?.close());

    const create = (body: unknown, token = t.adminToken) => t.request('POST', '/api/sanction-presets', { token, body });
    const created = async (body: unknown): Promise<SanctionPreset> => {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ preset: SanctionPreset }>().preset;
    };
    const list = async (token = viewer.token) => (await t.request('GET', '/api/sanction-presets', { token })).json<SanctionPresetsResponse>();
    const suggest = async (userId: number, presetId: string): Promise<SanctionSuggestion> => {
      const res = await t.request('GET', `/api/players/${userId}/sanction-suggestion?presetId=${presetId}`, { token: mod.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ suggestion: SanctionSuggestion }>().suggestion;
    };
    const issue = async (userId: number, body: Record<string, unknown>, token = banner.token): Promise<Sanction> => {
      const res = await t.request('POST', `/api/players/${userId}/sanctions`, { token, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ sanction: Sanction }>().sanction;
    };
    /** Moves a sanction's times (and so its expiry) days into the past, as time passing would. */
    const age = (id: string, days: number) =>
      sql`UPDATE sanctions SET created_at = created_at - ${days * DAY * 1000}, expires_at = expires_at - ${days * DAY * 1000} WHERE id = ${id}`.execute(
        t.database.db,
      );
    const error = (res: { json: <T>() => T }) => res.json<{ error: string }>().error;

    it('creates, lists, changes and deletes a preset, each in the action log', async () => {
      const preset = await created(SCAMMING);
      expect(preset).toMatchObject({
        name: 'Scamming',
        publicReason: 'Scamming other players',
        privateReason: 'Took items without paying',
        steps: [
          { type: 'warn', durationSeconds: null },
          { type: 'ban', durationSeconds: 7 * DAY },
          { type: 'ban', durationSeconds: null },
        ],
      });
      const answer = await list();
      expect(answer.presets.map((p) => p.name)).toEqual(['Scamming']);
      expect(answer.openCloudConfigured).toBe(false);

      const renamed = await t.request('PATCH', `/api/sanction-presets/${preset._id}`, { token: t.adminToken, body: { name: 'Scamming ' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const other = await created({ name: 'Spam', publicReason: 'Spamming chat', steps: [{ type: 'mute', durationSeconds: 3600 }] });
      const gone = await t.request('DELETE', `/api/sanction-presets/${other._id}`, { token: t.adminToken });
      expect(gone.statusCode).toBe(200);
      expect((await t.request('DELETE', `/api/sanction-presets/${other._id}`, { token: t.adminToken })).statusCode).toBe(404);
      expect((await list()).presets.map((p) => p.name)).toEqual(['Scamming']);
      const actions = (await moderationLog(t)).map((l) => l.action).filter((a) => a.startsWith('sanction_preset'));
      expect(actions).toEqual(['sanction_preset_created', 'sanction_preset_updated', 'sanction_preset_created', 'sanction_preset_deleted']);
    });

    it('refuses bad input with a sentence and changes nothing', async () => {
      const before = (await list()).presets;
      const cases: [unknown, number, string][] = [
        [{ ...SCAMMING, name: 'SCAMMING' }, 409, 'A sanction preset with this name already exists.'],
        [{ ...SCAMMING, name: '  ' }, 400, "Invalid body 'name': must not be empty"],
        [{ ...SCAMMING, name: 'x'.repeat(81) }, 400, "Invalid body 'name': must be at most 80 characters"],
        [{ ...SCAMMING, name: 'Long', publicReason: 'p'.repeat(401) }, 400, "Invalid body 'publicReason': must be at most 400 characters"],
        [{ ...SCAMMING, name: 'Steps', steps: [] }, 400, "Invalid body 'steps': must have at least 1 step"],
        [{ ...SCAMMING, name: 'Steps', steps: Array.from({ length: 11 }, () => ({ type: 'warn' })) }, 400, "Invalid body 'steps': must have at most 10 steps"],
        [{ ...SCAMMING, name: 'Warn', steps: [{ type: 'warn', durationSeconds: 60 }] }, 400, 'A warning has no duration: leave durationSeconds out.'],
        [{ ...SCAMMING, name: 'Kick', steps: [{ type: 'kick' }] }, 400, "Invalid body 'steps.0.type': must be one of warn, mute, ban"],
        [
          { ...SCAMMING, name: 'Short', steps: [{ type: 'mute', durationSeconds: 5 }] },
          400,
          "Invalid body 'steps.0.durationSeconds': must be at least 60 seconds",
        ],
      ];
      for (const [body, status, sentence] of cases) {
        const res = await create(body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(error(res)).toBe(sentence);
      }
      const id = before[0]!._id;
      const empty = await t.request('PATCH', `/api/sanction-presets/${id}`, { token: t.adminToken, body: {} });
      expect(empty.statusCode).toBe(400);
      expect(error(empty)).toBe('Send at least one of name, publicReason, privateReason or steps.');
      expect((await t.request('PATCH', `/api/sanction-presets/${'a'.repeat(24)}`, { token: t.adminToken, body: { name: 'Z' } })).statusCode).toBe(404);
      const bad = await t.request('PATCH', '/api/sanction-presets/nope', { token: t.adminToken, body: { name: 'Z' } });
      expect(bad.statusCode).toBe(400);
      expect(error(bad)).toContain('must be a 24-character hexadecimal id');
      expect((await list()).presets).toEqual(before);
    });

    it('holds at most 50 presets', async () => {
      const existing = (await list()).presets.length;
      for (let i = existing; i < 50; i += 1) await created({ name: `Reason ${i}`, publicReason: 'Rules', steps: [{ type: 'warn' }] });
      const res = await create({ name: 'One too many', publicReason: 'Rules', steps: [{ type: 'warn' }] });
      expect(res.statusCode).toBe(409);
      expect(error(res)).toBe('There are already 50 sanction presets. Delete one before adding another.');
      const all = (await list()).presets;
      expect(all).toHaveLength(50);
      for (const p of all.filter((p) => p.name.startsWith('Reason '))) await t.request('DELETE', `/api/sanction-presets/${p._id}`, { token: t.adminToken });
    });

    it('lets staff with view_moderation read presets and only administrators change them', async () => {
      const id = (await list()).presets[0]!._id;
      for (const who of [viewer, mod, banner]) {
        expect((await create({ ...SCAMMING, name: 'Mine' }, who.token)).statusCode).toBe(403);
        expect((await t.request('PATCH', `/api/sanction-presets/${id}`, { token: who.token, body: { name: 'Mine' } })).statusCode).toBe(403);
        expect((await t.request('DELETE', `/api/sanction-presets/${id}`, { token: who.token })).statusCode).toBe(403);
      }
      const chatOnly = await staffWith(t, 'chat_only', ['view_chat']);
      expect((await t.request('GET', '/api/sanction-presets', { token: chatOnly.token })).statusCode).toBe(403);
      expect((await t.request('GET', `/api/players/1/sanction-suggestion?presetId=${id}`, { token: viewer.token })).statusCode).toBe(403);
    });

    it('suggests the next step from the sanctions under the preset that were not revoked, clamped to the last', async () => {
      await insertPlayers(t.database, [{ userId: 500, username: 'FrostQueen' }]);
      const scam = (await list()).presets.find((p) => p.name === 'Scamming')!;
      const spam = await created({ name: 'Spam', publicReason: 'Spamming chat', steps: [{ type: 'mute', durationSeconds: 3600 }] });

      const first = await suggest(500, scam._id);
      expect(first).toMatchObject({ count: 0, stepIndex: 0, step: { type: 'warn', durationSeconds: null }, earlier: [] });
      expect(first.reason).toBe('1st time for Scamming: no earlier sanction for this reason.');

      const warning = await issue(500, { type: 'warn', reason: 'Scam', presetId: scam._id });
      expect(warning.presetId).toBe(scam._id);
      expect(warning.playerName).toBe('FrostQueen');
      // Another preset's sanctions and a revoked one do not count.
      await issue(500, { type: 'mute', reason: 'Spam', durationSeconds: 3600, presetId: spam._id });
      const revoked = await issue(500, { type: 'warn', reason: 'Mistake', presetId: scam._id });
      expect((await t.request('POST', `/api/sanctions/${revoked._id}/revoke`, { token: mod.token, body: { reason: 'Wrong player' } })).statusCode).toBe(200);

      const second = await suggest(500, scam._id);
      expect(second).toMatchObject({ count: 1, stepIndex: 1, step: { type: 'ban', durationSeconds: 7 * DAY } });
      expect(second.earlier.map((e) => e.sanctionId)).toEqual([warning._id]);
      expect(second.reason).toMatch(/^2nd time for Scamming: warned on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);

      const ban = await issue(500, { type: 'ban', reason: 'Scam again', durationSeconds: 7 * DAY, presetId: scam._id });
      await age(warning._id, 20);
      await age(ban._id, 8); // expired: still counts
      const third = await suggest(500, scam._id);
      expect(third).toMatchObject({ count: 2, stepIndex: 2, step: { type: 'ban', durationSeconds: null } });
      expect(third.reason).toMatch(/^3rd time for Scamming: warned on .+, banned 7 days on .+\.$/);

      const permanent = await issue(500, { type: 'ban', reason: 'Scam for good', presetId: scam._id });
      expect((await t.request('POST', `/api/sanctions/${permanent._id}/revoke`, { token: banner.token, body: { reason: 'Appeal' } })).statusCode).toBe(200);
      await issue(500, { type: 'ban', reason: 'Scam for good', presetId: scam._id });
      const fourth = await suggest(500, scam._id);
      expect(fourth).toMatchObject({ count: 3, stepIndex: 2, step: { type: 'ban', durationSeconds: null } });
      expect(fourth.reason).toMatch(/banned permanently on .+\. The last step of the ladder is repeated\.$/);

      // Another player starts at the bottom of the ladder.
      expect((await suggest(501, scam._id)).stepIndex).toBe(0);
      const missing = await t.request('GET', `/api/players/500/sanction-suggestion?presetId=${'b'.repeat(24)}`, { token: mod.token });
      expect(missing.statusCode).toBe(404);
      expect(error(missing)).toBe('Sanction preset not found');
      const noPreset = await t.request('GET', '/api/players/500/sanction-suggestion', { token: mod.token });
      expect(noPreset.statusCode).toBe(400);
    });

    it('stores the preset of a sanction, refuses an unknown one, and keeps the sanction when the preset goes', async () => {
      const preset = await created({ name: 'Exploiting', publicReason: 'Exploiting', steps: [{ type: 'warn' }] });
      const res = await t.request('POST', '/api/players/600/sanctions', { token: mod.token, body: { type: 'warn', reason: 'x', presetId: 'c'.repeat(24) } });
      expect(res.statusCode).toBe(404);
      expect(error(res)).toBe('Sanction preset not found');
      expect((await t.request('GET', '/api/players/600/sanctions', { token: mod.token })).json<{ sanctions: Sanction[] }>().sanctions).toEqual([]);
      const s = await issue(600, { type: 'warn', reason: 'Exploit', presetId: preset._id }, mod.token);
      const row = await t.database.db.selectFrom('sanctions').select('preset_id').where('id', '=', s._id).executeTakeFirstOrThrow();
      expect(row.preset_id).toBe(preset._id);
      expect((await t.request('DELETE', `/api/sanction-presets/${preset._id}`, { token: t.adminToken })).statusCode).toBe(200);
      const after = (await t.request('GET', '/api/players/600/sanctions', { token: mod.token })).json<{ sanctions: Sanction[] }>().sanctions;
      expect(after).toHaveLength(1);
      expect(after[0]!.presetId).toBeUndefined();
    });

    it('adds the player to a case the sanction names, in its history', async () => {
      const opened = await t.request('POST', '/api/cases', { token: mod.token, body: { title: 'Scam ring', players: [700] } });
      expect(opened.statusCode, opened.body).toBe(201);
      const caseId = opened.json<{ case: { _id: string } }>().case._id;
      await issue(701, { type: 'warn', reason: 'Part of the ring', caseId }, mod.token);
      await issue(700, { type: 'warn', reason: 'Ringleader', caseId }, mod.token);
      const detail = (await t.request('GET', `/api/cases/${caseId}`, { token: mod.token })).json<{ case: CaseDetail }>().case;
      expect(detail.players).toEqual([700, 701]);
      const changes = detail.activity.filter((a) => a.type === 'updated').map((a) => a.changes);
      expect(changes).toEqual([[{ field: 'players', from: [700], to: [700, 701] }]]);
      expect(detail.activity.filter((a) => a.type === 'sanction_issued').map((a) => a.sanction?.userId)).toEqual([701, 700]);
    });
  });
}

for (const engine of ENGINES) {
  describe(`player labels [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t?.close());

    it('names the given players in order, null when no name is seen, and refuses bad lists', async () => {
      await insertPlayers(t.database, [{ userId: 42, username: 'FrostQueen' }]);
      const mod = await staffWith(t, 'labels_mod', ['view_moderation']);
      const res = await t.request('GET', '/api/player-labels?ids=7,42', { token: mod.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        players: [
          { userId: 7, name: null },
          { userId: 42, name: 'FrostQueen' },
        ],
      });
      const bad = await t.request('GET', '/api/player-labels?ids=7,FrostQueen', { token: mod.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toBe("Invalid query parameter 'ids': must be a comma-separated list of numeric user ids");
      const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      expect((await t.request('GET', `/api/player-labels?ids=${many}`, { token: mod.token })).statusCode).toBe(400);
      const chatOnly = await staffWith(t, 'labels_chat', ['view_chat']);
      expect((await t.request('GET', '/api/player-labels?ids=42', { token: chatOnly.token })).statusCode).toBe(403);
    });
  });
}
