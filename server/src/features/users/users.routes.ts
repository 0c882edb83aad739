import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateUserBody, MESSAGES, UpdateUserBody, UserIdParams } from '@staff-console/domain';
import { access, audit } from '../../http/access';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/auth/users', { config: { access: access.admin } }, async () => ({ success: true, users: await service.listUsers(db) }));

  app.post(
    '/api/auth/users',
    { config: { access: access.admin, audit: audit.writes('user_created') }, schema: { body: CreateUserBody } },
    async (request, reply) => {
      const user = await service.createUser(db, request, request.body);
      return reply.code(201).send({ success: true, user, message: MESSAGES.userCreated });
    },
  );

  app.put(
    '/api/auth/users/:id',
    { config: { access: access.admin, audit: audit.writes('user_updated', 'step_up_failed') }, schema: { params: UserIdParams, body: UpdateUserBody } },
    async (request) => ({
      success: true,
      user: await service.updateUser(db, request, request.params.id, request.body),
      message: MESSAGES.userUpdated,
    }),
  );

  app.delete(
    '/api/auth/users/:id',
    { config: { access: access.admin, audit: audit.writes('user_deleted') }, schema: { params: UserIdParams } },
    async (request) => {
      await service.deleteUser(db, request, request.params.id);
      return { success: true, message: MESSAGES.userDeleted };
    },
  );
};
