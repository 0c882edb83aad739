// Notes on players: who may read and write them, the author-or-administrator rule for changes,
// newest-first listing, the text limit, and an action-log entry for every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '@staff-console/domain';
import { moderationLog, moderationStaff, type StaffMember, staffWith } from '../moderation.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness';

for (const engine of ENGINES) {
  describe(`notes on players [${engine}]`, () => {
    let t: TestApp;
    let viewer: StaffMember;
    let mod: StaffMember;
    let otherMod: StaffMember;
    let banner: StaffMember;
    let chatOnly: StaffMember;

    beforeAll(async () => {
      t = await createTestApp(engine);
      ({ viewer, mod, banner, chatOnly } = await moderationStaff(t));
      otherMod = await staffWith(t, 'other_mod', ['moderate']);
    });
    afterAll(() => t?.close());

    const write = (token: string, userId: number, text: unknown) => t.request('POST', `/api/players/${userId}/notes`, { token, body: { text } });
    const list = (token: string, userId: number) => t.request('GET', `/api/players/${userId}/notes`, { token });

    it('lets moderators write notes and view_moderation read them, newest first', async () => {
      const first = await write(mod.token, 501, '  Scam attempt in trade chat  ');
      expect(first.statusCode, first.body).toBe(201);
      const note = first.json<{ note: Note }>().note;
      expect(note).toMatchObject({ userId: 501, text: 'Scam attempt in trade chat', createdBy: { id: mod.id, username: 'mod' } });
      expect(note._id).toMatch(/^[0-9a-f]{24}$/);
      expect(note.updatedAt).toBeUndefined();
      expect((await write(banner.token, 501, 'Second note')).statusCode).toBe(201);
      expect((await write(mod.token, 502, 'Another player')).statusCode).toBe(201);

      const res = await list(viewer.token, 501);
      expect(res.statusCode).toBe(200);
      const notes = res.json<{ notes: Note[] }>().notes;
      expect(notes.map((n) => n.text)).toEqual(['Second note', 'Scam attempt in trade chat']);
      expect(res.json()).toEqual({ success: true, notes });
    });

    it('refuses writing without moderate, and reading without view_moderation', async () => {
      for (const token of [viewer.token, chatOnly.token]) {
        const res = await write(token, 501, 'not allowed');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, error: "You don't have permission to do this." });
      }
      expect((await list(chatOnly.token, 501)).statusCode).toBe(403);
      expect((await t.request('GET', '/api/players/501/notes', { token: null })).statusCode).toBe(401);
      expect((await list(viewer.token, 501)).json().notes).toHaveLength(2);
    });

    it('refuses an empty or too long text, and a bad player id, changing nothing', async () => {
      const cases: [unknown, string][] = [
        ['   ', "Invalid body 'text': must not be empty"],
        ['x'.repeat(4001), "Invalid body 'text': must be at most 4,000 characters"],
        // 2,001 characters that grow to 4,002 once lower-cased.
        ['İ'.repeat(2001), "Invalid body 'text': must be at most 4,000 characters, also in lower case"],
        [42, "Invalid body 'text': must be a string"],
      ];
      for (const [text, error] of cases) {
        const res = await write(mod.token, 503, text);
        expect(res.statusCode, String(text).slice(0, 10)).toBe(400);
        expect(res.json()).toEqual({ success: false, error });
      }
      expect((await write(mod.token, 503, 'x'.repeat(4000))).statusCode).toBe(201);
      const bad = await t.request('POST', '/api/players/abc/notes', { token: mod.token, body: { text: 'hi' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe("Invalid path parameter 'userId': must be a numeric user id");
      expect((await list(viewer.token, 503)).json().notes).toHaveLength(1);
    });

    it('opens the player page of a player known only through notes to who may read them, by id', async () => {
      expect((await t.request('GET', '/api/players/777001', { token: viewer.token })).statusCode).toBe(404);
      expect((await write(mod.token, 777001, 'Reported by three players')).statusCode).toBe(201);
      const page = await t.request('GET', '/api/players/777001', { token: viewer.token });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().player).toMatchObject({ userId: 777001, username: '777001', names: [] });
      // Without view_moderation the notes make nobody known.
      expect((await t.request('GET', '/api/players/777001', { token: chatOnly.token })).statusCode).toBe(404);
    });

    it('lets only the author or an administrator edit or delete a note', async () => {
      const note = (await write(mod.token, 504, 'Original')).json<{ note: Note }>().note;
      for (const who of [otherMod, banner]) {
        const edit = await t.request('PUT', `/api/notes/${note._id}`, { token: who.token, body: { text: 'Hijacked' } });
        expect(edit.statusCode).toBe(403);
        expect(edit.json()).toEqual({ success: false, error: 'Only the author of a note or an administrator can change or delete it.' });
        expect((await t.request('DELETE', `/api/notes/${note._id}`, { token: who.token })).statusCode).toBe(403);
      }
      expect((await t.request('PUT', `/api/notes/${note._id}`, { token: viewer.token, body: { text: 'x' } })).statusCode).toBe(403);

      const edited = await t.request('PUT', `/api/notes/${note._id}`, { token: mod.token, body: { text: 'Edited by the author' } });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().note).toMatchObject({ _id: note._id, text: 'Edited by the author', createdAt: note.createdAt });
      expect(edited.json().note.updatedAt).toEqual(expect.any(String));

      const byAdmin = await t.request('PUT', `/api/notes/${note._id}`, { token: t.adminToken, body: { text: 'Edited by an administrator' } });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().note.createdBy).toEqual({ id: mod.id, username: 'mod' });
      expect((await list(viewer.token, 504)).json().notes.map((n: Note) => n.text)).toEqual(['Edited by an administrator']);

      const deleted = await t.request('DELETE', `/api/notes/${note._id}`, { token: t.adminToken });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true });
      expect((await list(viewer.token, 504)).json().notes).toEqual([]);
      const again = await t.request('DELETE', `/api/notes/${note._id}`, { token: mod.token });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, error: 'Note not found' });
      const missing = await t.request('PUT', '/api/notes/ffffffffffffffffffffffff', { token: mod.token, body: { text: 'x' } });
      expect(missing.statusCode).toBe(404);
      expect((await t.request('PUT', '/api/notes/123', { token: mod.token, body: { text: 'x' } })).statusCode).toBe(400);
    });

    it('writes every change to the action log under moderation, never the text', async () => {
      const before = (await moderationLog(t)).length;
      const note = (await write(mod.token, 505, 'Private words')).json<{ note: Note }>().note;
      await t.request('PUT', `/api/notes/${note._id}`, { token: mod.token, body: { text: 'Other words' } });
      await t.request('DELETE', `/api/notes/${note._id}`, { token: mod.token });
      const entries = (await moderationLog(t)).slice(before);
      expect(entries.map((e) => [e.action, e.username, e.details])).toEqual([
        ['note_created', 'mod', { noteId: note._id, userId: 505 }],
        ['note_updated', 'mod', { noteId: note._id, userId: 505 }],
        ['note_deleted', 'mod', { noteId: note._id, userId: 505 }],
      ]);
      // A refused change records nothing.
      await t.request('PUT', `/api/notes/${note._id}`, { token: otherMod.token, body: { text: 'x' } });
      expect(await moderationLog(t)).toHaveLength(before + 3);
    });
  });
}
