// Every login message (docs/RULES.md, "Messages"), each reached through the branch that should produce it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { createTokenStore } from '../../../lib/token-store';
import type { TokenStore } from '../../../lib/token-store';
import { fakeToken, fakeUser, json, mockFetch, text } from '../../../test/helpers';
import { performLogin } from './login-flow';
import { postLogin } from './auth-api';

const creds = { username: 'alice', password: 'secret-pw' };
const memoryStore = () => createTokenStore(() => ({ local: null, session: null }));

async function messageFor(respond: () => Response | Promise<Response>, store: TokenStore = memoryStore()): Promise<string> {
  mockFetch(() => respond());
  try {
    await performLogin(creds, { request: postLogin, store });
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login flow (docs/RULES.md, "Sign-in and sessions") and its messages (docs/RULES.md, "Messages")', () => {
  it('stores the token and returns the user on success', async () => {
    const store = memoryStore();
    const token = fakeToken();
    mockFetch(() => json(200, { success: true, token, user: fakeUser() }));
    const result = await performLogin(creds, { request: postLogin, store });
    expect(result.user.username).toBe('alice');
    expect(store.get()).toBe(token);
  });

  it("shows the server's own error text first (wrong password, too many attempts, bad input)", async () => {
    expect(await messageFor(() => json(401, { success: false, error: 'Invalid username or password' }))).toBe('Invalid username or password');
    expect(await messageFor(() => json(429, { success: false, error: 'Too many failed sign-in attempts. Try again later.' }))).toBe(
      'Too many failed sign-in attempts. Try again later.',
    );
    expect(await messageFor(() => json(400, { success: false, error: 'Username is required' }))).toBe('Username is required');
  });

  it("'Login failed. Please check your credentials.' when the result is not true", async () => {
    expect(await messageFor(() => json(200, { success: false }))).toBe('Login failed. Please check your credentials.');
  });

  it("'Network error. Please check your connection and try again.'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(performLogin(creds, { request: postLogin, store: memoryStore() })).rejects.toThrow(
      'Network error. Please check your connection and try again.',
    );
  });

  it("'Invalid response from server. Please try again.' for a body that is not JSON or not an object", async () => {
    expect(await messageFor(() => text(200, '<html>proxy page</html>'))).toBe('Invalid response from server. Please try again.');
    expect(await messageFor(() => json(200, ['not', 'an', 'object']))).toBe('Invalid response from server. Please try again.');
  });

  it("'Authentication failed: No token received from server'", async () => {
    expect(await messageFor(() => json(200, { success: true, user: fakeUser() }))).toBe('Authentication failed: No token received from server');
  });

  it("'Login successful but user data is missing'", async () => {
    expect(await messageFor(() => json(200, { success: true, token: fakeToken() }))).toBe('Login successful but user data is missing');
  });

  it("'Invalid token format received from server'", async () => {
    expect(await messageFor(() => json(200, { success: true, token: 'not-a-jwt', user: fakeUser() }))).toBe('Invalid token format received from server');
  });

  it("'Invalid token payload' when the payload lacks username or id", async () => {
    expect(await messageFor(() => json(200, { success: true, token: fakeToken({ username: undefined }), user: fakeUser() }))).toBe('Invalid token payload');
    expect(await messageFor(() => json(200, { success: true, token: 'aaa.%%%.bbb', user: fakeUser() }))).toBe('Invalid token payload');
  });

  it("'Failed to store authentication token' when nothing keeps it", async () => {
    const broken: TokenStore = { get: () => null, set: () => 'memory', clear: () => undefined, location: () => null };
    expect(await messageFor(() => json(200, { success: true, token: fakeToken(), user: fakeUser() }), broken)).toBe('Failed to store authentication token');
    const throwing: TokenStore = {
      ...broken,
      set: () => {
        throw new Error('denied');
      },
    };
    expect(await messageFor(() => json(200, { success: true, token: fakeToken(), user: fakeUser() }), throwing)).toBe('Failed to store authentication token');
  });

  it("'Authentication error: Invalid token format' when the stored token comes back malformed", async () => {
    const clear = vi.fn();
    const mangling: TokenStore = { get: () => 'mangled', set: () => 'local', clear, location: () => 'local' };
    expect(await messageFor(() => json(200, { success: true, token: fakeToken(), user: fakeUser() }), mangling)).toBe(
      'Authentication error: Invalid token format',
    );
    expect(clear).toHaveBeenCalled();
  });

  it("'Authentication error: Token validation failed' for an expired token, which is cleared", async () => {
    const store = memoryStore();
    const expired = fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 });
    expect(await messageFor(() => json(200, { success: true, token: expired, user: fakeUser() }), store)).toBe('Authentication error: Token validation failed');
    expect(store.get()).toBeNull();
  });

  it("'Login failed. Server responded with {status}: …' when the server sends no error field", async () => {
    expect(await messageFor(() => text(502, 'Bad Gateway'))).toBe('Login failed. Server responded with 502: Bad Gateway');
    expect(await messageFor(() => json(500, { success: false, message: 'Database exploded' }))).toBe(
      'Login failed. Server responded with 500: Database exploded',
    );
  });

  it("'Login failed. No response received from server. Please check your internet connection.' on a timeout", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_i: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = performLogin(creds, {
      request: (b) => apiRequest('/api/auth/login', { method: 'POST', body: b, token: null, timeoutMs: 1000 }),
      store: memoryStore(),
    });
    const assertion = expect(pending).rejects.toThrow('Login failed. No response received from server. Please check your internet connection.');
    await vi.advanceTimersByTimeAsync(1001);
    await assertion;
  });

  it("'Login failed. ' + the exception message, or 'An unknown error occurred'", async () => {
    await expect(performLogin(creds, { request: () => Promise.reject(new Error('Something odd')), store: memoryStore() })).rejects.toThrow(
      'Login failed. Something odd',
    );
    await expect(performLogin(creds, { request: () => Promise.reject(new Error('')), store: memoryStore() })).rejects.toThrow(
      'Login failed. An unknown error occurred',
    );
  });
});
