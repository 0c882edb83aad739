// The auth check (docs/RULES.md, "Sign-in and sessions") is throttled to once per 3 s with a cached result, skipped while a
// redirect is in progress, and start-up makes up to 3 attempts 1 s apart before using the token.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../app/query-client';
import { useAuth } from '../../../lib/auth-context';
import { REDIRECTING_FLAG, setFlag } from '../../../lib/session-flags';
import { TOKEN_KEY } from '../../../lib/token-store';
import { Providers, callsTo, fakeToken, fakeUser, json, mockFetch } from '../../../test/helpers';
import { AUTH_CHECK_THROTTLE_MS, AuthProvider, checkAuth } from './auth-provider';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('auth check throttle', () => {
  it('asks the server at most once per 3 s and shares one request between callers', async () => {
    const fetch = mockFetch(() => json(200, { success: true, user: fakeUser() }));
    const client = createQueryClient();
    localStorage.setItem(TOKEN_KEY, fakeToken());

    const [a, b] = await Promise.all([checkAuth(client), checkAuth(client)]);
    expect(a.username).toBe('alice');
    expect(b).toBe(a);
    expect(callsTo(fetch, '/api/auth/check')).toBe(1);

    await vi.advanceTimersByTimeAsync(AUTH_CHECK_THROTTLE_MS - 10);
    await checkAuth(client);
    expect(callsTo(fetch, '/api/auth/check')).toBe(1); // cached

    await vi.advanceTimersByTimeAsync(20);
    await checkAuth(client);
    expect(callsTo(fetch, '/api/auth/check')).toBe(2);
  });

  it('gives up after 5 s without an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_i: unknown, init: RequestInit) =>
          new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = checkAuth(createQueryClient());
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(5_001);
    await assertion;
  });
});

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <span data-testid="status">{auth.status}</span>
      <span data-testid="user">{auth.user?.username ?? '-'}</span>
      <span data-testid="degraded">{String(auth.degraded)}</span>
      <button onClick={() => void auth.verifySession()}>verify</button>
    </div>
  );
}

function renderProvider() {
  const client = createQueryClient();
  render(
    <Providers client={client}>
      <MemoryRouter initialEntries={['/']}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </MemoryRouter>
    </Providers>,
  );
  return client;
}

describe('session verification through the provider', () => {
  it('skips the check while a redirect is in progress, and repeats verifications inside 3 s use the cache', async () => {
    const fetch = mockFetch(() => json(200, { success: true, user: fakeUser() }));
    localStorage.setItem(TOKEN_KEY, fakeToken());
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(callsTo(fetch, '/api/auth/check')).toBe(1);

    await act(async () => {
      screen.getByText('verify').click();
      screen.getByText('verify').click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(callsTo(fetch, '/api/auth/check')).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTH_CHECK_THROTTLE_MS);
      setFlag(REDIRECTING_FLAG); // the guard lives 3 s, so it is set after the wait
      screen.getByText('verify').click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(callsTo(fetch, '/api/auth/check')).toBe(1);
  });

  it('makes 3 start-up attempts 1 s apart, then falls back to the token payload', async () => {
    const fetch = mockFetch(() => json(503, { success: false, error: 'The database is unavailable right now. Try again in a moment.' }));
    localStorage.setItem(TOKEN_KEY, fakeToken({ username: 'fallback-user' }));
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(callsTo(fetch, '/api/auth/check')).toBe(1);
    expect(screen.getByTestId('status')).toHaveTextContent('checking');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(callsTo(fetch, '/api/auth/check')).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(callsTo(fetch, '/api/auth/check')).toBe(3);
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(screen.getByTestId('user')).toHaveTextContent('fallback-user');
    expect(screen.getByTestId('degraded')).toHaveTextContent('true');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(callsTo(fetch, '/api/auth/check')).toBe(3);
  });

  it('ends the session at once when the start-up check answers 401', async () => {
    const fetch = mockFetch(() => json(401, { success: false, error: 'Your session is missing or has expired. Please sign in again.' }));
    localStorage.setItem(TOKEN_KEY, fakeToken());
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(callsTo(fetch, '/api/auth/check')).toBe(1);
  });

  it('treats an expired token as signed out without asking the server', () => {
    const fetch = mockFetch(() => json(200, { success: true, user: fakeUser() }));
    localStorage.setItem(TOKEN_KEY, fakeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    renderProvider();
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
    expect(callsTo(fetch, '/api/auth/check')).toBe(0);
  });

  it('refreshes a token with under 30 minutes left at the 5-minute background check', async () => {
    const soon = Math.floor(Date.now() / 1000) + 20 * 60;
    const fresh = fakeToken({ exp: soon + 8 * 3600 });
    const fetch = mockFetch((url) =>
      url.startsWith('/api/auth/refresh') ? json(200, { success: true, token: fresh, user: fakeUser() }) : json(200, { success: true, user: fakeUser() }),
    );
    localStorage.setItem(TOKEN_KEY, fakeToken({ exp: soon }));
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(callsTo(fetch, '/api/auth/refresh')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(callsTo(fetch, '/api/auth/check')).toBe(2);
    expect(callsTo(fetch, '/api/auth/refresh')).toBe(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
  });
});
