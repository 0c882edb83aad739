// GET /api/ingest/sanctions?after=<cursor>&limit=: what game servers enforce themselves (mutes,
// warnings, and bans where Open Cloud is not configured). Every issue and revoke since the cursor,
// oldest first; each change appears exactly once across pages (the cursor follows commit order).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { SanctionFeed, SanctionFeedQuery, type SanctionType } from '@staff-console/domain';
import { verifyIngestKey } from '../../ingest';
import { access } from '../../../http/access';
import { iso } from '../moderator';
import { changesAfter } from './sanction-changes.repository';

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
    async (request) => {
      const { after, limit } = request.query;
      const rows = await changesAfter(deps.db, after, limit);
      return {
        success: true as const,
        changes: rows.map((r) => ({
          _id: r.sanction_id,
          userId: Number(r.user_id),
          type: r.type as SanctionType,
          active: Number(r.active) === 1,
          publicReason: r.public_reason,
          expiresAt: r.expires_at === null ? null : iso(r.expires_at),
          changedAt: iso(r.changed_at),
        })),
        cursor: String(rows.length > 0 ? Number(rows.at(-1)!.id) : after),
      };
    },
  );
};
