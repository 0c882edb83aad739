// The ingest API (docs/RULES.md, "Ingest"): `POST /api/ingest/{chat|trades|marketplace|players}`
// from game servers, authenticated by `X-Ingest-Key`, body a JSON array or NDJSON, all or nothing.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps, RoutesOptions } from '../../deps/deps';
import { INGEST_KINDS, INGEST_LIMITS, IngestErrorResponse, IngestResponse, ErrorResponse, MESSAGES, ndjsonLineInvalidMessage } from '@staff-console/domain';
import { takeDiscordQueued } from '../watch';
import { access, audit } from '../../http/access';
import { badRequest, HttpError } from '../../errors/errors';
import { verifyIngestKey } from './keys/ingest-keys';
import { ingestEvents, type IngestResult, InvalidEventsError, tooManyEvents } from './ingest.service';
import { ingestStore } from './ingest-thread';

/** NDJSON: one JSON value a line; blank lines are ignored. */
export function parseNdjson(body: string): unknown[] {
  const lines = body.split('\n');
  let count = 0;
  for (const line of lines) if (line.trim() !== '') count += 1;
  if (count > INGEST_LIMITS.maxEvents) throw tooManyEvents(count);
  const events: unknown[] = [];
  lines.forEach((line, index) => {
    const text = line.trim();
    if (text === '') return;
    try {
      events.push(JSON.parse(text));
    } catch (error) {
      throw badRequest(ndjsonLineInvalidMessage(index + 1, error instanceof Error ? error.message : 'unreadable'));
    }
  });
  return events;
}

/**
 * What every ingest route of a plugin shares: NDJSON bodies (any other type but JSON refused with
 * 415), the ingest key checked before the body is read, and the body limit's answer. Other areas'
 * ingest routes (player reports) are registered behind it too.
 */
export function ingestBodyRules(app: FastifyInstance, deps: Deps): void {
  // application/x-ndjson is the contract; the other names for the same format are taken too.
  const ndjsonTypes = ['application/x-ndjson', 'application/ndjson', 'application/jsonl', 'application/x-jsonlines'];
  app.addContentTypeParser(ndjsonTypes, { parseAs: 'string', bodyLimit: INGEST_LIMITS.maxBytes }, (_request, body, done) => {
    try {
      done(null, parseNdjson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, MESSAGES.ingestMediaType), undefined));

  // The key is checked before the body is read: an unauthenticated sender cannot make us parse 10 MB.
  app.addHook('onRequest', async (request) => {
    await verifyIngestKey(deps.db, request.headers['x-ingest-key']);
  });

  // Say what the limit is; every other error goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).header('cache-control', 'no-store').send({ success: false, error: MESSAGES.ingestBodyTooLarge });
    }
    throw error;
  });
}

/**
 * One ingest route, `POST /api/ingest/<kind>` (every log's, and the reports area's): the body a list
 * of events, `store` validating and storing them all or nothing (its InvalidEventsError is the 400
 * naming each bad event); then the counts go to the metrics, and the alerts bound for Discord that
 * the batch queued (now committed) are sent.
 */
export function ingestRoute(app: FastifyInstance, deps: Deps, kind: string, auditReason: string, store: (events: unknown[]) => Promise<IngestResult>): void {
  app.post(
    `/api/ingest/${kind}`,
    {
      config: { access: access.ingest, audit: audit.exempt(auditReason) },
      bodyLimit: INGEST_LIMITS.maxBytes,
      schema: { response: { 200: IngestResponse, 400: IngestErrorResponse.or(ErrorResponse) } },
    },
    async (request, reply) => {
      if (!Array.isArray(request.body)) throw badRequest(MESSAGES.ingestNotAList);
      try {
        const result = await store(request.body);
        deps.metrics?.ingest(kind, result.accepted, result.duplicates);
        if (takeDiscordQueued(deps.database.sqlite ?? deps.database)) deps.outbox.nudge();
        return { success: true as const, ...result };
      } catch (error) {
        if (error instanceof InvalidEventsError) return reply.code(400).send({ success: false, error: error.message, errors: error.errors });
        throw error;
      }
    },
  );
}

export const ingestRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  ingestBodyRules(app, deps);

  // SQLite file: batches are stored on a thread of their own, so this one goes on answering.
  const store = ingestStore(app, deps.database);

  for (const kind of INGEST_KINDS) {
    ingestRoute(app, deps, kind, 'machine ingest at game-server volume: counted in the stats, never a staff action', (events) =>
      ingestEvents(deps.database, kind, events, { lopsided: deps.config.lopsided }, store),
    );
  }
};
