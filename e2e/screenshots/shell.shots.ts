// Screenshots of every shell screen, light and dark, 1280 and 390 px wide, into docs/screenshots/
// (`npm run screenshots`); the files are overwritten on each run.
import { join } from 'node:path';
import { OUT, THEMES, VIEWPORTS } from './shots';
import { DATABASE_OUTAGE, expect, openWithToken, test } from '../fixtures';

// Every screen in all four variants would be 44 files; the core screens get all four, the rest one
// or two, to keep docs/screenshots small.
const CORE = new Set(['login', 'dashboard', 'profile', 'access-denied', 'connection-error', 'debug']);
const EXTRA = new Set([
  'coming-soon-1280-light',
  'coming-soon-1280-dark',
  'token-diagnostic-1280-light',
  'api-diagnostics-1280-dark',
  'account-menu-1280-light',
  'drawer-390-dark',
  'change-password-1280-light',
]);

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`screens at ${viewport.width} px, ${theme}`, async ({ page, api }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const wide = viewport.width >= 900;
      const shot = async (name: string) => {
        const file = `${name}-${viewport.width}-${theme}`;
        if (!CORE.has(name) && !EXTRA.has(file)) return;
        await page.waitForTimeout(250);
        await page.screenshot({ path: join(OUT, `${file}.png`), animations: 'disabled' });
      };

      // Connection error (the API answers 503, as during a database outage).
      await page.route('**/api/health', (route) => route.fulfill(DATABASE_OUTAGE));
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
      await shot('connection-error');
      await page.unroute('**/api/health');

      // Login, with a message shown.
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await shot('login');

      const lead = await api.createUser({ role: 'admin', displayName: 'Jordan Rivera', email: 'jordan.rivera@example.com' });
      await openWithToken(page, await api.tokenFor(lead), '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
      await shot('dashboard');
      if (!wide) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.getByTestId('sidebar').getByRole('button', { name: 'Users' }).click();
        await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Clicker Frenzy' })).toBeVisible();
        await shot('drawer');
        await page.keyboard.press('Escape');
      } else {
        await page.getByTestId('account-block').getByRole('button', { name: 'Account settings' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shot('account-menu');
        await page.keyboard.press('Escape');
      }

      await page.goto('/profile');
      await expect(page.getByTestId('profile-name')).toBeVisible();
      await shot('profile');
      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
      await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('abc');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();
      await shot('change-password');
      await page.keyboard.press('Escape');

      await page.goto('/tc-users');
      await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
      await shot('coming-soon');

      await page.goto('/token-diagnostic');
      await page.getByRole('button', { name: 'Run diagnostics' }).click();
      await expect(page.getByText('Server checks')).toBeVisible();
      await shot('token-diagnostic');

      await page.goto('/api-diagnostics');
      await expect(page.getByText('API is running', { exact: true })).toBeVisible();
      await shot('api-diagnostics');

      await page.goto('/debug');
      await expect(page.getByRole('heading', { level: 1, name: 'Auth debug' })).toBeVisible();
      await shot('debug');

      const guest = await api.createUser({ role: 'guest', displayName: 'Sam Guest' });
      await openWithToken(page, await api.tokenFor(guest), '/admin');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await shot('access-denied');
    });
  }
}
