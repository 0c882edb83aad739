// Guards and navigation by permission (docs/RULES.md, "Screens and routes").
import { expect, sidebar, signIn, test } from './fixtures';

const welcome = { level: 1, name: 'Welcome to the Staff Console' } as const;

test('a user without the permission sees Access Denied, and forbidden items are absent from the sidebar', async ({ page, api }) => {
  const guest = await api.createUser({ role: 'guest' });
  await signIn(page, guest);
  await expect(page.getByRole('heading', welcome)).toBeVisible();

  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const hidden of ['Chat Logs', 'Trade Logs', 'Marketplace Logs', 'Admin Panel', 'Trade Clicker', 'Clicker Frenzy']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await expect(nav.getByRole('button', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByText('No available features')).toBeVisible();
  await expect(page.getByText("You don't have permission to access any features. Please contact your administrator.")).toBeVisible();

  for (const path of ['/chats', '/trades', '/marketplace', '/tc-users', '/cf-users', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  }
  // Go Back returns to where the user came from (here: opened directly, so home).
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Go Back returns to the previous page', async ({ page, api }) => {
  const guest = await api.createUser({ role: 'guest' });
  await signIn(page, guest);
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'x', idx: 1 }, '', '/chats');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  });
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a staff user sees the log screens but not the admin panel or the Users group', async ({ page, api }) => {
  const user = await api.createUser({ role: 'user' });
  await signIn(page, user);
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  const nav = sidebar(page);
  for (const shown of ['Dashboard', 'Chat Logs', 'Trade Logs', 'Marketplace Logs']) await expect(nav.getByRole('link', { name: shown })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Users' })).toHaveCount(0);

  for (const title of ['Chat Logs', 'Trade Logs', 'Marketplace Logs']) {
    await expect(page.getByRole('link', { name: `Explore ${title}` })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Explore Admin Panel' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Chat Logs' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Logs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Chat Logs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('view_users opens the collapsible Users group with the Coming Soon pages', async ({ page, api }) => {
  const user = await api.createUser({ role: 'guest', permissions: ['view_users'] });
  await signIn(page, user);
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  const nav = sidebar(page);
  const group = nav.getByRole('button', { name: 'Users' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Trade Clicker' })).toHaveCount(0);
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Trade Clicker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Clicker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await nav.getByRole('link', { name: 'Clicker Frenzy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clicker Frenzy' })).toBeVisible();
  await group.click();
  await expect(nav.getByRole('link', { name: 'Clicker Frenzy' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Explore User Management' })).toHaveCount(0); // not on this page
});

test('an administrator sees every item, with the Admin entry in red', async ({ page, admin }) => {
  await signIn(page, admin);
  await expect(page.getByRole('heading', welcome)).toBeVisible();
  const nav = sidebar(page);
  await nav.getByRole('button', { name: 'Users' }).click();
  for (const shown of ['Dashboard', 'Chat Logs', 'Trade Logs', 'Marketplace Logs', 'Trade Clicker', 'Clicker Frenzy', 'Admin Panel']) {
    await expect(nav.getByRole('link', { name: shown })).toBeVisible();
  }
  const adminIcon = nav.getByRole('link', { name: 'Admin Panel' }).locator('svg');
  const colour = await adminIcon.evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe('rgb(198, 40, 40)');
  await nav.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
});
