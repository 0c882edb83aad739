// The API's reference for game developers and integrators: the OpenAPI 3.1 document and a readable
// page made from it. Both are public: they describe shapes and who may call what, which the web app's
// own code already shows to anyone who loads it, and hold no key, token, address or data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../http/access';
import { OpenApiDocumentResponse } from '../../../http/openapi';
import { type OpenApiDocument, renderReferencePage } from './reference-page';

export const REFERENCE_PAGE_PATH = '/developers/api';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/openapi.json', { config: { access: access.public }, schema: { response: { 200: OpenApiDocumentResponse } } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(app.swagger() as OpenApiDocumentResponse);
  });

  // Plain HTML and an inline style sheet, no script: it stays within the console's CSP.
  app.get(REFERENCE_PAGE_PATH, async (_request, reply) => {
    const html = renderReferencePage(app.swagger() as unknown as OpenApiDocument);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
};
