// Sessions end to end: one user in two browsers lists both in the profile and ends the other, which
// is signed out on its next request; ending this one signs out; an administrator ends all of a
// user's sessions from the Users tab.
import type { Page } from '@playwright/test';
import { expect, signIn, sidebar, test } from './fixtures';
import { userRow } from './admin-helpers';
import { openAdminPanel, openProfile } from './two-factor-helpers';

const rows = (page: Page) => page.getByTestId('sessions-card').getByTestId('session-row');

test('two browsers: both listed, the other one ended, then this one', async ({ page, browser, api }) => {
  test.setTimeout(120_000);
  const user = await api.createUser({ role: 'user' });
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await signIn(other, user);
    await expect(sidebar(other)).toBeVisible();
    await signIn(page, user);
    await expect(sidebar(page)).toBeVisible();
    await openProfile(page);

    await expect(page.getByRole('table', { name: 'Your sessions' }).getByRole('columnheader')).toHaveText([
      'Browser',
      'Address',
      'Signed in',
      'Last seen',
      'Actions',
    ]);
    await expect(rows(page)).toHaveCount(2);
    const current = rows(page).and(page.locator('[data-current="true"]'));
    await expect(current).toContainText('This session');
    await expect(current).toContainText('127.0.0.1');
    await expect(current.getByTestId('session-device')).toHaveText(/^Chrome \d+ on Linux$/);

    const theirs = rows(page).and(page.locator('[data-current="false"]'));
    await theirs.getByRole('button', { name: /^End session/ }).click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await expect(dialog).toContainText('is signed out on its next request');
    await dialog.getByRole('button', { name: 'End' }).click();
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    // The other browser is signed out on its next request.
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);

    // Ending this session is a sign-out.
    await current.getByRole('button', { name: /^End session/ }).click();
    await page.getByRole('dialog', { name: 'End your current session?' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});

test("an administrator ends all of a user's sessions from the Users tab", async ({ page, browser, api }) => {
  test.setTimeout(120_000);
  const user = await api.createUser({ role: 'user' });
  const context = await browser.newContext();
  const theirs = await context.newPage();
  try {
    await signIn(theirs, user);
    await expect(sidebar(theirs)).toBeVisible();

    await openAdminPanel(page, api, 'users');
    await userRow(page, user.username)
      .getByRole('button', { name: `End sessions of ${user.username}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'End all sessions?' });
    await expect(dialog).toContainText(`Every browser where ${user.username} is signed in`);
    await dialog.getByRole('button', { name: 'End sessions' }).click();
    await expect(page.getByTestId('success-alert')).toHaveText(/1 session ended/);

    await theirs.reload();
    await expect(theirs).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});
