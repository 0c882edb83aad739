// Layout (docs/RULES.md, "Screens and routes"): the 260 px sidebar at 1280 px, the drawer at 390 px, the account block and
// menu for administrators and others, and the theme toggle that survives a reload.
import { expect, sidebar, signIn, test } from './fixtures';

const welcome = { level: 1, name: 'Welcome to the Staff Console' } as const;

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a permanent 260 px sidebar with the purple brand bar', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    const landmark = page.getByRole('navigation', { name: 'Main navigation' });
    expect((await landmark.boundingBox())?.width).toBe(260);
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveCount(0);
    const brand = page.getByTestId('brand-bar');
    await expect(brand).toContainText('Staff Console');
    expect(await brand.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(142, 36, 170)');
    // Content starts right of the sidebar.
    const main = await page.locator('main').boundingBox();
    expect(main?.x).toBeGreaterThanOrEqual(260);
  });

  test('administrator account block and menu', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    const block = page.getByTestId('account-block');
    await expect(block.getByTestId('account-role')).toHaveText('Administrator');
    expect(await block.getByTestId('account-role').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(198, 40, 40)');
    const avatarButton = block.getByRole('button', { name: 'Account settings' });
    const avatar = avatarButton.locator('.MuiAvatar-root');
    expect(await avatar.evaluate((el) => [el.getBoundingClientRect().width, getComputedStyle(el).backgroundColor])).toEqual([35, 'rgb(198, 40, 40)']);
    await avatarButton.hover();
    await expect(page.getByRole('tooltip', { name: 'Account settings' })).toBeVisible();

    await avatarButton.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Admin Panel', 'Logout']);
    // Measured once the opening animation (a scale transform) has finished.
    await expect.poll(async () => (await page.locator('.MuiMenu-paper').boundingBox())?.width).toBe(220);
    await menu.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);

    await avatarButton.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await avatarButton.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('non-administrator account block and menu', async ({ page, api }) => {
    const user = await api.createUser({ role: 'user', displayName: 'morgan moderator', email: 'morgan@example.com' });
    await signIn(page, user);
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    const block = page.getByTestId('account-block');
    await expect(block).toContainText('morgan moderator');
    await expect(block).toContainText('morgan@example.com');
    await expect(block.getByRole('button', { name: 'Account settings' })).toHaveText('M');
    await expect(block.getByTestId('account-role')).toHaveText('User');
    await block.getByRole('button', { name: 'Account settings' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the theme toggle switches modes and persists across a reload', async ({ page, admin }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, admin);
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = sidebar(page).getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
    const darkBg = await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.reload();
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(sidebar(page).getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(darkBg);
    await sidebar(page).getByRole('switch', { name: 'Dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('without a saved choice the mode follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a menu button opens a temporary drawer that closes on navigation', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    expect((await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())?.width).toBe(260);
    await nav.getByRole('link', { name: 'Trade Logs' }).click();
    await expect(page).toHaveURL(/\/trades$/);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Logs' })).toBeVisible();

    await menuButton.click();
    await expect(sidebar(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
  });

  test('widening the window switches to the permanent sidebar', async ({ page, admin }) => {
    await signIn(page, admin);
    await expect(page.getByRole('heading', welcome)).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveCount(0);
    await expect(sidebar(page)).toHaveCount(1);
    await expect(page.locator('.MuiDrawer-modal')).toHaveCount(0);
  });
});
