// Token diagnostics: explains why the presented token is or is not accepted, as read locally
// (decoded, unverified) and as the server checks it.
import { decodeJwt } from 'jose';
import { MESSAGES, type TokenDiagnostics } from '@staff-console/domain';
import type { Deps } from '../../../deps/deps';
import { toUser } from '../accounts/users.mapping';
import { checkToken } from './auth.service';

/** `spend`: a valid token's owner spends from their allowance here as on every other route. */
export async function diagnoseToken(deps: Deps, token: string, spend: (userId: string) => Promise<void>): Promise<TokenDiagnostics> {
  let payload: Record<string, unknown> = {};
  let decodable = true;
  try {
    payload = decodeJwt(token);
  } catch {
    decodable = false;
  }
  const now = Math.floor(Date.now() / 1000);
  const exp = typeof payload.exp === 'number' ? payload.exp : null;
  const iat = typeof payload.iat === 'number' ? payload.iat : null;
  const result = await checkToken(deps, token);
  if (result.ok) await spend(result.user.id);
  const user = result.ok ? toUser(result.row) : null;
  const reason = result.ok ? null : result.reason;
  const status: TokenDiagnostics['status'] = result.ok ? 'valid' : reason === 'expired' ? 'expired' : 'invalid';
  const error = result.ok ? null : reason === 'missing' ? MESSAGES.noToken : MESSAGES.unauthenticated;
  return {
    success: result.ok,
    token: `${token.slice(0, 12)}…${token.slice(-6)}`,
    status,
    localStatus: {
      username: typeof payload.username === 'string' ? payload.username : null,
      role: typeof payload.role === 'string' ? payload.role : null,
      permissions: Array.isArray(payload.permissions) ? payload.permissions.filter((p) => typeof p === 'string') : [],
      issuedAt: iat === null ? null : new Date(iat * 1000).toISOString(),
      expiresAt: exp === null ? null : new Date(exp * 1000).toISOString(),
      timeToExpiry: exp === null ? null : exp - now,
      localValidation: !decodable ? MESSAGES.tokenNotDecodable : token.split('.').length !== 3 ? MESSAGES.tokenNotThreeParts : MESSAGES.tokenReadable,
      isExpired: exp !== null && exp <= now,
    },
    serverResponse: { valid: result.ok, reason, user },
    protectedEndpointTest: { status: result.ok ? 200 : 401, ok: result.ok, error },
    authCheckTest: { status: result.ok ? 200 : 401, ok: result.ok, data: user, error },
  };
}
