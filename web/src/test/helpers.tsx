// Test helpers: fake tokens, fake fetch answers, and a render with the app's providers.
import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@staff-console/domain';
import type { AuthContextValue } from '../lib/auth-context';
import { createQueryClient } from '../app/query-client';
import { ThemeModeProvider } from '../app/theme-provider';

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped token; the client only reads its payload. */
export function fakeToken(claims: Record<string, unknown> = {}, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = { id: 'a'.repeat(24), username: 'alice', role: 'user', permissions: ['view_chat'], iat, exp: iat + 8 * 3600, ...claims };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'a'.repeat(24),
    id: 'a'.repeat(24),
    username: 'alice',
    displayName: 'Alice Moderator',
    email: 'alice@example.com',
    role: 'user',
    roleName: 'user',
    permissions: [],
    effectivePermissions: ['view_chat', 'view_trades', 'view_marketplace', 'view_leaderboards'],
    active: true,
    createdAt: '2024-03-05T15:00:00.000Z',
    profile: { displayName: 'Alice Moderator', email: 'alice@example.com' },
    ...overrides,
  };
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch; returns the mock so tests can count calls per path. */
export function mockFetch(handler: FetchHandler) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const callsTo = (fn: ReturnType<typeof mockFetch>, path: string) => fn.mock.calls.filter(([input]) => String(input as string).startsWith(path)).length;

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeModeProvider>{children}</ThemeModeProvider>
    </QueryClientProvider>
  );
}

/** Renders `element` at `path` inside a MemoryRouter, with extra routes (e.g. '/login'). */
export function renderAt(path: string, routes: { path: string; element: ReactElement }[], client: QueryClient = createQueryClient()) {
  const utils = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...utils, client };
}

/** Makes MUI's media queries answer as a window of this width. */
export function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && (min !== null || max !== null);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/** Shows the current query string, for tests that read the view back out of the URL. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** A screen at its route, with LocationProbe beside it so the test can read the view back out of the URL. */
export const renderScreen = (path: string, route: string, screen: ReactElement) =>
  renderAt(path, [
    {
      path: route,
      element: (
        <>
          {screen}
          <LocationProbe />
        </>
      ),
    },
  ]);

/** The query string LocationProbe shows. */
export const shownSearch = () => screen.getByTestId('location').textContent;

/** The query parameters of each call to one API path, in order. */
export const requestsTo = (fn: ReturnType<typeof mockFetch>, pathname: string) =>
  fn.mock.calls
    .map(([url]) => new URL(url as string, 'http://x'))
    .filter((u) => u.pathname === pathname)
    .map((u) => Object.fromEntries(u.searchParams));

type Spy = ReturnType<typeof vi.fn>;

/** A session's context as the tests hand it in: signed in as `user` (or signed out), its calls spied on. */
export function authValue(user: User | null) {
  return {
    status: user ? 'authenticated' : 'unauthenticated',
    user,
    token: 'x.y.z',
    degraded: false,
    endReason: 'none',
    logout: vi.fn(),
    updateUser: vi.fn(),
    recheckSession: vi.fn(() => Promise.resolve()),
    verifySession: vi.fn(() => Promise.resolve()),
  } as unknown as AuthContextValue & { logout: Spy; updateUser: Spy; recheckSession: Spy; verifySession: Spy };
}
