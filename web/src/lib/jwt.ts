// Reading (never verifying) a JWT's payload on the client: shape checks, expiry and the fallback user.
export interface TokenClaims {
  id?: string;
  username?: string;
  role?: string;
  permissions?: string[];
  iat?: number;
  exp?: number;
}

export const hasThreeParts = (token: string | null | undefined): token is string =>
  typeof token === 'string' && token.split('.').length === 3 && token.split('.').every((p) => p.length > 0);

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload as an object, or null when the token is not a readable JWT. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!hasThreeParts(token)) return null;
  try {
    const value: unknown = JSON.parse(base64UrlDecode(token.split('.')[1] ?? ''));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const v = value as Record<string, unknown>;
    const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
    const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
    return {
      id: str(v.id) ?? str(v.sub),
      username: str(v.username),
      role: str(v.role),
      permissions: Array.isArray(v.permissions) ? v.permissions.filter((p): p is string => typeof p === 'string') : undefined,
      iat: num(v.iat),
      exp: num(v.exp),
    };
  } catch {
    return null;
  }
}

/** Seconds until exp (negative once expired); null when the token carries no exp. */
export function secondsRemaining(claims: TokenClaims | null, now = Date.now()): number | null {
  if (!claims || claims.exp === undefined) return null;
  return Math.floor(claims.exp - now / 1000);
}

/** Three parts and an unexpired exp (docs/RULES.md, "Validation"). */
export function isUsableToken(token: string | null | undefined, now = Date.now()): boolean {
  const claims = decodeToken(token);
  const left = secondsRemaining(claims, now);
  return claims !== null && left !== null && left > 0;
}
