// JWTs: HS256 only (the algorithm is pinned on verification), `exp` and `iat` required, the
// server-side session the token belongs to (`sid`), and a per-user token version (`tv`) so that a
// password change or deactivation kills older tokens.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenClaims, TokenService } from '../../../http/auth.types';

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Token invalid');
  }
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims, notAfter) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(Math.min(now + ttlSeconds, notAfter ?? Number.POSITIVE_INFINITY))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });
        const p = payload as Partial<TokenClaims>;
        if (typeof p.id !== 'string' || typeof p.username !== 'string' || typeof p.tv !== 'number' || typeof p.sid !== 'string') {
          throw new InvalidTokenError('invalid');
        }
        return {
          id: p.id,
          username: p.username,
          role: typeof p.role === 'string' ? p.role : '',
          permissions: Array.isArray(p.permissions) ? p.permissions.filter((x) => typeof x === 'string') : [],
          iat: p.iat!,
          exp: p.exp!,
          tv: p.tv,
          sid: p.sid,
        };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof errors.JWTExpired) throw new InvalidTokenError('expired');
        throw new InvalidTokenError('invalid');
      }
    },
  };
}

/** Reads a token from `Authorization: Bearer …`. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
