import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LIMITS } from './common';
import { PermissionName } from './users';

export const ROLE_NAME_PATTERN = /^[A-Za-z0-9_]+$/;

export const Role = z.object({
  _id: z.string().optional(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  system: z.boolean(),
  /** Members must sign in with two-factor (until they set it up, only their profile opens). */
  requireTwoFactor: z.boolean().optional(),
  userCount: z.number().optional(),
});
export type Role = z.infer<typeof Role>;

export const RoleBody = z.object({
  name: z
    .string({ error: MESSAGES.roleNameRequired })
    .trim()
    .min(1, MESSAGES.roleNameRequired)
    .max(LIMITS.name, `Role name must be at most ${LIMITS.name} characters`)
    .regex(ROLE_NAME_PATTERN, MESSAGES.roleNameChars),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  permissions: z.array(PermissionName).max(50).default([]),
});
export type RoleBody = z.infer<typeof RoleBody>;

/** A custom role's 24-hex id, or a system role's name. */
export const RoleIdParams = z.object({ id: z.string().min(1).max(LIMITS.name) });

export const RolesResponse = z.object({ success: z.literal(true), roles: z.array(Role) });
export const PermissionsResponse = z.object({ success: z.literal(true), permissions: z.array(z.string()) });

export const RoleTwoFactorBody = z.object({ required: z.boolean({ error: 'required must be true or false' }) });
export type RoleTwoFactorBody = z.infer<typeof RoleTwoFactorBody>;

/** A role created or changed (its two-factor requirement too), with the sentence to show. */
export const RoleResponse = z.object({ success: z.literal(true), role: Role, message: z.string() });
export type RoleResponse = z.infer<typeof RoleResponse>;
