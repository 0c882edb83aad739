// Notes on players: GET/POST /api/players/:userId/notes, PUT/DELETE /api/notes/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { IdParams, NoteBody, NoteResponse, NotesResponse, OkResponse, PlayerParams } from '@staff-console/domain';
import { audit } from '../../../http/access';
import { moderationAccess, moderatorOf } from '../moderator';
import { createNote, editNote, listNotes, removeNote } from './notes.service';

const { view, moderate } = moderationAccess;

export const notesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get('/api/players/:userId/notes', { config: { access: view }, schema: { params: PlayerParams, response: { 200: NotesResponse } } }, async (request) =>
    listNotes(deps, request.params.userId),
  );
  app.post(
    '/api/players/:userId/notes',
    { config: { access: moderate, audit: audit.writes('note_created') }, schema: { params: PlayerParams, body: NoteBody, response: { 201: NoteResponse } } },
    async (request, reply) => reply.code(201).send(await createNote(deps, moderatorOf(request), request.params.userId, request.body.text)),
  );
  // Moderators reach these; the service lets only the note's author or an administrator through.
  app.put(
    '/api/notes/:id',
    { config: { access: moderate, audit: audit.writes('note_updated') }, schema: { params: IdParams, body: NoteBody, response: { 200: NoteResponse } } },
    async (request) => editNote(deps, moderatorOf(request), request.params.id, request.body.text),
  );
  app.delete(
    '/api/notes/:id',
    { config: { access: moderate, audit: audit.writes('note_deleted') }, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => removeNote(deps, moderatorOf(request), request.params.id),
  );
};
