// The top-level error screen and the connectivity screens (docs/RULES.md, "Screens and routes"), reached the way they happen
// in real life: a code chunk that cannot be downloaded, and an API that answers 503 or nothing.
import { readFileSync } from 'node:fs';
import { DATABASE_OUTAGE, expect, signIn, test } from './fixtures';

/** The built file of a page's code (chunk names are hashes), as the browser requests it. */
function chunkOf(source: string): RegExp {
  const manifest = JSON.parse(readFileSync(new URL('../web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not a chunk of the build`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

test('a page whose code cannot be loaded shows the error screen', async ({ page, admin }) => {
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
  const profileChunk = chunkOf('src/areas/staff/profile/profile-page.tsx');
  await page.route(profileChunk, (route) => route.abort('connectionreset'));
  await page.getByTestId('account-block').getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText("We've encountered an unexpected error. This might be due to a connection issue or a problem with our application."),
  ).toBeVisible();
  await expect(page.getByText('If the problem persists, please contact support')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Home' })).toBeVisible();

  // Try Again reloads; with the network back the page works.
  await page.unroute(profileChunk);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('Go to Home leaves the error screen for the dashboard', async ({ page, admin }) => {
  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
  await page.route(chunkOf('src/areas/logs/chat/chats-page.tsx'), (route) => route.abort('connectionreset'));
  await page.getByTestId('sidebar').getByRole('link', { name: 'Chat Logs' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
});

test('a database outage shows Connection Error with the server’s message and suggestion, then recovers', async ({ page }) => {
  let down = true;
  await page.route('**/api/health', async (route) => {
    if (!down) return route.continue();
    await route.fulfill(DATABASE_OUTAGE);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
  await expect(page.getByText('The database is unavailable right now. Try again in a moment.')).toBeVisible();
  await expect(page.getByText('Check that the database server is running and that DATABASE_URL points at it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Token diagnostics' })).toHaveAttribute('href', '/token-diagnostic');
  await expect(page.getByRole('link', { name: 'Auth debug page' })).toHaveAttribute('href', '/debug');

  down = false;
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('an unreachable API says so, and the diagnostics links work while it is down', async ({ page }) => {
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
  await expect(page.getByText('Could not connect to the backend API')).toBeVisible();
  await page.getByRole('link', { name: 'Auth debug page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auth debug' })).toBeVisible();
});

test('while connecting, the attempt number is shown', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/health', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByText('Connecting to backend... (attempt 1)')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
