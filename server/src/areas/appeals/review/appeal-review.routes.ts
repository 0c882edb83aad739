// The reviewers' calls (review_appeals).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';

export const appealReviewRoutes: FastifyPluginAsyncZod<RoutesOptions> = async () => {};
