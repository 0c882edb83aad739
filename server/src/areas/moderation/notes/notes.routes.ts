// Notes on players: GET/POST /api/players/:userId/notes, PUT/DELETE /api/notes/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { IdParams, NoteBody, NoteResponse, NotesResponse, OkResponse, PlayerParams } from '@staff-console/domain';
import { access, audit } from '../../../http/access';
import { moderatorOf } from '../moderator';
import { actorOf } from '../../../action-log/record';
import { createNote, editNote, listNotes, removeNote } from './notes.service';

export const notesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const { db } = deps;
  app.get(
    '/api/players/:userId/notes',
    { config: { access: access.permission('view_moderation') }, schema: { params: PlayerParams, response: { 200: NotesResponse } } },
    async (request) => ({ success: true as const, notes: await listNotes(db, request.params.userId) }),
  );
  app.post(
    '/api/players/:userId/notes',
    {
      config: { access: access.permission('moderate'), audit: audit.writes('note_created') },
      schema: { params: PlayerParams, body: NoteBody, response: { 201: NoteResponse } },
    },
    async (request, reply) => {
      const note = await createNote(db, moderatorOf(request), actorOf(request), request.params.userId, request.body.text);
      return reply.code(201).send({ success: true, note });
    },
  );
  // Moderators reach these; the service lets only the note's author or an administrator through.
  app.put(
    '/api/notes/:id',
    {
      config: { access: access.permission('moderate'), audit: audit.writes('note_updated') },
      schema: { params: IdParams, body: NoteBody, response: { 200: NoteResponse } },
    },
    async (request) => ({
      success: true as const,
      note: await editNote(db, moderatorOf(request), actorOf(request), request.params.id, request.body.text),
    }),
  );
  app.delete(
    '/api/notes/:id',
    { config: { access: access.permission('moderate'), audit: audit.writes('note_deleted') }, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await removeNote(db, moderatorOf(request), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
