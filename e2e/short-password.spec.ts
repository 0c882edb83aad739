// A password from before the 12-character minimum still signs in once: the app keeps that session
// on the profile, which shows only the password change, until a long enough one is chosen.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, signIn, sidebar, test } from './fixtures';
import { readState } from './state';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Gives an account a short password in storage, as an older version allowed (the API refuses one now). */
function setStoredPassword(username: string, password: string) {
  const script = `
    import { openSqlite } from './server/src/db/database.ts';
    import { hashPassword } from './server/src/areas/staff/accounts/passwords.ts';
    const database = openSqlite(${JSON.stringify(join(readState().dataDir, 'console.db'))});
    await database.db.updateTable('users').set({ password_hash: await hashPassword(${JSON.stringify(password)}) }).where('username', '=', ${JSON.stringify(username)}).execute();
    await database.close();`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`could not set the stored password: ${run.stderr}`);
}

test('a short password signs in to the password change only, and a new one opens the console', async ({ page, api }) => {
  test.setTimeout(90_000);
  const user = await api.createUser({ role: 'user' });
  setStoredPassword(user.username, 'short-pw-11');

  await signIn(page, { username: user.username, password: 'short-pw-11' });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('password-change-required')).toHaveText(
    'Your password is shorter than 12 characters. Choose a new one in your profile to continue.',
  );
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();

  // Elsewhere is closed: the app brings the member back.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/chats');
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Change Password' }).click();
  await dialog.getByRole('textbox', { name: 'Current password' }).fill('short-pw-11');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('eleven-char');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Password must be at least 12 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('a-long-new-password');
  await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('a-long-new-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('password-change-required')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await page.goto('/chats');
  await expect(page).toHaveURL(/\/chats$/);
  await expect(sidebar(page)).toBeVisible();
  expect((await api.login(user.username, 'a-long-new-password')).body.user).not.toHaveProperty('passwordChangeRequired');
});
