import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, PERMISSIONS, RoleBody, RoleIdParams, RoleTwoFactorBody } from '@staff-console/domain';
import { access, audit } from '../../http/access';
import * as service from './roles.service';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { access: access.admin };

  app.get('/api/auth/roles', { config }, async () => ({ success: true, roles: await service.listRoles(db) }));

  app.post('/api/auth/roles', { config: { ...config, audit: audit.writes('role_created') }, schema: { body: RoleBody } }, async (request, reply) => {
    const role = await service.createRole(db, request, request.body);
    return reply.code(201).send({ success: true, role, message: MESSAGES.roleCreated });
  });

  app.put(
    '/api/auth/roles/:id',
    { config: { ...config, audit: audit.writes('role_updated') }, schema: { params: RoleIdParams, body: RoleBody } },
    async (request) => ({
      success: true,
      role: await service.updateRole(db, request, request.params.id, request.body),
      message: MESSAGES.roleUpdated,
    }),
  );

  app.delete('/api/auth/roles/:id', { config: { ...config, audit: audit.writes('role_deleted') }, schema: { params: RoleIdParams } }, async (request) => {
    await service.deleteRole(db, request, request.params.id);
    return { success: true, message: MESSAGES.roleDeleted };
  });

  // System roles included: requiring two-factor of administrators is the commonest use.
  app.put(
    '/api/auth/roles/:id/two-factor',
    { config: { ...config, audit: audit.writes('role_two_factor_changed') }, schema: { params: RoleIdParams, body: RoleTwoFactorBody } },
    async (request) => ({
      success: true,
      role: await service.setTwoFactorRequired(db, request, request.params.id, request.body.required),
      message: request.body.required ? MESSAGES.roleTwoFactorRequired : MESSAGES.roleTwoFactorNotRequired,
    }),
  );

  app.get('/api/auth/permissions', { config }, async () => ({ success: true, permissions: [...PERMISSIONS] }));
};
