// Sign-in (docs/RULES.md, "Screens and routes"): success, every failure message the browser can reach, the remembered
// target, expired or revoked sessions, and logout.
import type { Page, Route } from '@playwright/test';
import { expect, openWithToken, sidebar, signIn, test } from './fixtures';

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const craftedToken = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.sig`;
const loginAlert = (page: Page) => page.getByRole('alert');

/** Answers POST /api/auth/login with `respond`, to reach the client-side messages (docs/RULES.md, "Messages"). */
async function fakeLogin(page: Page, respond: (route: Route) => Promise<void>) {
  await page.route('**/api/auth/login', respond);
}

test.describe('sign in', () => {
  test('an administrator signs in and sees the dashboard', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
    await expect(sidebar(page).getByTestId('account-role')).toHaveText('Administrator');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
  });

  test('the login screen has its fields, note and password toggle', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Contact your administrator if you need access to the system.')).toBeVisible();
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('abc');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
  });

  test("a wrong password shows the server's sentence", async ({ page, api }) => {
    const user = await api.createUser();
    await signIn(page, { username: user.username, password: 'not-the-password' });
    await expect(loginAlert(page)).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a deactivated account is refused with the server’s sentence', async ({ page, api }) => {
    const user = await api.createUser();
    await api.setActive(user.id, false);
    const expected = (await api.login(user.username, user.password)).body.error as string;
    expect(expected).toBeTruthy();
    await signIn(page, user);
    await expect(loginAlert(page)).toHaveText(expected);
  });

  test('too many failures answer 429 and the screen says so', async ({ page, api }) => {
    const user = await api.createUser();
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) status = (await api.login(user.username, 'wrong-password')).status;
    expect(status).toBe(429);
    await signIn(page, user);
    await expect(loginAlert(page)).toHaveText('Too many failed sign-in attempts. Try again later.');
  });

  test.describe('client-side messages for broken answers', () => {
    const cases: [string, (route: Route) => Promise<void>, string][] = [
      ['network failure', (r) => r.abort('connectionrefused'), 'Network error. Please check your connection and try again.'],
      [
        'HTML instead of JSON',
        (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html>portal</html>' }),
        'Invalid response from server. Please try again.',
      ],
      ['success false', (r) => r.fulfill({ status: 200, json: { success: false } }), 'Login failed. Please check your credentials.'],
      [
        'no token',
        (r) => r.fulfill({ status: 200, json: { success: true, user: { id: 'x', username: 'x' } } }),
        'Authentication failed: No token received from server',
      ],
      [
        'no user',
        (r) => r.fulfill({ status: 200, json: { success: true, token: craftedToken({ id: 'x', username: 'x', exp: 4102444800 }) } }),
        'Login successful but user data is missing',
      ],
      [
        'token not a JWT',
        (r) => r.fulfill({ status: 200, json: { success: true, token: 'abc', user: { id: 'x', username: 'x' } } }),
        'Invalid token format received from server',
      ],
      [
        'payload without username',
        (r) => r.fulfill({ status: 200, json: { success: true, token: craftedToken({ id: 'x', exp: 4102444800 }), user: { id: 'x', username: 'x' } } }),
        'Invalid token payload',
      ],
      [
        'already expired token',
        (r) =>
          r.fulfill({ status: 200, json: { success: true, token: craftedToken({ id: 'x', username: 'x', exp: 1000 }), user: { id: 'x', username: 'x' } } }),
        'Authentication error: Token validation failed',
      ],
      [
        'raw 502 page',
        (r) => r.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
        'Login failed. Server responded with 502: Bad Gateway',
      ],
    ];
    for (const [name, respond, message] of cases) {
      test(name, async ({ page }) => {
        await fakeLogin(page, respond);
        await signIn(page, { username: 'someone', password: 'something' });
        await expect(loginAlert(page)).toHaveText(message);
        expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
      });
    }
  });
});

test.describe('session', () => {
  test('the requested page is remembered and opened after signing in', async ({ page, api }) => {
    const user = await api.createUser({ role: 'user' });
    await page.goto('/trades');
    await expect(page).toHaveURL(/\/login$/);
    const record = await page.evaluate(() => sessionStorage.getItem('authRedirect'));
    expect(JSON.parse(record ?? '{}')).toMatchObject({ path: '/trades' });
    await page.getByLabel('Username').fill(user.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/trades$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Logs' })).toBeVisible();
  });

  test('an expired token sends the user to the login screen', async ({ page }) => {
    const expired = craftedToken({ id: 'a'.repeat(24), username: 'ghost', role: 'user', permissions: [], iat: 1000, exp: 2000 });
    await openWithToken(page, expired, '/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('a token the server stops accepting ends the session on the next check', async ({ page, api }) => {
    const user = await api.createUser({ role: 'user' });
    await signIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
    // The dashboard loads its four leaderboards one after another; a load still under way after the
    // deactivation would end the session before the click this test is about.
    await page.waitForLoadState('networkidle');
    await api.setActive(user.id, false);
    await page.waitForTimeout(3_100); // past the 3 s auth-check throttle
    // The next check is the navigation below, unless a request still under way met the 401 first:
    // either way the session ends.
    const chatLogs = sidebar(page).getByRole('link', { name: 'Chat Logs' });
    if (await chatLogs.isVisible()) await chatLogs.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('a signed-in visitor of /login goes on to the dashboard; logout ends the session', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown paths lead to the dashboard', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});
