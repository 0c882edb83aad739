import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { IngestKeyBody, IngestKeyCreated, IngestKeyParams, IngestKeyRevokedResponse, IngestKeysResponse, MESSAGES } from '@staff-console/domain';
import { access, audit, callerOf } from '../../../http/access';
import * as service from './ingest-keys.service';

export const ingestKeysRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const { db } = deps;
  const config = { access: access.admin };

  app.post(
    '/api/admin/ingest-keys',
    { config: { ...config, audit: audit.writes('ingest_key_created') }, schema: { body: IngestKeyBody, response: { 201: IngestKeyCreated } } },
    async (request, reply) => reply.code(201).send(await service.createKey(deps, callerOf(request), request.body.name)),
  );

  app.get('/api/admin/ingest-keys', { config, schema: { response: { 200: IngestKeysResponse } } }, async () => ({
    success: true as const,
    keys: await service.listKeys(db),
  }));

  app.delete(
    '/api/admin/ingest-keys/:id',
    { config: { ...config, audit: audit.writes('ingest_key_revoked') }, schema: { params: IngestKeyParams, response: { 200: IngestKeyRevokedResponse } } },
    async (request) => ({
      success: true as const,
      ingestKey: await service.revokeKey(deps, callerOf(request), request.params.id),
      message: MESSAGES.ingestKeyRevoked,
    }),
  );
};
