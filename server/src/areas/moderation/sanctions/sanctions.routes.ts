// The sanction routes (docs/RULES.md, "Moderation"): a player's sanctions and the list of all
// (view_moderation); issue, revoke and retry (moderate; bans need ban_players, checked in the
// service since the type is in the body or the stored sanction).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import {
  IdParams,
  IssueSanctionBody,
  PlayerParams,
  RevokeSanctionBody,
  SanctionResponse,
  SanctionsPage,
  SanctionsQuery,
  SanctionsResponse,
} from '@staff-console/domain';
import { audit } from '../../../http/access';
import { moderationAccess, moderatorOf } from '../moderator';
import { issueSanction, listSanctions, playerSanctions, retrySanction, revokeSanction } from './sanctions.service';

const { view, moderate } = moderationAccess;

export const sanctionsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/players/:userId/sanctions',
    { config: { access: view }, schema: { params: PlayerParams, response: { 200: SanctionsResponse } } },
    async (request) => playerSanctions(deps, moderatorOf(request).subject, request.params.userId),
  );
  app.post(
    '/api/players/:userId/sanctions',
    {
      config: { access: moderate, audit: audit.writes('sanction_issued') },
      schema: { params: PlayerParams, body: IssueSanctionBody, response: { 201: SanctionResponse } },
    },
    async (request, reply) => reply.code(201).send(await issueSanction(deps, moderatorOf(request), request.params.userId, request.body)),
  );
  app.post(
    '/api/sanctions/:id/revoke',
    {
      config: { access: moderate, audit: audit.writes('sanction_revoked') },
      schema: { params: IdParams, body: RevokeSanctionBody, response: { 200: SanctionResponse } },
    },
    async (request) => revokeSanction(deps, moderatorOf(request), request.params.id, request.body.reason),
  );
  app.post(
    '/api/sanctions/:id/retry',
    { config: { access: moderate, audit: audit.writes('sanction_enforcement_retried') }, schema: { params: IdParams, response: { 200: SanctionResponse } } },
    async (request) => retrySanction(deps, moderatorOf(request), request.params.id),
  );
  app.get('/api/sanctions', { config: { access: view }, schema: { querystring: SanctionsQuery, response: { 200: SanctionsPage } } }, async (request) =>
    listSanctions(deps, moderatorOf(request).subject, request.query),
  );
};
