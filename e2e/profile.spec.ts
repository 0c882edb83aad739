// Profile (docs/RULES.md, "Screens and routes"): header, edit mode, and the password change with each message.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const openProfile = async (page: Page) => {
  await page.getByTestId('account-block').getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
};
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('the header shows the initial, name, role chip and member-since date', async ({ page, api }) => {
  const user = await api.createUser({ role: 'user', displayName: 'Quinn Reviewer' });
  await signIn(page, user);
  await openProfile(page);
  await expect(page.getByTestId('profile-name')).toHaveText('Quinn Reviewer');
  await expect(page.getByTestId('profile-role')).toHaveText('User');
  await expect(page.getByText(/^Member since [A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} (AM|PM) E[SD]T$/)).toBeVisible();
  await expect(field(page, 'Username')).toHaveValue(user.username);
  await expect(field(page, 'Username')).toHaveAttribute('readonly', '');
});

test('edit the display name and e-mail; cancel restores; errors name the field', async ({ page, api }) => {
  const user = await api.createUser({ role: 'user', displayName: 'Riley Old' });
  await signIn(page, user);
  await openProfile(page);

  await expect(field(page, 'Display name')).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(field(page, 'Display name')).toBeFocused();
  await expect(field(page, 'Username')).toHaveAttribute('readonly', '');

  await field(page, 'Display name').fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(field(page, 'Display name')).toHaveValue('Riley Old');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await field(page, 'Display name').fill('   ');
  await field(page, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Display name cannot be empty')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(field(page, 'Display name')).toBeFocused();

  await field(page, 'Display name').fill('Riley New');
  await field(page, 'Email').fill('riley.new@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Riley New');
  await expect(page.getByTestId('account-block')).toContainText('Riley New');
  await expect(page.getByTestId('account-block')).toContainText('riley.new@example.com');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Riley New');
});

test('password change: every message, then success keeps the session on a fresh token', async ({ page, api }) => {
  const user = await api.createUser({ role: 'user' });
  await signIn(page, user);
  await openProfile(page);
  const oldToken = await page.evaluate(() => localStorage.getItem('authToken'));

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  const current = dialog.getByRole('textbox', { name: 'Current password' });
  const next = dialog.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = dialog.getByRole('textbox', { name: 'Confirm new password' });
  const submit = dialog.getByRole('button', { name: 'Change Password' });

  await submit.click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(user.password);
  await submit.click();
  await expect(dialog.getByText('New password is required')).toBeVisible();

  await next.fill('12345');
  await submit.click();
  await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();

  await next.fill('new-password-1');
  await confirm.fill('new-password-2');
  await submit.click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await current.fill('not-my-password');
  await confirm.fill('new-password-1');
  await submit.click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/profile$/);

  await current.fill(user.password);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  const newToken = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(newToken).not.toBe(oldToken);

  // Still signed in after a reload (the fresh token was stored); old password no longer works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  expect((await api.login(user.username, user.password)).status).toBe(401);
  expect((await api.login(user.username, 'new-password-1')).status).toBe(200);
});

test('the success snackbar disappears after 6 seconds', async ({ page, api }) => {
  const user = await api.createUser({ role: 'guest' });
  await signIn(page, user);
  await openProfile(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await field(page, 'Display name').fill('Snack Bar');
  await page.getByRole('button', { name: 'Save' }).click();
  const note = page.getByText('Profile updated successfully');
  await expect(note).toBeVisible();
  await page.waitForTimeout(4_500);
  await expect(note).toBeVisible();
  await expect(note).toBeHidden({ timeout: 4_000 });
});
