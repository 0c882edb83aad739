// GET /api/ingest/sanctions?after=<cursor>&limit=: what game servers enforce themselves (mutes,
// warnings, and bans where Open Cloud is not configured). Every issue and revoke since the cursor,
// oldest first; each change appears exactly once across pages (the cursor follows commit order).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { SanctionFeed, SanctionFeedQuery } from '@staff-console/domain';
import { verifyIngestKey } from '../../ingest';
import { access } from '../../../http/access';
import { sanctionFeed } from './sanctions-feed.service';

export const sanctionsFeedRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/ingest/sanctions',
    {
      config: { access: access.ingest },
      // The key is checked before the query: a caller without one learns nothing, not even what a bad cursor is.
      onRequest: async (request) => {
        await verifyIngestKey(deps.db, request.headers['x-ingest-key']);
      },
      schema: { querystring: SanctionFeedQuery, response: { 200: SanctionFeed } },
    },
    async (request) => sanctionFeed(deps.db, request.query, deps.config.appealUrl),
  );
};
