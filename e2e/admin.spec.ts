// The Admin panel (SPEC §2 "Admin panel", §5, §6, §8, §9; DESIGN §4) against the real server: every
// tab, the user and role dialogs with each validation message, system-role protection, the action
// log's filters and detail dialog, and ingest keys shown once. The database is shared by every
// spec, so each test signs in as its own new administrator and names what it creates uniquely.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, openWithToken, test, uniqueName, type Api } from './fixtures';

const tagOf = () => randomBytes(3).toString('hex');

async function openAdmin(page: Page, api: Api, tab?: string) {
  const admin = await api.createUser({ role: 'admin' });
  const token = await api.tokenFor(admin);
  await openWithToken(page, token, tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  return { admin, token };
}

const userRow = (page: Page, username: string) => page.getByTestId('user-row').and(page.locator(`[data-username="${username}"]`));
const roleRow = (page: Page, name: string) => page.getByTestId('role-row').and(page.locator(`[data-role="${name}"]`));
/** A dialog's input by its label ('Username' also matches the required field's 'Username *'). */
const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("a non-administrator is refused the admin panel", async ({ page, api }) => {
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
  await expect(page.getByRole('tab')).toHaveText(['Dashboard', 'Users', 'Roles', 'Logs', 'Ingest Keys']);
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

  // Refresh Stats asks again and shows a user created since.
  await api.createUser({ role: 'guest' });
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/admin/stats'));
  await page.getByRole('button', { name: 'Refresh Stats' }).click();
  await asked;
  await expect(page.getByTestId('stat-users').getByTestId('stat-value')).not.toHaveText(fmt(stats.stats.users.total));

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

test('users: create, edit and delete through the dialogs, with every validation message', async ({ page, api }) => {
  test.setTimeout(90_000);
  const { admin } = await openAdmin(page, api, 'users');
  await expect(page.getByRole('table', { name: 'Staff accounts' }).getByRole('columnheader')).toHaveText(['Username', 'Display Name', 'Email', 'Role', 'Status', 'Actions']);
  // Your own account cannot be deleted.
  await expect(userRow(page, admin.username).getByRole('button', { name: `Delete ${admin.username}` })).toBeDisabled();

  await page.getByRole('button', { name: 'Add User' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create User' });
  await field(dialog, 'Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await field(dialog, 'Username').fill(admin.username);
  await field(dialog, 'Password').fill('abc');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

  // The server's sentence, on its field: the username is taken.
  await field(dialog, 'Password').fill('first-password');
  await field(dialog, 'Email').fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('A user with this username already exists')).toBeVisible();

  const username = uniqueName('dlg');
  await field(dialog, 'Username').fill(username);
  await field(dialog, 'Display Name').fill('Dana Dialog');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'user');
  await dialog.getByRole('combobox', { name: 'Additional permissions' }).click();
  await page.getByRole('option', { name: 'view_users' }).click();
  await page.getByRole('option', { name: 'manage_users' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const alert = page.getByTestId('success-alert');
  await expect(alert).toHaveText(/User created successfully/);
  let row = userRow(page, username);
  await expect(row).toContainText('Dana Dialog');
  // An empty e-mail became a placeholder made by the server.
  await expect(row).toContainText('@placeholder.invalid');
  await expect(row).toContainText('Active');
  // SPEC §4: the alert vanishes after 5 s.
  await expect(alert).toBeHidden({ timeout: 8_000 });

  // Edit: the username is read-only; a new password is sent because one was typed.
  await row.getByRole('button', { name: `Edit ${username}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(field(dialog, 'Username')).toHaveAttribute('readonly', '');
  await expect(field(dialog, 'Username')).toHaveValue(username);
  await expect(dialog.getByRole('combobox', { name: 'Additional permissions' })).toContainText('view_users');
  await field(dialog, 'Display Name').fill('Dana Edited');
  await field(dialog, 'Email').fill('bad@');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await field(dialog, 'Email').fill(`${username}@example.com`);
  await field(dialog, 'Password').fill('second-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('success-alert')).toHaveText(/User updated successfully/);
  await expect(row).toContainText('Dana Edited');
  expect((await api.login(username, 'second-password')).status).toBe(200);

  // Edit again with the password left blank: it stays; the role and the active flag change.
  await row.getByRole('button', { name: `Edit ${username}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(field(dialog, 'Password')).toHaveValue('');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'guest');
  await dialog.getByLabel('Active').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  row = userRow(page, username);
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('guest');

  // Delete after confirmation.
  await row.getByRole('button', { name: `Delete ${username}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog).toContainText(username);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('success-alert')).toHaveText(/User deleted successfully/);
  await expect(userRow(page, username)).toHaveCount(0);
});

test('editing yourself refreshes your data and reloads the page when the display name changes', async ({ page, api }) => {
  const { admin } = await openAdmin(page, api, 'users');
  await userRow(page, admin.username).getByRole('button', { name: `Edit ${admin.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const newName = `Renamed ${tagOf()}`;
  await field(dialog, 'Display Name').fill(newName);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await reloaded;
  await expect(page.getByTestId('account-block')).toContainText(newName);
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
});

test('roles: create, edit and delete through the dialogs, with the validation messages', async ({ page, api }) => {
  test.setTimeout(60_000);
  await openAdmin(page, api, 'roles');
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('columnheader')).toHaveText(['Name', 'Description', 'Permissions', 'Type', 'Actions']);

  await page.getByRole('button', { name: 'Add Role' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Role' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Role name is required')).toBeVisible();
  await field(dialog, 'Role name').fill('bad name!');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Role name can only contain letters, numbers, and underscores')).toBeVisible();
  // A taken name: the server's sentence on the field.
  await field(dialog, 'Role name').fill('admin');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('A role with this name already exists')).toBeVisible();

  const name = `e2e_role_${tagOf()}`;
  await field(dialog, 'Role name').fill(name);
  await field(dialog, 'Description').fill('Reads the logs');
  await dialog.getByRole('combobox', { name: 'Permissions' }).click();
  for (const p of ['view_chat', 'view_trades', 'view_marketplace', 'view_users', 'view_leaderboards']) await page.getByRole('option', { name: p, exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('success-alert')).toHaveText(/Role created successfully/);
  const row = roleRow(page, name);
  await expect(row.getByTestId('permission-chips').locator('.MuiChip-root')).toHaveText(['view_chat', 'view_trades', 'view_marketplace', '+2']);
  await expect(row).toContainText('Custom');
  await expect(page.getByTestId('success-alert')).toBeHidden({ timeout: 8_000 });

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Role' });
  await expect(field(dialog, 'Role name')).toHaveValue(name);
  await field(dialog, 'Role name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Role name is required')).toBeVisible();
  await field(dialog, 'Role name').fill(name);
  await field(dialog, 'Description').fill('Reads every log');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('success-alert')).toHaveText(/Role updated successfully/);
  await expect(row).toContainText('Reads every log');

  // The role is offered in the user dialog, by its id.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Add User' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Create User' });
  await userDialog.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await userDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Roles' }).click();
  await roleRow(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Role' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('success-alert')).toHaveText(/Role deleted successfully/);
  await expect(roleRow(page, name)).toHaveCount(0);
});

test('system roles cannot be edited or deleted', async ({ page, api }) => {
  const { token } = await openAdmin(page, api, 'roles');
  for (const name of ['admin', 'user', 'guest']) {
    const row = roleRow(page, name);
    await expect(row).toContainText('System');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('img', { name: 'System roles cannot be edited or deleted' })).toBeVisible();
  }
  // The server refuses as well …
  const put = await page.request.put('/api/auth/roles/admin', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'admin', description: 'x', permissions: [] } });
  expect(put.status()).toBe(403);
  expect(((await put.json()) as { error: string }).error).toBe('System roles cannot be edited');

  // … and if a system role is ever offered as editable, the server's sentence is what the dialog shows.
  await page.route('**/api/auth/roles', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const res = await route.fetch();
    const body = (await res.json()) as { roles: { name: string; system: boolean; _id?: string }[] };
    body.roles = body.roles.map((r) => (r.name === 'guest' ? { ...r, system: false, _id: 'guest' } : r.name === 'user' ? { ...r, system: false } : r));
    await route.fulfill({ response: res, json: body });
  });
  await page.reload();
  await roleRow(page, 'guest').getByRole('button', { name: 'Edit guest' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Role' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('System roles cannot be edited');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await roleRow(page, 'guest').getByRole('button', { name: 'Delete guest' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Role' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('System roles cannot be deleted');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // A role without an id cannot be targeted at all.
  await roleRow(page, 'user').getByRole('button', { name: 'Edit user' }).click();
  await expect(page.getByText('Invalid role selected for update.')).toBeVisible();
  await roleRow(page, 'user').getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('Invalid role selected for deletion.')).toBeVisible();
});

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
  for (let i = 0; i < 52; i += 13) {
    await Promise.all(Array.from({ length: Math.min(13, 52 - i) }, () => api.login(member.username, member.password)));
  }
  const filters = page.getByRole('search', { name: 'Action log filters' });
  await expect(page.getByTestId('log-row').first()).toBeVisible();

  // A category with nothing under this name.
  await chooseOption(page, filters.getByRole('combobox', { name: 'Category' }), 'users');
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
  await expect(page.getByTestId('log-row').first()).toContainText('login');
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
  await chooseOption(page, filters.getByRole('combobox', { name: 'Category' }), 'users');
  await filters.getByLabel('Username').fill(admin.username);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByTestId('logs-showing')).toHaveText('Showing 1–1 of 1 entry');
  const created = page.getByTestId('log-row');
  await expect(created).toContainText('user_created');
  await expect(created).toContainText(admin.username);
  const details = (await created.getByTestId('log-details').textContent())!;
  expect(details.startsWith('userId: ')).toBe(true);
  expect(details.length).toBe(63); // 60 characters and '...'
  expect(details).toContain(`, username: ${member.username.slice(0, 17)}...`);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await created.click();
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

test('ingest keys: the key is shown once, works, and stops working when revoked', async ({ page, api, context }) => {
  await openAdmin(page, api, 'ingest-keys');
  const name = `e2e key ${tagOf()}`;
  await page.getByRole('button', { name: 'Create Key' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Ingest Key' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Key name is required')).toBeVisible();
  await field(dialog, 'Key name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();

  dialog = page.getByRole('dialog', { name: 'Ingest Key Created' });
  await expect(dialog.getByText('Copy this key now. It will not be shown again: only its prefix is kept.')).toBeVisible();
  const secret = (await dialog.getByTestId('ingest-key-secret').textContent())!.trim();
  expect(secret.length).toBeGreaterThan(20);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy Key' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // A click outside does not lose the key; Done does.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('ingest-key-row').and(page.locator(`[data-name="${name}"]`));
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  const prefix = (await row.getByRole('cell').nth(1).textContent())!.replace('…', '');
  expect(secret.startsWith(prefix)).toBe(true);
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // The key works for ingest, and the list shows it was used.
  const sent = await page.request.post('/api/ingest/players', {
    headers: { 'X-Ingest-Key': secret },
    data: [{ userId: 424242, username: `keytest_${tagOf()}`, value: 1 }],
  });
  expect(sent.status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('Never');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Revoke Ingest Key' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('success-alert')).toHaveText(/Ingest key revoked/);
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  const refused = await page.request.post('/api/ingest/players', { headers: { 'X-Ingest-Key': secret }, data: [{ userId: 424243, username: 'nobody', value: 1 }] });
  expect(refused.status()).toBe(401);
});

test('on a phone the tables scroll inside their container, not the page', async ({ page, api }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, api, 'users');
  for (const [tab, table] of [
    ['Users', 'Staff accounts'],
    ['Roles', 'Roles'],
    ['Logs', 'Action log'],
    ['Ingest Keys', 'Ingest keys'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const t = page.getByRole('table', { name: table });
    await expect(t).toBeVisible();
    const container = t.locator('xpath=..');
    const inner = await container.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(inner, `${tab}: the table is wider than its container`).toBeGreaterThan(0);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow, `${tab}: the page itself scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
