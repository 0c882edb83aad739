import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LIMITS, withinLimitLowerCased } from './common';
import { isTimeZone } from '../values/time-zones';
import { EMAIL_PATTERN, MAX_PASSWORD, passwordLongEnough, User } from './users';

export const LoginBody = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(LIMITS.name)
    .refine((s) => withinLimitLowerCased(s, LIMITS.name), `Username must be at most ${LIMITS.name} characters, also in lower case`),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(MAX_PASSWORD),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenPayload = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  iat: z.number(),
  exp: z.number(),
});
export type TokenPayload = z.infer<typeof TokenPayload>;

export const LoginResponse = z.object({ success: z.literal(true), token: z.string(), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;
export const CheckResponse = z.object({ success: z.literal(true), user: User });
export type CheckResponse = z.infer<typeof CheckResponse>;

const profileEmail = z
  .string()
  .trim()
  .max(254, MESSAGES.profileInvalidEmail)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), MESSAGES.profileInvalidEmail);

/** PUT /api/auth/profile: name and e-mail, and/or a password change (docs/RULES.md, "Validation"). */
export const ProfileBody = z
  .object({
    displayName: z.string().trim().min(1, MESSAGES.displayNameEmpty).max(LIMITS.name).optional(),
    email: profileEmail.optional(),
    profile: z
      .object({
        displayName: z.string().trim().min(1, MESSAGES.displayNameEmpty).max(LIMITS.name).optional(),
        email: profileEmail.optional(),
      })
      .optional(),
    /** The IANA zone the member reads times in, one of the runtime's list (e.g. Europe/London). */
    timeZone: z
      .string()
      .max(64, MESSAGES.unknownTimeZone)
      .refine((v) => isTimeZone(v), MESSAGES.unknownTimeZone)
      .optional(),
    currentPassword: z.string().max(MAX_PASSWORD).optional(),
    password: z.string().max(MAX_PASSWORD).optional(),
    confirmPassword: z.string().max(MAX_PASSWORD).optional(),
  })
  .superRefine((body, ctx) => {
    const changing = body.password !== undefined || body.currentPassword !== undefined;
    if (!changing) return;
    if (!body.currentPassword) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: MESSAGES.currentPasswordRequired });
    else if (!body.password) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.newPasswordRequired });
    else if (!passwordLongEnough(body.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooShort });
    else if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
  });
export type ProfileBody = z.infer<typeof ProfileBody>;

export const ProfileResponse = z.object({
  success: z.literal(true),
  user: User,
  token: z.string().optional(),
  message: z.string(),
});

/** GET /api/debug/validate-token (docs/RULES.md, "Entities and values"). */
export const TokenDiagnostics = z.object({
  success: z.boolean(),
  token: z.string(),
  status: z.enum(['valid', 'invalid', 'expired']),
  localStatus: z.object({
    username: z.string().nullable(),
    role: z.string().nullable(),
    permissions: z.array(z.string()),
    issuedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    timeToExpiry: z.number().nullable(),
    localValidation: z.string(),
    isExpired: z.boolean(),
  }),
  serverResponse: z.object({ valid: z.boolean(), reason: z.string().nullable(), user: User.nullable() }),
  protectedEndpointTest: z.object({ status: z.number(), ok: z.boolean(), error: z.string().nullable() }),
  authCheckTest: z.object({ status: z.number(), ok: z.boolean(), data: User.nullable(), error: z.string().nullable() }),
});
export type TokenDiagnostics = z.infer<typeof TokenDiagnostics>;

/** GET /api/health, public: up or not, and why not; nothing about how the server is built. */
export const HealthResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  suggestion: z.string().optional(),
  database: z.object({ ok: z.boolean() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/ready: 200 only when the database answers and every migration has run, else 503. */
export const ReadyResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  database: z.object({ ok: z.boolean(), pendingMigrations: z.number().optional() }),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;

/** GET /api/health/details, administrators only: health with the database engine and schema state. */
export const HealthDetails = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
  database: z.object({ engine: z.enum(['sqlite', 'postgres']), ok: z.boolean(), pendingMigrations: z.number().optional() }),
});
export type HealthDetails = z.infer<typeof HealthDetails>;
