// Admin panel, Logs tab: the action log's filters, paging and detail dialog, and its failure message.
import { tagOf, openAdmin, chooseOption } from './admin-helpers';
import { expect, test, uniqueName } from './fixtures';

test('logs: filters, paging 50 at a time newest first, and the detail dialog with Copy Raw JSON', async ({ page, api, context, request }) => {
  test.setTimeout(90_000);
  const { admin, token } = await openAdmin(page, api, 'logs');
  // This administrator creates one account (one 'user_created' entry under its name), which then
  // signs in 52 times (52 'login' entries under the account's name).
  const member = { username: uniqueName('logged'), password: `pw-${tagOf()}${tagOf()}` };
  const made = await request.post('/api/auth/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: member.username, password: member.password, displayName: 'Logged Member', role: 'guest' },
  });
  expect(made.status()).toBe(201);
  // Ten at a time: an account's sign-ins are reserved before their password is checked, and at most
  // ten may be under way at once.
  for (let i = 0; i < 52; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, 52 - i) }, () => api.login(member.username, member.password)));
  }
  const filters = page.getByRole('search', { name: 'Action log filters' });
  await expect(page.getByTestId('log-row').first()).toBeVisible();

  // A category with nothing under this name.
  await chooseOption(page, filters.getByRole('combobox', { name: 'Category' }), 'Staff accounts');
  await filters.getByLabel('Username').fill(member.username);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('No log entries match these filters')).toBeVisible();

  // Every category: 52 sign-ins, 50 on the first page, newest first.
  await chooseOption(page, filters.getByRole('combobox', { name: 'Category' }), 'All categories');
  const asked = page.waitForRequest((r) => r.url().includes('/api/admin/logs?') && r.url().includes(encodeURIComponent(member.username)));
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({ username: member.username, sortBy: 'timestamp', sortOrder: 'desc', page: '1', limit: '50' });
  await expect(page.getByTestId('logs-showing')).toHaveText('Showing 1–50 of 52 entries');
  await expect(page.getByTestId('log-row')).toHaveCount(50);
  await expect(page.getByTestId('log-row').first()).toContainText('Signed in');
  await page.getByRole('button', { name: 'Go to last page' }).click();
  await expect(page.getByTestId('logs-showing')).toHaveText('Showing 51–52 of 52 entries');
  await expect(page.getByTestId('log-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(page.getByTestId('logs-showing')).toHaveText('Showing 1–50 of 52 entries');

  // A start day in the future leaves nothing; yesterday to tomorrow keeps everything.
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  await filters.getByLabel('Start date').fill(day(2));
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('No log entries match these filters')).toBeVisible();
  await filters.getByLabel('Start date').fill(day(-1));
  await filters.getByLabel('End date').fill(day(1));
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByTestId('logs-showing')).toHaveText('Showing 1–50 of 52 entries');

  // The administrator's entry about the account, its details cut short in the table.
  await filters.getByRole('button', { name: 'Clear' }).click();
  await chooseOption(page, filters.getByRole('combobox', { name: 'Category' }), 'Staff accounts');
  await filters.getByLabel('Username').fill(admin.username);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByTestId('logs-showing')).toHaveText('Showing 1–1 of 1 entry');
  const created = page.getByTestId('log-row');
  await expect(created).toContainText('Staff account created');
  await expect(created).toContainText(admin.username);
  // The account it is about is a link (the log filtered to that account); its id and name are not repeated in the details.
  await expect(created.getByTestId('log-user-link')).toHaveText(`Staff: ${member.username}`);
  await expect(created.getByTestId('log-details')).toHaveText('role: guest, permissions: [], active: true');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await created.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog', { name: /Log Entry/ });
  await expect(dialog.getByTestId('log-raw-json')).toContainText(`"username": "${member.username}"`);
  await expect(dialog.getByTestId('log-raw-json')).toContainText('"action": "user_created"');
  await dialog.getByRole('button', { name: 'Copy Raw JSON' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect((JSON.parse(copied) as { details: { username: string } }).details.username).toBe(member.username);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test("logs: a failure says 'Failed to load logs'", async ({ page, api }) => {
  await page.route('**/api/admin/logs?**', (route) => route.fulfill({ status: 400, json: { success: false, error: 'broken' } }));
  await openAdmin(page, api, 'logs');
  await expect(page.getByText('Failed to load logs')).toBeVisible();
});
