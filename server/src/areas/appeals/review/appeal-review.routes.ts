// The reviewers' calls (review_appeals): the queue of each status, the open count for the sidebar's
// badge, one appeal, and the decision. Who may decide what (not the issuer; a ban's reduce or lift
// needs ban_players) is checked in the service, from the stored sanction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppealResponse, AppealsOpenCount, AppealsPage, AppealsQuery, DecideAppealBody, IdParams } from '@staff-console/domain';
import type { RoutesOptions } from '../../../deps/deps';
import { access, audit } from '../../../http/access';
import { moderatorOf } from '../../moderation';
import { decideAppeal, getAppeal, listAppeals, openAppealCount } from './appeal-review.service';

const review = access.permission('review_appeals');

export const appealReviewRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get('/api/appeals', { config: { access: review }, schema: { querystring: AppealsQuery, response: { 200: AppealsPage } } }, async (request) =>
    listAppeals(deps, moderatorOf(request), request.query),
  );
  app.get('/api/appeals/open-count', { config: { access: review }, schema: { response: { 200: AppealsOpenCount } } }, async () => openAppealCount(deps));
  app.get('/api/appeals/:id', { config: { access: review }, schema: { params: IdParams, response: { 200: AppealResponse } } }, async (request) =>
    getAppeal(deps, moderatorOf(request), request.params.id),
  );
  app.post(
    '/api/appeals/:id/decide',
    {
      config: { access: review, audit: audit.writes('appeal_decided') },
      schema: { params: IdParams, body: DecideAppealBody, response: { 200: AppealResponse } },
    },
    async (request) => decideAppeal(deps, moderatorOf(request), request.params.id, request.body),
  );
};
