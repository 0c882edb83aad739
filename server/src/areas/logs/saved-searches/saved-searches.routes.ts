// Saved searches: GET/POST /api/saved-searches, DELETE /api/saved-searches/:id. Any signed-in staff
// member reaches them; the service decides by the screen each search is for.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import {
  IdParams,
  OkResponse,
  permissionSubject,
  SavedSearchBody,
  SavedSearchesQuery,
  SavedSearchesResponse,
  SavedSearchResponse,
} from '@staff-console/domain';
import type { FastifyRequest } from 'fastify';
import { access, audit, staffOf } from '../../../http/access';
import { actorOf } from '../../../action-log/record';
import { deleteSavedSearch, listSavedSearches, type Saver, saveSearch } from './saved-searches.service';

const saverOf = (request: FastifyRequest): Saver => {
  const staff = staffOf(request);
  return { id: staff.id, username: staff.username, subject: permissionSubject(staff) ?? {} };
};

export const savedSearchesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/saved-searches',
    { config: { access: access.authenticated }, schema: { querystring: SavedSearchesQuery, response: { 200: SavedSearchesResponse } } },
    async (request) => ({ success: true as const, savedSearches: await listSavedSearches(deps.database, saverOf(request), request.query.screen) }),
  );
  app.post(
    '/api/saved-searches',
    {
      config: { access: access.authenticated, audit: audit.writes('saved_search_created') },
      schema: { body: SavedSearchBody, response: { 201: SavedSearchResponse } },
    },
    async (request, reply) => {
      const savedSearch = await saveSearch(deps.database, saverOf(request), actorOf(request), request.body);
      return reply.code(201).send({ success: true, savedSearch });
    },
  );
  app.delete(
    '/api/saved-searches/:id',
    { config: { access: access.authenticated, audit: audit.writes('saved_search_deleted') }, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await deleteSavedSearch(deps.database, saverOf(request), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
