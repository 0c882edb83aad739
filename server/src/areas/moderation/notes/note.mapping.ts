// A note as the API shows it: on the player's Notes panel and in their timeline.
import type { Note } from '@staff-console/domain';
import { iso, staffRef } from '../moderator';
import type { NoteRow } from './notes.repository';

export function toNote(row: NoteRow): Note {
  return {
    _id: row.id,
    userId: Number(row.user_id),
    text: row.text,
    createdAt: iso(row.created_at),
    createdBy: staffRef(row.created_by_id, row.created_by_name),
    ...(row.updated_at !== null ? { updatedAt: iso(row.updated_at) } : {}),
  };
}
