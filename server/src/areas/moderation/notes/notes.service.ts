// Notes staff keep on a player (docs/RULES.md, "Moderation"): listed newest first; written by
// moderators; changed or deleted only by their author or an administrator. Every change is in the
// action log, written in the change's transaction.
import type { Kysely } from 'kysely';
import { isAdmin, MESSAGES, type NoteResponse, type NotesResponse, type OkResponse } from '@staff-console/domain';
import type { Deps } from '../../../deps/deps';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors/errors';
import type { Moderator } from '../moderator';
import { toNote } from './note.mapping';
import * as repo from './notes.repository';
import { recordAction } from '../../../action-log/record';

export async function listNotes({ db }: Deps, userId: number): Promise<NotesResponse> {
  return { success: true, notes: (await repo.notesOfPlayer(db, userId)).map(toNote) };
}

export async function createNote({ db }: Deps, moderator: Moderator, userId: number, text: string): Promise<NoteResponse> {
  const { actor } = moderator;
  const now = Date.now();
  const row: repo.NoteRow = {
    id: newId(now),
    user_id: userId,
    text,
    created_at: now,
    created_by_id: moderator.id,
    created_by_name: moderator.username,
    updated_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await repo.insertNote(trx, row);
    await recordAction(trx, actor, { category: 'moderation', action: 'note_created', details: { noteId: row.id, userId } });
  });
  return { success: true, note: toNote(row) };
}

/** The note, if this moderator may change it: its author, or an administrator. */
async function ownNote(db: Kysely<DB>, moderator: Moderator, id: string): Promise<repo.NoteRow> {
  const row = await repo.findNote(db, id);
  if (!row) throw notFound(MESSAGES.noteNotFound);
  if (row.created_by_id !== moderator.id && !isAdmin(moderator.subject)) throw forbidden(MESSAGES.noteAuthorOnly);
  return row;
}

export async function editNote({ db }: Deps, moderator: Moderator, id: string, text: string): Promise<NoteResponse> {
  const { actor } = moderator;
  const row = await ownNote(db, moderator, id);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await repo.updateNoteText(trx, id, text, now);
    await recordAction(trx, actor, { category: 'moderation', action: 'note_updated', details: { noteId: id, userId: Number(row.user_id) } });
  });
  return { success: true, note: toNote({ ...row, text, updated_at: now }) };
}

export async function removeNote({ db }: Deps, moderator: Moderator, id: string): Promise<OkResponse> {
  const { actor } = moderator;
  const row = await ownNote(db, moderator, id);
  await db.transaction().execute(async (trx) => {
    await repo.deleteNote(trx, id);
    await recordAction(trx, actor, { category: 'moderation', action: 'note_deleted', details: { noteId: id, userId: Number(row.user_id) } });
  });
  return { success: true };
}
