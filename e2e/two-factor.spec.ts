// Two-factor sign-in end to end: set up in the profile, the two-step sign-in with the app's code
// and with a recovery code, and a role that requires it.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signIn, sidebar, test } from './fixtures';
import { roleRow } from './admin-helpers';
import { appCode, openAdminPanel, openProfile, passwordStep, setUpTwoFactor } from './two-factor-helpers';

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code' });

test('a user turns on two-factor, then signs in with password and code, and with a recovery code', async ({ page, api }) => {
  test.setTimeout(120_000);
  const user = await api.createUser({ role: 'user' });
  await signIn(page, user);
  // The sign-in page has a heading of its own: the sidebar shows the token is stored.
  await expect(sidebar(page)).toBeVisible();
  await openProfile(page);
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  const { secret, recoveryCodes } = await setUpTwoFactor(page);
  expect(new Set(recoveryCodes).size).toBe(10);

  // Signed out, the password alone no longer signs in.
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await passwordStep(page, user);
  await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField(page).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not valid. Enter the current 6-digit code, or an unused recovery code.');
  await codeField(page).fill(await appCode(page, secret, 0));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sidebar(page)).toBeVisible();

  // A recovery code works once, typed loosely.
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page, user);
  await codeField(page).fill(recoveryCodes[4]!.toUpperCase().replace('-', ''));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page, user);
  await codeField(page).fill(recoveryCodes[4]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid');

  // Back returns to the password step.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
});

test('an administrator requires two-factor of a role; its member is sent to set it up before anything else opens', async ({ page, browser, api }) => {
  test.setTimeout(120_000);
  const adminToken = await api.adminToken();
  const roleName = `e2e_2fa_${randomBytes(3).toString('hex')}`;
  const created = await page.request.post('/api/auth/roles', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { name: roleName, description: 'Night moderators', permissions: ['view_chat'] },
  });
  expect(created.ok()).toBe(true);
  const roleId = ((await created.json()) as { role: { _id: string } }).role._id;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const username = `member_${randomBytes(3).toString('hex')}`;
  const made = await page.request.post('/api/auth/users', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { username, password, displayName: 'Night Mod', email: `${username}@example.com`, role: roleId, permissions: [], active: true },
  });
  expect(made.ok()).toBe(true);

  await openAdminPanel(page, api, 'roles');
  const toggle = roleRow(page, roleName).getByRole('switch', { name: `Require two-factor sign-in for ${roleName}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: 'Require two-factor sign-in?' });
  await confirm.getByRole('button', { name: 'Require it' }).click();
  await expect(page.getByTestId('success-alert')).toHaveText(/Members of this role must now sign in with two-factor/);
  await expect(toggle).toBeChecked();

  const context = await browser.newContext();
  const member = await context.newPage();
  try {
    await signIn(member, { username, password });
    await expect(member).toHaveURL(/\/profile$/);
    await expect(member.getByTestId('two-factor-setup-required')).toHaveText(/Your role requires two-factor sign-in. Set it up in your profile to continue./);
    await expect(sidebar(member).getByRole('button', { name: 'Logout' })).toBeVisible();
    await member.goto('/chats');
    await expect(member).toHaveURL(/\/profile$/);
    await sidebar(member).getByRole('link', { name: 'Chat Logs' }).click();
    await expect(member).toHaveURL(/\/profile$/);

    await setUpTwoFactor(member);
    await expect(member.getByTestId('two-factor-setup-required')).toBeHidden();
    await expect(member.getByText('Required by your role')).toBeVisible();
    await expect(member.getByTestId('two-factor-card').getByRole('button', { name: 'Turn off' })).toBeDisabled();
    await sidebar(member).getByRole('link', { name: 'Chat Logs' }).click();
    await expect(member).toHaveURL(/\/chats/);
    await expect(member.getByRole('heading', { level: 1, name: 'Chat Logs' })).toBeVisible();
  } finally {
    await context.close();
  }
});
