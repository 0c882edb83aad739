// Sanctions without Open Cloud: who may issue and revoke what, at most one active mute and one
// active ban per player (also when issued at the same moment), expiry freeing the slot, revoking,
// the lists and their filters, a case's history, the player timeline and the action log.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, Sanction, SanctionsPage, TimelinePage } from '@staff-console/domain';
import { insertPlayers } from '../../../db/fixtures/players.fixtures';
import { moderationLog, moderationStaff, type StaffMember, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

const HOUR = 3_600_000;

for (const engine of ENGINES) {
  describe(`sanctions [${engine}]`, () => {
    let t: TestApp;
    let viewer: StaffMember;
    let mod: StaffMember;
    let banner: StaffMember;
    let chatOnly: StaffMember;

    beforeAll(async () => {
      t = await createTestApp(engine);
      ({ viewer, mod, banner, chatOnly } = await moderationStaff(t));
    });
    afterAll(() => t?.close());

    const issue = (token: string, userId: number, body: Record<string, unknown>) => t.request('POST', `/api/players/${userId}/sanctions`, { token, body });
    const issued = async (token: string, userId: number, body: Record<string, unknown>): Promise<Sanction> => {
      const res = await issue(token, userId, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ sanction: Sanction }>().sanction;
    };
    const revoke = (token: string, id: string, reason: unknown = 'Appeal accepted') =>
      t.request('POST', `/api/sanctions/${id}/revoke`, { token, body: { reason } });
    const ofPlayer = async (userId: number, token = viewer.token): Promise<Sanction[]> =>
      (await t.request('GET', `/api/players/${userId}/sanctions`, { token })).json<{ sanctions: Sanction[] }>().sanctions;
    /** Moves a sanction's expiry into the past, as time passing would. */
    const expire = (id: string) => sql`UPDATE sanctions SET expires_at = ${Date.now() - 1000} WHERE id = ${id}`.execute(t.database.db);

    it('issues a warning (permanent, enforced by game servers) and a timed mute', async () => {
      const warn = await issued(mod.token, 100, { type: 'warn', reason: '  Spamming trade chat ', publicReason: 'Please stop spamming' });
      expect(warn).toMatchObject({
        userId: 100,
        type: 'warn',
        reason: 'Spamming trade chat',
        publicReason: 'Please stop spamming',
        createdBy: { id: mod.id, username: 'mod' },
        expiresAt: null,
        excludeAltAccounts: false,
        status: 'active',
        enforcement: { state: 'not_applicable', attempts: 0 },
      });
      const mute = await issued(mod.token, 100, { type: 'mute', reason: 'Slurs', durationSeconds: 3600 });
      expect(mute).toMatchObject({ type: 'mute', publicReason: '', status: 'active', enforcement: { state: 'not_applicable', attempts: 0 } });
      expect(Date.parse(mute.expiresAt!) - Date.parse(mute.createdAt)).toBe(HOUR);
      expect((await ofPlayer(100)).map((s) => s._id)).toEqual([mute._id, warn._id]);
    });

    it('records a ban as not_configured without Open Cloud; bans need ban_players', async () => {
      const refused = await issue(mod.token, 101, { type: 'ban', reason: 'Scamming' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, error: 'Issuing or revoking a ban needs the ban_players permission.' });
      const ban = await issued(banner.token, 101, { type: 'ban', reason: 'Scamming', publicReason: 'Scamming', excludeAltAccounts: true });
      expect(ban).toMatchObject({
        type: 'ban',
        expiresAt: null,
        excludeAltAccounts: true,
        status: 'active',
        enforcement: { state: 'not_configured', attempts: 0 },
      });
      const revokeRefused = await revoke(mod.token, ban._id);
      expect(revokeRefused.statusCode).toBe(403);
      expect(revokeRefused.json().error).toBe('Issuing or revoking a ban needs the ban_players permission.');
      // ban_players includes moderate: a banner also mutes.
      expect((await issue(banner.token, 101, { type: 'mute', reason: 'Also muted', durationSeconds: 600 })).statusCode).toBe(201);
      for (const who of [viewer, chatOnly]) expect((await issue(who.token, 101, { type: 'warn', reason: 'x' })).statusCode).toBe(403);
      expect((await t.request('GET', '/api/players/101/sanctions', { token: chatOnly.token })).statusCode).toBe(403);
      expect((await t.request('GET', '/api/players/101/sanctions', { token: null })).statusCode).toBe(401);
    });

    it('refuses a second active mute or ban with 409, and takes a new one once the old has expired or was revoked', async () => {
      const mute = await issued(mod.token, 102, { type: 'mute', reason: 'First', durationSeconds: 3600 });
      const again = await issue(mod.token, 102, { type: 'mute', reason: 'Second', durationSeconds: 60 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, error: 'This player already has an active mute. Revoke it before issuing another.' });
      // Warnings are not limited; a ban is a separate slot.
      expect((await issue(mod.token, 102, { type: 'warn', reason: 'w1' })).statusCode).toBe(201);
      expect((await issue(mod.token, 102, { type: 'warn', reason: 'w2' })).statusCode).toBe(201);
      const ban = await issued(banner.token, 102, { type: 'ban', reason: 'b1', durationSeconds: 86_400 });
      const banAgain = await issue(banner.token, 102, { type: 'ban', reason: 'b2' });
      expect(banAgain.statusCode).toBe(409);
      expect(banAgain.json().error).toBe('This player already has an active ban. Revoke it before issuing another.');

      await expire(mute._id);
      expect((await ofPlayer(102)).find((s) => s._id === mute._id)?.status).toBe('expired');
      const next = await issued(mod.token, 102, { type: 'mute', reason: 'After expiry', durationSeconds: 60 });
      expect(next.status).toBe('active');

      const revoked = await revoke(banner.token, ban._id, '  Wrong player ');
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().sanction).toMatchObject({ status: 'revoked', revokedBy: { id: banner.id, username: 'banner' }, revokeReason: 'Wrong player' });
      expect(revoked.json().sanction.revokedAt).toEqual(expect.any(String));
      expect((await issue(banner.token, 102, { type: 'ban', reason: 'b3' })).statusCode).toBe(201);

      for (const [id, label] of [
        [ban._id, 'revoked'],
        [mute._id, 'expired'],
      ]) {
        const res = await revoke(banner.token, id!);
        expect(res.statusCode, label).toBe(409);
        expect(res.json()).toEqual({ success: false, error: 'Only an active sanction can be revoked.' });
      }
    });

    it('lets one of several mutes issued at the same moment through', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => issue(mod.token, 103, { type: 'mute', reason: `Race ${i}`, durationSeconds: 3600 })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      expect((await ofPlayer(103)).filter((s) => s.status === 'active')).toHaveLength(1);
    });

    if (engine === 'postgres') {
      it('lets one mute through even when every issuer has passed its check before any commits', async () => {
        // The test holds the feed's sequence row, which each issuer takes after checking for an
        // active mute and writing its own: without a per-player lock all of them would pass the check.
        const client = await t.database.pool!.connect();
        try {
          await client.query('BEGIN');
          await client.query("SELECT value FROM sequences WHERE name = 'sanction_change' FOR UPDATE");
          // `.then` sends each request now (an injected request starts when first awaited).
          const pending = Array.from({ length: 6 }, (_, i) =>
            issue(mod.token, 108, { type: 'mute', reason: `Held ${i}`, durationSeconds: 3600 }).then((r) => r),
          );
          for (;;) {
            // Inside a transaction the activity view is read once; each look needs a fresh one.
            await client.query('SELECT pg_stat_clear_snapshot()');
            const { rows } = await client.query<{ n: string }>(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
            );
            if (Number(rows[0]!.n) >= 6) break;
            await new Promise((r) => setTimeout(r, 20));
          }
          await client.query('COMMIT');
          const results = await Promise.all(pending);
          expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
        } finally {
          client.release();
        }
        expect((await ofPlayer(108)).filter((s) => s.status === 'active')).toHaveLength(1);
      });
    }

    it('refuses bad input with a sentence and stores nothing', async () => {
      const bad: [number, Record<string, unknown>, number, string][] = [
        [104, { type: 'kick', reason: 'x' }, 400, "Invalid body 'type': must be one of warn, mute, ban"],
        [104, { type: 'warn', reason: ' ' }, 400, "Invalid body 'reason': must not be empty"],
        [104, { type: 'warn' }, 400, "Invalid body 'reason': must be a string"],
        [104, { type: 'warn', reason: 'x'.repeat(1001) }, 400, "Invalid body 'reason': must be at most 1,000 characters"],
        [104, { type: 'mute', reason: 'x', publicReason: 'x'.repeat(401) }, 400, "Invalid body 'publicReason': must be at most 400 characters"],
        [104, { type: 'warn', reason: 'x', durationSeconds: 3600 }, 400, 'A warning has no duration: leave durationSeconds out.'],
        [104, { type: 'mute', reason: 'x', excludeAltAccounts: true }, 400, 'excludeAltAccounts applies to bans only.'],
        [104, { type: 'mute', reason: 'x', durationSeconds: 59 }, 400, "Invalid body 'durationSeconds': must be at least 60 seconds"],
        [104, { type: 'mute', reason: 'x', durationSeconds: 1.5 }, 400, "Invalid body 'durationSeconds': must be a whole number of seconds"],
        [104, { type: 'mute', reason: 'x', caseId: 'ffffffffffffffffffffffff' }, 404, 'Case not found'],
      ];
      for (const [userId, body, status, error] of bad) {
        const res = await issue(banner.token, userId, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
        expect(res.json()).toEqual({ success: false, error });
      }
      expect(await ofPlayer(104)).toEqual([]);
      const unknown = await revoke(banner.token, 'ffffffffffffffffffffffff');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, error: 'Sanction not found' });
      const mute = await issued(mod.token, 104, { type: 'mute', reason: 'x', durationSeconds: null });
      expect(mute.expiresAt).toBeNull();
      expect((await revoke(mod.token, mute._id, '')).statusCode).toBe(400);
      expect((await ofPlayer(104))[0]!.status).toBe('active');
      const retry = await t.request('POST', `/api/sanctions/${mute._id}/retry`, { token: mod.token });
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toEqual({ success: false, error: 'Only a sanction whose enforcement failed can be retried.' });
    });

    it('lists sanctions newest first with status, type and player filters, paged, with totals', async () => {
      const fresh = await createTestApp(engine);
      try {
        const b = await staffWith(fresh, 'b', ['ban_players']);
        const put = async (userId: number, body: Record<string, unknown>) => {
          const res = await fresh.request('POST', `/api/players/${userId}/sanctions`, { token: b.token, body });
          expect(res.statusCode, res.body).toBe(201);
          return res.json<{ sanction: Sanction }>().sanction._id;
        };
        const w1 = await put(1, { type: 'warn', reason: 'w' });
        const m1 = await put(1, { type: 'mute', reason: 'm', durationSeconds: 3600 });
        const b2 = await put(2, { type: 'ban', reason: 'b' });
        const m2 = await put(2, { type: 'mute', reason: 'm', durationSeconds: 3600 });
        const m3 = await put(3, { type: 'mute', reason: 'm', durationSeconds: 3600 });
        await sql`UPDATE sanctions SET expires_at = ${Date.now() - 1} WHERE id = ${m2}`.execute(fresh.database.db);
        await fresh.request('POST', `/api/sanctions/${m3}/revoke`, { token: b.token, body: { reason: 'r' } });
        const get = async (q: string) => {
          const res = await fresh.request('GET', `/api/sanctions${q}`, { token: b.token });
          expect(res.statusCode, `${q} ${res.body}`).toBe(200);
          const page = res.json<SanctionsPage>();
          return [page.sanctions.map((s) => s._id), page.total];
        };
        expect(await get('')).toEqual([[m3, m2, b2, m1, w1], 5]);
        expect(await get('?status=active')).toEqual([[b2, m1, w1], 3]);
        expect(await get('?status=expired')).toEqual([[m2], 1]);
        expect(await get('?status=revoked')).toEqual([[m3], 1]);
        expect(await get('?type=mute')).toEqual([[m3, m2, m1], 3]);
        expect(await get('?type=mute&status=active')).toEqual([[m1], 1]);
        expect(await get('?userId=2')).toEqual([[m2, b2], 2]);
        expect(await get('?limit=2&page=2')).toEqual([[b2, m1], 5]);
        // Without Open Cloud a ban is not_configured; warnings and mutes are not_applicable.
        expect(await get('?enforcement=not_configured')).toEqual([[b2], 1]);
        expect(await get('?enforcement=not_applicable&status=active')).toEqual([[m1, w1], 2]);
        expect(await get('?enforcement=failed')).toEqual([[], 0]);
        // Each sanction names its player beside the id, as the viewer may see them (player 3 has no name).
        await insertPlayers(fresh.database, [
          { userId: 1, username: 'FrostQueen' },
          { userId: 2, username: 'Vesper' },
        ]);
        const named = (await fresh.request('GET', '/api/sanctions', { token: b.token })).json<SanctionsPage>().sanctions;
        expect(named.map((s) => [s.userId, s.playerName])).toEqual([
          [3, null],
          [2, 'Vesper'],
          [2, 'Vesper'],
          [1, 'FrostQueen'],
          [1, 'FrostQueen'],
        ]);
        for (const [q, error] of [
          ['?status=lifted', "Invalid query parameter 'status': must be one of active, expired, revoked"],
          ['?type=kick', "Invalid query parameter 'type': must be one of warn, mute, ban"],
          ['?userId=x', "Invalid query parameter 'userId': must be a numeric user id"],
          ['?enforcement=done', "Invalid query parameter 'enforcement': must be one of applied, pending, failed, not_configured, not_applicable"],
          ['?caseId=12', "Invalid query parameter 'caseId': must be a 24-character hexadecimal id"],
        ]) {
          const res = await fresh.request('GET', `/api/sanctions${q}`, { token: b.token });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ success: false, error });
        }
      } finally {
        await fresh.close();
      }
    });

    it("writes issues and revokes into the case's history when issued for a case", async () => {
      const c = (await t.request('POST', '/api/cases', { token: mod.token, body: { title: 'Spam wave', players: [105] } })).json<{ case: CaseDetail }>().case;
      const mute = await issued(mod.token, 105, { type: 'mute', reason: 'Spam', durationSeconds: 3600, caseId: c._id.toUpperCase() });
      expect(mute.caseId).toBe(c._id);
      const elsewhere = await issued(mod.token, 105, { type: 'warn', reason: 'Not for the case' });
      const ofCase = (await t.request('GET', `/api/sanctions?caseId=${c._id.toUpperCase()}`, { token: viewer.token })).json<SanctionsPage>();
      expect([ofCase.sanctions.map((x) => x._id), ofCase.total]).toEqual([[mute._id], 1]);
      expect(ofCase.sanctions.map((x) => x._id)).not.toContain(elsewhere._id);
      await revoke(mod.token, mute._id);
      const detail = (await t.request('GET', `/api/cases/${c._id}`, { token: viewer.token })).json<{ case: CaseDetail }>().case;
      expect(detail.activity.slice(1).map((a) => [a.type, a.by.username, a.sanction])).toEqual([
        ['sanction_issued', 'mod', { id: mute._id, type: 'mute', userId: 105 }],
        ['sanction_revoked', 'mod', { id: mute._id, type: 'mute', userId: 105 }],
      ]);
    });

    it('shows notes and sanctions in the player timeline to view_moderation only', async () => {
      await insertPlayers(t.database, [{ userId: 106, username: 'TimelinePlayer' }]);
      await t.request('POST', '/api/players/106/notes', { token: mod.token, body: { text: 'Watch this one' } });
      const warn = await issued(mod.token, 106, { type: 'warn', reason: 'First warning' });
      const both = await staffWith(t, 'both', ['view_moderation', 'view_chat']);
      const page = (await t.request('GET', '/api/players/106/timeline', { token: both.token })).json<TimelinePage>();
      expect(page.data.map((i) => i.kind)).toEqual(['sanction', 'note']);
      expect(page.total).toBe(2);
      const item = page.data[0]!;
      expect(item.kind === 'sanction' && item.sanction).toMatchObject({ _id: warn._id, reason: 'First warning', status: 'active' });
      const chatView = (await t.request('GET', '/api/players/106/timeline', { token: chatOnly.token })).json<TimelinePage>();
      expect(chatView.data).toEqual([]);
      const onlyNotes = (await t.request('GET', '/api/players/106/timeline?kinds=note', { token: viewer.token })).json<TimelinePage>();
      expect(onlyNotes.data.map((i) => i.kind)).toEqual(['note']);
    });

    it('writes every issue and revoke to the action log', async () => {
      const before = (await moderationLog(t)).length;
      const mute = await issued(mod.token, 107, { type: 'mute', reason: 'Logged', durationSeconds: 3600 });
      await revoke(mod.token, mute._id, 'Done');
      await issue(mod.token, 107, { type: 'ban', reason: 'refused' });
      const entries = (await moderationLog(t)).slice(before);
      expect(entries.map((e) => [e.action, e.username, e.details])).toEqual([
        ['sanction_issued', 'mod', { sanctionId: mute._id, userId: 107, type: 'mute', expiresAt: mute.expiresAt }],
        ['sanction_revoked', 'mod', { sanctionId: mute._id, userId: 107, type: 'mute', reason: 'Done' }],
      ]);
    });
  });
}
