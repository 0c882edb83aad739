// The alerts inbox: GET /api/alerts, GET /api/alerts/unread-count (the top bar), POST
// /api/alerts/read and its undo, POST /api/alerts/unread. Any signed-in staff member; each sees only the alerts of rules in their sight.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import {
  AlertsQuery,
  AlertsReadBody,
  AlertsReadResponse,
  AlertsResponse,
  AlertsUnreadBody,
  AlertsUnreadResponse,
  UnreadCountResponse,
} from '@staff-console/domain';
import { access, audit } from '../../../http/access';
import { viewerOf } from '../matching/viewer';
import { markRead, undoMarkRead } from './alert-marks.service';
import { listAlerts, unreadCount } from './alerts.service';

export const alertsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/alerts',
    { config: { access: access.authenticated }, schema: { querystring: AlertsQuery, response: { 200: AlertsResponse } } },
    async (request) => ({
      success: true as const,
      ...(await listAlerts(deps.database, viewerOf(request), request.query)),
    }),
  );
  app.get('/api/alerts/unread-count', { config: { access: access.authenticated }, schema: { response: { 200: UnreadCountResponse } } }, async (request) => ({
    success: true as const,
    unread: await unreadCount(deps.database, viewerOf(request)),
  }));
  app.post(
    '/api/alerts/read',
    {
      config: { access: access.authenticated, audit: audit.exempt("a staff member's own read marks: no one else's data changes") },
      schema: { body: AlertsReadBody, response: { 200: AlertsReadResponse } },
    },
    async (request) => ({ success: true as const, ...(await markRead(deps.database, viewerOf(request), request.body)) }),
  );
  app.post(
    '/api/alerts/unread',
    {
      config: { access: access.authenticated, audit: audit.exempt("a staff member's own read marks: no one else's data changes") },
      schema: { body: AlertsUnreadBody, response: { 200: AlertsUnreadResponse } },
    },
    async (request) => ({ success: true as const, ...(await undoMarkRead(deps.database, viewerOf(request), request.body)) }),
  );
};
