// The login flow and its messages (docs/RULES.md, "Sign-in and sessions"), free of React so each branch is testable.
import type { LoginBody, User } from '@staff-console/domain';
import { isApiError } from '../../lib/api-client';
import { decodeToken, hasThreeParts, isUsableToken } from '../../lib/jwt';
import { UI } from '../../lib/messages';
import type { TokenStore } from '../../lib/token-store';
import { readUser } from '../../lib/user-shape';

export class LoginError extends Error {
  override readonly name = 'LoginError';
}

export interface LoginDeps {
  request: (body: LoginBody) => Promise<unknown>;
  store: TokenStore;
  now?: () => number;
}

const RAW_BODY_LIMIT = 200;

/** The sentence for a failed login request. */
export function loginRequestErrorMessage(e: unknown): string {
  if (isApiError(e)) {
    switch (e.kind) {
      case 'network':
        return UI.networkError;
      case 'timeout':
        return UI.loginFailedPrefix + UI.noResponse;
      case 'invalid-response':
        return UI.invalidResponse;
      case 'http': {
        const body = e.body as { error?: unknown; message?: unknown } | null;
        // The server's own error sentence always wins (docs/RULES.md, "Messages").
        if (body && typeof body.error === 'string' && body.error !== '') return body.error;
        const detail =
          body && typeof body.message === 'string' && body.message !== ''
            ? body.message
            : (e.rawBody ?? '').trim().slice(0, RAW_BODY_LIMIT) || `HTTP ${e.status ?? ''}`.trim();
        return UI.loginFailedPrefix + UI.serverResponded(e.status ?? 0, detail);
      }
    }
  }
  if (e instanceof Error && e.message) return UI.loginFailedPrefix + e.message;
  return UI.loginFailedPrefix + UI.unknownError;
}

/** Calls login, checks the answer and stores the token; rejects with a LoginError naming the problem. */
export async function performLogin(credentials: LoginBody, deps: LoginDeps): Promise<{ token: string; user: User }> {
  const now = deps.now ?? Date.now;
  let body: unknown;
  try {
    body = await deps.request(credentials);
  } catch (e) {
    throw new LoginError(loginRequestErrorMessage(e));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new LoginError(UI.invalidResponse);
  const answer = body as { success?: unknown; token?: unknown; user?: unknown; error?: unknown };
  if (answer.success !== true) {
    throw new LoginError(typeof answer.error === 'string' && answer.error !== '' ? answer.error : UI.loginFailedCredentials);
  }
  if (typeof answer.token !== 'string' || answer.token === '') throw new LoginError(UI.noTokenReceived);
  if (answer.user === undefined || answer.user === null) throw new LoginError(UI.userDataMissing);
  if (!hasThreeParts(answer.token)) throw new LoginError(UI.invalidTokenFormatReceived);
  const claims = decodeToken(answer.token);
  if (!claims?.username || !claims.id) throw new LoginError(UI.invalidTokenPayload);
  const user = readUser(answer.user);
  if (!user) throw new LoginError(UI.invalidResponse);

  try {
    deps.store.set(answer.token);
  } catch {
    throw new LoginError(UI.failedToStoreToken);
  }
  const stored = deps.store.get();
  if (!stored) throw new LoginError(UI.failedToStoreToken);
  if (!hasThreeParts(stored)) {
    deps.store.clear();
    throw new LoginError(UI.authInvalidTokenFormat);
  }
  if (!isUsableToken(stored, now())) {
    deps.store.clear();
    throw new LoginError(UI.authTokenValidationFailed);
  }
  return { token: stored, user };
}
