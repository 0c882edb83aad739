// Admin panel, Roles tab: the role dialogs with their validation messages, and system-role protection.
import { tagOf, openAdmin, roleRow, field } from './admin-helpers';
import { expect, test } from './fixtures';

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
  for (const p of ['view_chat', 'view_trades', 'view_marketplace', 'view_users', 'view_leaderboards'])
    await page.getByRole('option', { name: new RegExp(`\\(${p}\\)$`) }).click();
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
  await roleRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
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
  const put = await page.request.put('/api/auth/roles/admin', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'admin', description: 'x', permissions: [] },
  });
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
