// The test object every spec imports: baseURL comes from the server global-setup.ts started, and
// `api` signs in as the first administrator to create the staff users a test needs.
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readState } from './state';

export { expect };

export interface StaffUser {
  id: string;
  username: string;
  password: string;
  displayName: string;
  email: string;
}

export interface Api {
  adminToken: () => Promise<string>;
  login: (username: string, password: string) => Promise<{ status: number; body: Record<string, unknown> }>;
  createUser: (options?: { role?: 'guest' | 'user' | 'admin'; permissions?: string[]; displayName?: string; email?: string }) => Promise<StaffUser>;
  setActive: (id: string, active: boolean) => Promise<void>;
  tokenFor: (user: { username: string; password: string }) => Promise<string>;
}

export const uniqueName = (prefix = 'staff') => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

async function makeApi(request: APIRequestContext, baseURL: string): Promise<Api> {
  const state = readState();
  let admin: string | null = null;
  const login = async (username: string, password: string) => {
    const res = await request.post(`${baseURL}/api/auth/login`, { data: { username, password } });
    return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
  };
  const tokenFor = async (user: { username: string; password: string }) => {
    const { status, body } = await login(user.username, user.password);
    if (status !== 200 || typeof body.token !== 'string') throw new Error(`Login of ${user.username} failed: ${JSON.stringify(body)}`);
    return body.token;
  };
  const adminToken = async () => (admin ??= await tokenFor({ username: state.adminUsername, password: state.adminPassword }));
  return {
    adminToken,
    login,
    tokenFor,
    async createUser(options = {}) {
      const username = uniqueName(options.role ?? 'user');
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const displayName = options.displayName ?? `Test ${username.split('-')[0] ?? ''}`.trim();
      const email = options.email ?? `${username}@example.com`;
      const res = await request.post(`${baseURL}/api/auth/users`, {
        headers: { Authorization: `Bearer ${await adminToken()}` },
        data: { username, password, displayName, email, role: options.role ?? 'user', permissions: options.permissions ?? [], active: true },
      });
      const body = (await res.json()) as { success?: boolean; user?: { id: string }; error?: string };
      if (!res.ok() || !body.user) throw new Error(`Could not create ${username}: ${res.status()} ${JSON.stringify(body)}`);
      return { id: body.user.id, username, password, displayName, email };
    },
    async setActive(id, active) {
      const res = await request.put(`${baseURL}/api/auth/users/${id}`, {
        headers: { Authorization: `Bearer ${await adminToken()}` },
        data: { active },
      });
      if (!res.ok()) throw new Error(`Could not update ${id}: ${res.status()} ${await res.text()}`);
    },
  };
}

export const test = base.extend<{ api: Api; admin: { username: string; password: string } }>({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(readState().baseURL);
  },
  api: async ({ request, baseURL }, use) => {
    await use(await makeApi(request, baseURL ?? readState().baseURL));
  },
  // eslint-disable-next-line no-empty-pattern
  admin: async ({}, use) => {
    const s = readState();
    await use({ username: s.adminUsername, password: s.adminPassword });
  },
});

/** Signs in through the login screen. */
export async function signIn(page: Page, user: { username: string; password: string }, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Puts a token in local storage without the login screen, then opens `path`. */
export async function openWithToken(page: Page, token: string, path = '/'): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  await page.goto(path);
}

/** The sidebar (or open drawer) of the signed-in layout. */
export const sidebar = (page: Page) => page.getByTestId('sidebar');

/** What GET /api/health answers during a database outage: a 503 with the server's sentence and suggestion. */
export const DATABASE_OUTAGE = {
  status: 503,
  json: {
    success: false,
    error: 'The database is unavailable right now. Try again in a moment.',
    suggestion: 'Check that the database server is running and that DATABASE_URL points at it.',
    database: { engine: 'sqlite', ok: false },
  },
};
