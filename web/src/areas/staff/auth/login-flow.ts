// The login flow and its messages (docs/RULES.md, "Sign-in and sessions"), free of React so each branch is testable.
import type { LoginBody, User } from '@staff-console/domain';
import { isApiError } from '../../../lib/api-client';
import { decodeToken, hasThreeParts, isUsableToken } from '../../../lib/jwt';
import { UI } from '../../../lib/messages';
import type { TokenStore } from '../../../lib/token-store';
import { readUser } from '../../../lib/user-shape';
import type { LoginTwoFactorBody } from '@staff-console/domain';
import { TWO_FACTOR_LOGIN_UI } from './two-factor-messages';

export class LoginError extends Error {
  override readonly name = 'LoginError';
}

/**
 * The password was right and the account signs in with two-factor: the sign-in goes on with a
 * code for this challenge (performTwoFactorLogin). Its message asks for the code, so a caller that
 * does not know the second step still shows something true.
 */
export class TwoFactorRequiredError extends LoginError {
  constructor(readonly challenge: string) {
    super(TWO_FACTOR_LOGIN_UI.prompt);
  }
}

export const isTwoFactorRequired = (e: unknown): e is TwoFactorRequiredError => e instanceof TwoFactorRequiredError;

export interface LoginDeps<B = LoginBody> {
  request: (body: B) => Promise<unknown>;
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
  const body = await send(credentials, deps);
  const answer = body as { twoFactorRequired?: unknown; challenge?: unknown };
  if (answer.twoFactorRequired === true && typeof answer.challenge === 'string' && answer.challenge !== '') {
    throw new TwoFactorRequiredError(answer.challenge);
  }
  return acceptSignIn(body, deps);
}

/** The second step: the code (or a recovery code) for a challenge, answered and checked like a password sign-in. */
export async function performTwoFactorLogin(step: LoginTwoFactorBody, deps: LoginDeps<LoginTwoFactorBody>): Promise<{ token: string; user: User }> {
  return acceptSignIn(await send(step, deps), deps);
}

async function send<B>(body: B, deps: LoginDeps<B>): Promise<object> {
  let answer: unknown;
  try {
    answer = await deps.request(body);
  } catch (e) {
    throw new LoginError(loginRequestErrorMessage(e));
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new LoginError(UI.invalidResponse);
  return answer;
}

/** Checks a sign-in answer and stores its token: every way of signing in ends here. */
async function acceptSignIn(body: object, deps: Pick<LoginDeps, 'store' | 'now'>): Promise<{ token: string; user: User }> {
  const now = deps.now ?? Date.now;
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
