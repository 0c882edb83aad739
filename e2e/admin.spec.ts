// The Admin panel (docs/RULES.md, "Screens and routes") against the real server: who may
// open it, the tabs, the statistics, and the tables on a phone. Users, roles, the action log and
// ingest keys have their own admin-*.spec.ts. The database is shared by every spec, so each test
// signs in as its own new administrator and names what it creates uniquely.
import { openAdmin } from './admin-helpers';
import { expect, openWithToken, test } from './fixtures';

test('a non-administrator is refused the admin panel', async ({ page, api }) => {
  const staff = await api.createUser({ role: 'user' });
  await openWithToken(page, await api.tokenFor(staff), '/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  // The API refuses too.
  const res = await page.request.get('/api/auth/users', { headers: { Authorization: `Bearer ${await api.tokenFor(staff)}` } });
  expect(res.status()).toBe(403);
});

test('the tabs are in the URL, and the Dashboard tab shows the statistics', async ({ page, api, request }) => {
  const { token } = await openAdmin(page, api);
  await expect(page.getByRole('tab')).toHaveText(['Dashboard', 'Users', 'Roles', 'Logs', 'Ingest Keys', 'Sanction reasons']);
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

  const stats = (await (await request.get('/api/admin/stats', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    stats: { users: { total: number }; data: { chat: number; trades: number; marketplace: number; players: number } };
  };
  const fmt = (n: number) => n.toLocaleString('en-US');
  await expect(page.getByTestId('stat-users').getByTestId('stat-value')).toHaveText(fmt(stats.stats.users.total));
  await expect(page.getByTestId('stat-chat').getByText('Chat Messages')).toBeVisible();
  await expect(page.getByTestId('stat-marketplace').getByText('Marketplace Items')).toBeVisible();
  await expect(page.getByTestId('stat-trades').getByText('Total Trades')).toBeVisible();
  await expect(page.getByTestId('stat-chat').getByRole('link')).toHaveAttribute('href', '/chats');
  await expect(page.getByTestId('stat-marketplace').getByRole('link')).toHaveAttribute('href', '/marketplace');
  await expect(page.getByTestId('stat-trades').getByRole('link')).toHaveAttribute('href', '/trades');

  const boards = page.getByRole('table', { name: 'Leaderboards' });
  await expect(boards.getByRole('row')).toHaveCount(6);
  for (const name of ['Global Value', 'Global Case-Bux', 'Global Levels', 'Global Items']) await expect(boards.getByRole('cell', { name })).toBeVisible();
  await expect(page.getByTestId('total-players')).toHaveText(/^[\d,]+$/);
  // Signing in was recorded: recent activity is never empty here.
  await expect(page.getByTestId('recent-activity').getByRole('listitem').first()).toBeVisible();

  // Refresh Stats asks again and shows what the server counts now, a user created since included.
  // (The other worker's specs add and delete accounts in the same database meanwhile, so the total
  // is compared with the refreshed answer, not with the first one.)
  await api.createUser({ role: 'guest' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
  await page.getByRole('button', { name: 'Refresh Stats' }).click();
  const refreshed = (await (await answered).json()) as typeof stats;
  await expect(page.getByTestId('stat-users').getByTestId('stat-value')).toHaveText(fmt(refreshed.stats.users.total));

  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=roles$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await page.getByTestId('stat-chat').getByRole('link').click();
  await expect(page).toHaveURL(/\/chats$/);
});

test("the statistics' failure says 'Failed to load statistics'", async ({ page, api }) => {
  await page.route('**/api/admin/stats', (route) => route.fulfill({ status: 400, json: { success: false, error: 'broken' } }));
  await openAdmin(page, api);
  await expect(page.getByText('Failed to load statistics')).toBeVisible();
});

test('on a phone accounts, roles, log entries and ingest keys are cards, and the page never scrolls sideways', async ({ page, api }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, api, 'users');
  for (const [tab, list] of [
    ['Users', 'Staff accounts'],
    ['Roles', 'Roles'],
    ['Logs', 'Action log'],
    ['Ingest Keys', 'Ingest keys'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    // One card per item: nothing to scroll sideways.
    await expect(page.getByRole('list', { name: list })).toBeVisible();
    await expect(page.locator('main table')).toHaveCount(0);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow, `${tab}: the page itself scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
