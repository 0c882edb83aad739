// POST /api/translate and GET /api/translate/status (docs/RULES.md, "API"): the screen hides its
// Translate control when no translation service is configured.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../../deps/deps';
import { TranslateBody, TranslateResponse, TranslateStatus } from '@staff-console/domain';
import { access, audit } from '../../../../http/access';
import { translateTexts } from './translate.service';

// Each click sends one page; this bounds what one account can cost the translation service.
const TRANSLATE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export const translateRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const { translateUrl, translateApiKey, upstreamTimeoutMs } = deps.config;
  const client = translateUrl ? { url: translateUrl, apiKey: translateApiKey, timeoutMs: upstreamTimeoutMs } : undefined;

  app.get('/api/translate/status', { config: { access: access.permission('view_chat') }, schema: { response: { 200: TranslateStatus } } }, async () => ({
    success: true as const,
    enabled: client !== undefined,
  }));

  app.post(
    '/api/translate',
    {
      config: {
        access: access.permission('view_chat'),
        rateLimit: TRANSLATE_RATE_LIMIT,
        audit: audit.exempt('stores a machine translation beside its message; no staff data changes'),
      },
      schema: { body: TranslateBody, response: { 200: TranslateResponse } },
    },
    async (request) => translateTexts({ db: deps.db, client, log: request.log }, request.body),
  );
};
