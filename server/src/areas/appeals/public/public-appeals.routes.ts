// The public appeal page's calls: no sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';

export const publicAppealRoutes: FastifyPluginAsyncZod<RoutesOptions> = async () => {};
