import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse, PERMISSIONS, PermissionsResponse, RoleBody, RoleIdParams, RoleResponse, RolesResponse, RoleTwoFactorBody } from '@staff-console/domain';
import { access, audit } from '../../../http/access';
import * as service from './roles.service';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { access: access.admin };

  app.get('/api/auth/roles', { config, schema: { response: { 200: RolesResponse } } }, async () => ({
    success: true as const,
    roles: await service.listRoles(db),
  }));

  app.post(
    '/api/auth/roles',
    { config: { ...config, audit: audit.writes('role_created') }, schema: { body: RoleBody, response: { 201: RoleResponse } } },
    async (request, reply) => {
      const role = await service.createRole(db, request, request.body);
      return reply.code(201).send({ success: true as const, role, message: 'Role created successfully' });
    },
  );

  app.put(
    '/api/auth/roles/:id',
    { config: { ...config, audit: audit.writes('role_updated') }, schema: { params: RoleIdParams, body: RoleBody, response: { 200: RoleResponse } } },
    async (request) => ({
      success: true as const,
      role: await service.updateRole(db, request, request.params.id, request.body),
      message: 'Role updated successfully',
    }),
  );

  app.delete(
    '/api/auth/roles/:id',
    { config: { ...config, audit: audit.writes('role_deleted') }, schema: { params: RoleIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await service.deleteRole(db, request, request.params.id);
      return { success: true as const, message: 'Role deleted successfully' };
    },
  );

  // System roles included: requiring two-factor of administrators is the commonest use.
  app.put(
    '/api/auth/roles/:id/two-factor',
    {
      config: { ...config, audit: audit.writes('role_two_factor_changed') },
      schema: { params: RoleIdParams, body: RoleTwoFactorBody, response: { 200: RoleResponse } },
    },
    async (request) => ({
      success: true as const,
      role: await service.setTwoFactorRequired(db, request, request.params.id, request.body.required),
      message: request.body.required ? 'Members of this role must now sign in with two-factor' : 'Two-factor is no longer required for this role',
    }),
  );

  app.get('/api/auth/permissions', { config, schema: { response: { 200: PermissionsResponse } } }, async () => ({
    success: true as const,
    permissions: [...PERMISSIONS],
  }));
};
