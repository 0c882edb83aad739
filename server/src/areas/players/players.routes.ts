// The player page's API (docs/RULES.md, "Investigation"): the summary, whose every opening is
// written to the action log (staff access to evidence is accountable), the merged timeline, and
// (view_moderation) the player's moderation record.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../deps/deps';
import {
  PlayerLookup,
  PlayerLookupQuery,
  PlayerLabelResponse,
  PlayerActivityQuery,
  PlayerActivityResponse,
  PlayerParams,
  PlayerRecordResponse,
  PlayerSummaryResponse,
  TimelinePage,
  TimelineQuery,
  TradePartners,
  TradePartnersQuery,
  PLAYER_VIEW_PERMISSIONS,
  permissionSubject,
} from '@staff-console/domain';
import { access, audit, callerOf, staffOf } from '../../http/access';
import { playerLabels } from '../../db/player-labels';
import { getPlayerActivity } from './player-activity.service';
import { getPlayerRecord } from './player-record.service';
import { createTimelineTotals, getTimeline, getTradePartners, lookUpName, viewPlayer } from './players.service';

const anyView = access.any(...PLAYER_VIEW_PERMISSIONS);

export const playersRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const timelineTotals = createTimelineTotals();
  app.get('/api/players', { config: { access: anyView }, schema: { querystring: PlayerLookupQuery, response: { 200: PlayerLookup } } }, async (request) => ({
    success: true as const,
    data: await lookUpName(deps.readDatabase, staffOf(request), request.query.name),
  }));
  app.get(
    '/api/players/:userId',
    { config: { access: anyView, audit: audit.writes('player_viewed') }, schema: { params: PlayerParams, response: { 200: PlayerSummaryResponse } } },
    async (request) => viewPlayer(deps, callerOf(request), request.params.userId),
  );
  app.get(
    '/api/players/:userId/timeline',
    {
      config: { access: access.any('view_chat', 'view_trades', 'view_marketplace', 'view_moderation') },
      schema: { params: PlayerParams, querystring: TimelineQuery, response: { 200: TimelinePage } },
    },
    async (request) => getTimeline(deps.readDatabase, timelineTotals, staffOf(request), request.params.userId, request.query),
  );
  app.get(
    '/api/players/:userId/partners',
    {
      config: { access: access.permission('view_trades') },
      schema: { params: PlayerParams, querystring: TradePartnersQuery, response: { 200: TradePartners } },
    },
    async (request) => ({
      success: true as const,
      ...(await getTradePartners(deps.readDatabase, staffOf(request), request.params.userId, request.query.limit)),
    }),
  );
  app.get(
    '/api/players/:userId/activity',
    {
      config: { access: access.any('view_chat', 'view_trades', 'view_marketplace') },
      schema: { params: PlayerParams, querystring: PlayerActivityQuery, response: { 200: PlayerActivityResponse } },
    },
    async (request) => getPlayerActivity(deps.readDatabase, staffOf(request), request.params.userId, request.query.days),
  );
  // Not audited, unlike the summary: it answers only the name staff would see beside the id anyway.
  app.get(
    '/api/players/:userId/label',
    { config: { access: anyView }, schema: { params: PlayerParams, response: { 200: PlayerLabelResponse } } },
    async (request) => {
      const [player] = await playerLabels(deps.readDatabase.db, [request.params.userId], permissionSubject(staffOf(request)));
      return { success: true as const, player: player! };
    },
  );
  app.get(
    '/api/players/:userId/record',
    { config: { access: access.permission('view_moderation') }, schema: { params: PlayerParams, response: { 200: PlayerRecordResponse } } },
    async (request) => ({ success: true as const, record: await getPlayerRecord(deps.database, request.params.userId) }),
  );
};
