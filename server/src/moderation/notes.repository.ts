// Notes on players: stored, read and changed by id, and listed per player newest first (notes_player_idx).
import type { Kysely, Selectable } from 'kysely';
import type { NotesTable } from '../db/moderation-schema';
import type { DB } from '../db/schema';

export type NoteRow = Selectable<NotesTable>;

export const insertNote = (db: Kysely<DB>, row: NoteRow) => db.insertInto('notes').values(row).execute();

export const findNote = (db: Kysely<DB>, id: string): Promise<NoteRow | undefined> =>
  db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();

export const updateNoteText = (db: Kysely<DB>, id: string, text: string, at: number) =>
  db.updateTable('notes').set({ text, updated_at: at }).where('id', '=', id).execute();

export const deleteNote = (db: Kysely<DB>, id: string) => db.deleteFrom('notes').where('id', '=', id).execute();

export function notesOfPlayer(db: Kysely<DB>, userId: number): Promise<NoteRow[]> {
  return db.selectFrom('notes').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
