// Serves the built SPA: hashed assets with long caching, index.html for every client route.
// Unknown /api paths never fall through to the SPA: they get a JSON 404. The players' appeal page
// (appeal.html, built beside the SPA) is served at /appeal only, under a policy of its own; a process
// serving only that page (SERVE=appeals) serves no index.html, so the staff app is not offered there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@staff-console/domain';
import { sendError } from './errors';

export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

/** The public appeal page: players, not staff, open it, with no sign-in. */
const APPEAL_PAGE = 'appeal.html';

/**
 * The appeal page's headers. Its policy is stricter than the staff app's (app.ts): nothing but
 * its own scripts, styles, images, fonts and calls; no frames, workers, manifests or plugins; no
 * <base>. MUI injects <style> elements, hence 'unsafe-inline' for styles only.
 */
export const APPEAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'x-robots-tag': 'noindex',
  'cache-control': 'no-cache',
  'referrer-policy': 'no-referrer',
};

export interface StaticOptions {
  /** Whether the staff app is served (index.html for every client route); false where only the appeal page is. */
  staffApp: boolean;
}

export async function registerStatic(app: FastifyInstance, webDist: string | undefined, { staffApp }: StaticOptions = { staffApp: true }): Promise<void> {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // Both pages are served by the routes below, each with its own headers.
      globIgnore: ['index.html', APPEAL_PAGE],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const appealPage = root && existsSync(path.join(root, APPEAL_PAGE)) ? root : undefined;
  app.get('/appeal', async (_request, reply) => {
    if (!appealPage) return sendError(reply, 404, MESSAGES.notFound);
    return reply.headers(APPEAL_PAGE_HEADERS).sendFile(APPEAL_PAGE, appealPage);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/')) return sendError(reply, 404, MESSAGES.apiNotFound);
    if (root && staffApp && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return sendError(reply, 404, MESSAGES.notFound);
  });
}
