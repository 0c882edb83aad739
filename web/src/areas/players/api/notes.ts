// A player's notes (docs/RULES.md, "Moderation"): read with view_moderation, written with moderate,
// changed or deleted by their author or an administrator.
import { useQuery } from '@tanstack/react-query';
import { NoteResponse, NotesResponse } from '@staff-console/domain';
import { moderationKeys, useModerationMutation } from '../../moderation';
import { apiRequest } from '../../../lib/api-client';

const notesKey = (userId: number) => [...moderationKeys.all, 'notes', userId] as const;

export const getNotes = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/api/players/${userId}/notes`, { signal, schema: NotesResponse }).then((r) => r.notes);

export const useNotes = (userId: number) => useQuery({ queryKey: notesKey(userId), queryFn: ({ signal }) => getNotes(userId, signal) });

export const useAddNote = () =>
  useModerationMutation(({ userId, text }: { userId: number; text: string }) =>
    apiRequest(`/api/players/${userId}/notes`, { method: 'POST', body: { text }, schema: NoteResponse }).then((r) => r.note),
  );

export const useEditNote = () =>
  useModerationMutation(({ id, text }: { id: string; text: string }) =>
    apiRequest(`/api/notes/${id}`, { method: 'PUT', body: { text }, schema: NoteResponse }).then((r) => r.note),
  );

export const useDeleteNote = () => useModerationMutation((id: string) => apiRequest(`/api/notes/${id}`, { method: 'DELETE' }));
