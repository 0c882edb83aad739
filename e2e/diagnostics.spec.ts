// Diagnostic pages (no admin reset, no default password; docs/RULES.md, "Screens and routes").
import { expect, signIn, test } from './fixtures';

test('/debug: status, an empty sign-in form, clear storage, and no reset action', async ({ page, admin }) => {
  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1, name: 'Auth debug' })).toBeVisible();
  await expect(page.getByText('unauthenticated')).toBeVisible();
  const form = page.getByRole('form', { name: 'Debug sign in' });
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Password' })).toHaveValue('');
  await expect(page.getByText(/reset admin/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /reset/i })).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Username' }).fill(admin.username);
  await form.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Signed in as ${admin.username}.`)).toBeVisible();
  await expect(page.getByText('authenticated', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Check auth now' }).click();
  await expect(page.getByText(`The server accepts this session (${admin.username}).`)).toBeVisible();

  await page.getByRole('button', { name: 'Clear storage' }).click();
  await expect(page.getByText('unauthenticated')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expect(page).toHaveURL(/\/debug$/);
});

test('/token-diagnostic: run, refresh, and clear plus logout', async ({ page, admin }) => {
  await page.goto('/token-diagnostic');
  await page.getByRole('button', { name: 'Run diagnostics' }).click();
  await expect(page.getByRole('alert')).toHaveText('No token found');

  await signIn(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Staff Console' })).toBeVisible();
  await page.goto('/token-diagnostic');
  await page.getByRole('button', { name: 'Run diagnostics' }).click();
  await expect(page.getByText('valid', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(admin.username, { exact: true }).first()).toBeVisible();

  const before = await page.evaluate(() => localStorage.getItem('authToken'));
  await page.waitForTimeout(1_100); // a new iat, so a new token
  await page.getByRole('button', { name: 'Refresh token' }).click();
  await expect(page.getByText('Token refreshed.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe(before);

  await page.getByRole('button', { name: 'Clear token and logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('/api-diagnostics: health results and Ping API', async ({ page }) => {
  await page.goto('/api-diagnostics');
  await expect(page.getByText('API is running', { exact: true })).toBeVisible();
  // The engine is not in the public answer.
  await expect(page.getByText('shown to administrators', { exact: true })).toBeVisible();
  await expect(page.getByText('sqlite', { exact: true })).toHaveCount(0);
  await expect(page.getByText('reachable', { exact: true })).toBeVisible();
  const pings = page.getByRole('listitem');
  await expect(pings).toHaveCount(1);
  await page.getByRole('button', { name: 'Ping API' }).click();
  await expect(pings).toHaveCount(2);
});
