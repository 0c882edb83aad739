import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PERMISSIONS } from '../permissions';
import { MIN_PASSWORD } from '../limits';
import { LIMITS } from './common';
import { STEP_UP_CODE_MAX } from '../limits';

// A basic e-mail pattern (docs/RULES.md, "Validation"): something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const MAX_PASSWORD = 256;

/** The one rule for a staff password's length, counted in characters (not UTF-16 units). */
export const passwordLongEnough = (password: string): boolean => [...password].length >= MIN_PASSWORD;

/**
 * Step-up confirmation: an administrator who changes another administrator's password or
 * two-factor confirms who they are with their own password, and their current code when they
 * sign in with two-factor. Plain limits only; the server says which one is missing.
 */
export const StepUpFields = {
  yourPassword: z.string().max(MAX_PASSWORD).optional(),
  yourCode: z.string().trim().max(STEP_UP_CODE_MAX).optional(),
};
export const StepUpBody = z.object(StepUpFields);
export type StepUpBody = z.infer<typeof StepUpBody>;

export const PermissionName = z.enum(PERMISSIONS, { error: MESSAGES.unknownPermission });

export const UserProfile = z.object({ displayName: z.string(), email: z.string() });

/** A staff account as every response shows it: never a password or hash. */
export const User = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  permissions: z.array(z.string()),
  /** Effective permissions: the role's plus the user's own. */
  effectivePermissions: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  profile: UserProfile,
  /** Whether the account signs in with a second factor (an authenticator app's code). */
  twoFactorEnabled: z.boolean().optional(),
  /** Whether the account's role requires two-factor sign-in. */
  twoFactorRequired: z.boolean().optional(),
  /** The IANA zone the member reads times in (US Eastern unless they chose another). */
  timeZone: z.string().optional(),
  /** Only in answers about the caller: this session must choose a new password before anything else opens. */
  passwordChangeRequired: z.boolean().optional(),
});
export type User = z.infer<typeof User>;

const emailField = z
  .string()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), MESSAGES.invalidEmail);

const passwordField = z.string().max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

const userFields = {
  displayName: z.string().trim().max(LIMITS.name, `Display name must be at most ${LIMITS.name} characters`).optional(),
  email: emailField.optional(),
  role: z.string().trim().min(1, MESSAGES.unknownRole).max(LIMITS.name).optional(),
  permissions: z
    .array(PermissionName)
    .max(PERMISSIONS.length * 2)
    .optional(),
  active: z.boolean().optional(),
  profile: z
    .object({
      displayName: z.string().trim().max(LIMITS.name).optional(),
      email: emailField.optional(),
    })
    .optional(),
};

export const CreateUserBody = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(LIMITS.name, `Username must be at most ${LIMITS.name} characters`)
    .regex(USERNAME_PATTERN, MESSAGES.usernameInvalid),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`)
    .refine((v) => v.length === 0 || passwordLongEnough(v), MESSAGES.passwordTooShort),
  ...userFields,
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const UpdateUserBody = z.object({
  /** Read-only after creation: accepted only when unchanged. */
  username: z.string().trim().optional(),
  /** Sent only when it changes; blank keeps the current password. */
  password: passwordField.optional().refine((v) => v === undefined || v === '' || passwordLongEnough(v), MESSAGES.passwordTooShort),
  ...userFields,
  ...StepUpFields,
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const UserIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hexadecimal id') });

export const UsersResponse = z.object({ success: z.literal(true), users: z.array(User) });
export const UserResponse = z.object({ success: z.literal(true), user: User, message: z.string().optional() });

// Written once in limits.ts (no zod there: screens read it without the schemas).
export { STEP_UP_CODE_MAX };
