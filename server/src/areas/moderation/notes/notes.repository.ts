// Notes on players: stored, read and changed by id, and listed per player newest first (notes_player_idx).
import type { Kysely, Selectable } from 'kysely';
import type { NotesTable } from '../../../db/moderation-schema';
import type { DB } from '../../../db/schema';

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

/** Whether staff have written anything about the player: a note or a sanction. */
export async function hasModerationRecord(db: Kysely<DB>, userId: number): Promise<boolean> {
  const [note, sanction] = await Promise.all([
    db.selectFrom('notes').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('sanctions').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return note !== undefined || sanction !== undefined;
}
