// Watch rules: GET/POST /api/watch-rules, PATCH/DELETE /api/watch-rules/:id (moderate; the service
// decides on shared rules, webhooks and other people's rules).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { IdParams, OkResponse, WatchRuleBody, WatchRulePatch, WatchRuleResponse, WatchRulesResponse } from '@staff-console/domain';
import { access, audit } from '../../../http/access';
import { actorOf } from '../../../action-log/record';
import { viewerOf } from '../matching/viewer';
import { createRule, deleteRule, listRules, updateRule } from './watch-rules.service';

export const watchRulesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const moderate = access.permission('moderate');
  app.get('/api/watch-rules', { config: { access: moderate }, schema: { response: { 200: WatchRulesResponse } } }, async (request) => ({
    success: true as const,
    rules: await listRules(deps.database, viewerOf(request)),
  }));
  app.post(
    '/api/watch-rules',
    { config: { access: moderate, audit: audit.writes('watch_rule_created') }, schema: { body: WatchRuleBody, response: { 201: WatchRuleResponse } } },
    async (request, reply) => reply.code(201).send({ success: true, rule: await createRule(deps.database, viewerOf(request), actorOf(request), request.body) }),
  );
  app.patch(
    '/api/watch-rules/:id',
    {
      config: { access: moderate, audit: audit.writes('watch_rule_updated') },
      schema: { params: IdParams, body: WatchRulePatch, response: { 200: WatchRuleResponse } },
    },
    async (request) => ({
      success: true as const,
      rule: await updateRule(deps.database, viewerOf(request), actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/watch-rules/:id',
    { config: { access: moderate, audit: audit.writes('watch_rule_deleted') }, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await deleteRule(deps.database, viewerOf(request), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
