import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import { CreateUserBody, MESSAGES, OkResponse, UpdateUserBody, UserIdParams, UserResponse, UsersResponse } from '@staff-console/domain';
import { access, audit, callerOf } from '../../../http/access';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const { db } = deps;

  app.get('/api/auth/users', { config: { access: access.admin }, schema: { response: { 200: UsersResponse } } }, async () => ({
    success: true as const,
    users: await service.listUsers(db),
  }));

  app.post(
    '/api/auth/users',
    { config: { access: access.admin, audit: audit.writes('user_created') }, schema: { body: CreateUserBody, response: { 201: UserResponse } } },
    async (request, reply) => {
      const user = await service.createUser(deps, callerOf(request), request.body);
      return reply.code(201).send({ success: true as const, user, message: MESSAGES.userCreated });
    },
  );

  app.put(
    '/api/auth/users/:id',
    {
      config: { access: access.admin, audit: audit.writes('user_updated', 'step_up_failed') },
      schema: { params: UserIdParams, body: UpdateUserBody, response: { 200: UserResponse } },
    },
    async (request) => ({
      success: true as const,
      user: await service.updateUser(deps, callerOf(request), request.params.id, request.body),
      message: MESSAGES.userUpdated,
    }),
  );

  app.delete(
    '/api/auth/users/:id',
    { config: { access: access.admin, audit: audit.writes('user_deleted') }, schema: { params: UserIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await service.deleteUser(deps, callerOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.userDeleted };
    },
  );
};
