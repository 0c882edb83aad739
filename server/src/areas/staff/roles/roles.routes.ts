import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import {
  MESSAGES,
  OkResponse,
  PERMISSIONS,
  PermissionsResponse,
  RoleBody,
  RoleIdParams,
  RoleResponse,
  RolesResponse,
  RoleTwoFactorBody,
} from '@staff-console/domain';
import { access, audit, callerOf } from '../../../http/access';
import * as service from './roles.service';

export const rolesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const { db } = deps;
  const config = { access: access.admin };

  app.get('/api/auth/roles', { config, schema: { response: { 200: RolesResponse } } }, async () => ({
    success: true as const,
    roles: await service.listRoles(db),
  }));

  app.post(
    '/api/auth/roles',
    { config: { ...config, audit: audit.writes('role_created') }, schema: { body: RoleBody, response: { 201: RoleResponse } } },
    async (request, reply) => {
      const role = await service.createRole(deps, callerOf(request), request.body);
      return reply.code(201).send({ success: true as const, role, message: MESSAGES.roleCreated });
    },
  );

  app.put(
    '/api/auth/roles/:id',
    { config: { ...config, audit: audit.writes('role_updated') }, schema: { params: RoleIdParams, body: RoleBody, response: { 200: RoleResponse } } },
    async (request) => ({
      success: true as const,
      role: await service.updateRole(deps, callerOf(request), request.params.id, request.body),
      message: MESSAGES.roleUpdated,
    }),
  );

  app.delete(
    '/api/auth/roles/:id',
    { config: { ...config, audit: audit.writes('role_deleted') }, schema: { params: RoleIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await service.deleteRole(deps, callerOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.roleDeleted };
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
      role: await service.setTwoFactorRequired(deps, callerOf(request), request.params.id, request.body.required),
      message: request.body.required ? MESSAGES.roleTwoFactorRequired : MESSAGES.roleTwoFactorNotRequired,
    }),
  );

  app.get('/api/auth/permissions', { config, schema: { response: { 200: PermissionsResponse } } }, async () => ({
    success: true as const,
    permissions: [...PERMISSIONS],
  }));
};
