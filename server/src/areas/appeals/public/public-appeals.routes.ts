// The public appeal page's calls: no sign-in (a bearer token changes nothing here). JSON bodies of
// at most PUBLIC_BODY_LIMIT bytes, and every answer no sooner than the floor after the request
// arrived, so a known and an unknown code cannot be told apart by their time.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppealLookupBody, AppealLookupResponse, SubmitAppealBody, SubmitAppealResponse } from '@staff-console/domain';
import type { RoutesOptions } from '../../../deps/deps';
import { access, audit, callerOf } from '../../../http/access';
import { lookUpAppeal, submitAppeal } from './public-appeals.service';

/** The least time an answer of these routes takes from the request's arrival (config.appealAnswerFloorMs overrides it in tests). */
export const APPEAL_ANSWER_FLOOR_MS = 200;

/**
 * The largest body these routes read: an appeal of 2,000 characters and a contact of 200 fit in
 * UTF-8 however they are written (3 bytes a character, 6 for an escaped control character).
 */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

export const publicAppealRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const floorMs = deps.config.appealAnswerFloorMs ?? APPEAL_ANSWER_FLOOR_MS;
  // Every answer of this plugin's routes (found, unknown, refused, invalid) waits for the floor,
  // measured from the request's arrival on this process's monotonic clock.
  const arrived = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    arrived.set(request, performance.now());
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const since = arrived.get(request) ?? performance.now();
    // Measured again after each wait: a timer counts from the event loop's cached time, which may lag.
    for (let wait = floorMs - (performance.now() - since); wait > 0; wait = floorMs - (performance.now() - since)) await sleep(Math.ceil(wait));
    return payload;
  });

  app.post(
    '/api/appeals/lookup',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { access: access.public, audit: audit.exempt('changes nothing but the look-up counters of the address and the code') },
      schema: { body: AppealLookupBody, response: { 200: AppealLookupResponse } },
    },
    async (request) => lookUpAppeal(deps, callerOf(request), request.body.code),
  );

  app.post(
    '/api/appeals',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: { access: access.public, audit: audit.writes('appeal_submitted') },
      schema: { body: SubmitAppealBody, response: { 201: SubmitAppealResponse } },
    },
    async (request, reply) => reply.code(201).send(await submitAppeal(deps, callerOf(request), request.body)),
  );
};
