// Serves the built SPA: hashed assets with long caching, index.html for every client route.
// Unknown /api paths never fall through to the SPA: they get a JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@staff-console/domain';
import { sendError } from './errors';

export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

export async function registerStatic(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/')) return sendError(reply, 404, MESSAGES.apiNotFound);
    if (root && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return sendError(reply, 404, MESSAGES.notFound);
  });
}
