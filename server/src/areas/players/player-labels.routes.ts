// GET /api/player-labels?ids= (view_moderation): the names of players a moderation screen holds as
// ids, as this viewer may see them, so a dialog names whom an action will hit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../deps/deps';
import { PlayerLabelsQuery, PlayerLabelsResponse } from '@staff-console/domain';
import { playerLabels } from '../../db/player-labels';
import { access } from '../../http/access';
import { moderatorOf } from '../moderation';

export const playerLabelsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/player-labels',
    { config: { access: access.permission('view_moderation') }, schema: { querystring: PlayerLabelsQuery, response: { 200: PlayerLabelsResponse } } },
    async (request) => ({ success: true as const, players: await playerLabels(deps.db, request.query.ids, moderatorOf(request).subject) }),
  );
};
