// A light reading of the User object in auth answers. The shell checks answers by hand rather than
// with the domain's zod schemas so that zod (about 25 KB gzip) stays out of the start-up bundle;
// forms, which need the schemas anyway, load zod with their own chunk.
import type { User } from '@staff-console/domain';

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null);
/** An optional boolean of the User (two-factor state), kept only when the server sent one. */
const flag = <K extends string>(key: K, value: unknown): Partial<Record<K, boolean>> =>
  typeof value === 'boolean' ? ({ [key]: value } as Record<K, boolean>) : {};

/** The User in an answer, or null when it lacks what the app relies on (an id and a username). */
export function readUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const id = str(v.id) ?? str(v._id);
  const username = str(v.username);
  if (!id || !username) return null;
  const permissions = strings(v.permissions) ?? [];
  const profile = (typeof v.profile === 'object' && v.profile !== null ? v.profile : {}) as Record<string, unknown>;
  return {
    _id: str(v._id) ?? id,
    id,
    username,
    displayName: str(v.displayName) ?? '',
    email: str(v.email) ?? '',
    role: str(v.role) ?? '',
    roleName: str(v.roleName) ?? '',
    permissions,
    effectivePermissions: strings(v.effectivePermissions) ?? permissions,
    active: typeof v.active === 'boolean' ? v.active : true,
    createdAt: str(v.createdAt) ?? '',
    profile: { displayName: str(profile.displayName) ?? '', email: str(profile.email) ?? '' },
    ...flag('twoFactorEnabled', v.twoFactorEnabled),
    ...flag('twoFactorRequired', v.twoFactorRequired),
    ...flag('passwordChangeRequired', v.passwordChangeRequired),
    ...(typeof v.timeZone === 'string' ? { timeZone: v.timeZone } : {}),
  };
}

/** `{success: true, user}` (and a token when `withToken`), or null. */
export function readUserEnvelope(body: unknown, withToken: true): { user: User; token: string } | null;
export function readUserEnvelope(body: unknown, withToken?: false): { user: User } | null;
export function readUserEnvelope(body: unknown, withToken = false): { user: User; token?: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (b.success !== true) return null;
  const user = readUser(b.user);
  if (!user) return null;
  if (!withToken) return { user };
  const token = str(b.token);
  return token ? { user, token } : null;
}
