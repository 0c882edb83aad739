// Admin panel, Users tab: the user dialogs with each validation message, and editing yourself.
import { tagOf, openAdmin, userRow, field, chooseOption } from './admin-helpers';
import { expect, test, uniqueName } from './fixtures';

test('users: create, edit and delete through the dialogs, with every validation message', async ({ page, api }) => {
  test.setTimeout(90_000);
  const { admin } = await openAdmin(page, api, 'users');
  await expect(page.getByRole('table', { name: 'Staff accounts' }).getByRole('columnheader')).toHaveText([
    'Username',
    'Display Name',
    'Email',
    'Role',
    'Status',
    'Actions',
  ]);
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
  await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();

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
  // An empty e-mail became a placeholder made by the server, which is never shown.
  await expect(row.getByTestId('user-email')).toHaveText('No email');
  await expect(row).not.toContainText('placeholder.invalid');
  await expect(row).toContainText('Active');
  // The alert vanishes after 5 s (docs/RULES.md, "Constants and limits").
  await expect(alert).toBeHidden({ timeout: 8_000 });

  // Edit: the username is read-only; a new password is sent because one was typed.
  await row.getByRole('button', { name: `Edit ${username}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(field(dialog, 'Username')).toHaveAttribute('readonly', '');
  await expect(field(dialog, 'Username')).toHaveValue(username);
  await expect(dialog.getByRole('combobox', { name: 'Additional permissions' })).toContainText('Look up players');
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
  await userRow(page, admin.username)
    .getByRole('button', { name: `Edit ${admin.username}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const newName = `Renamed ${tagOf()}`;
  await field(dialog, 'Display Name').fill(newName);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await reloaded;
  await expect(page.getByTestId('account-block')).toContainText(newName);
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
});
