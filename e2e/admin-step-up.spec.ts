// Step-up in the Users tab: setting another administrator's password or resetting their
// two-factor asks for the signed-in administrator's own password; a non-administrator needs none.
import { expect, test } from './fixtures';
import { field, openAdmin, userRow } from './admin-helpers';
import { totpAt } from './two-factor-helpers';

test("another administrator's new password needs your own password; a staff member's does not", async ({ page, api }) => {
  test.setTimeout(90_000);
  const target = await api.createUser({ role: 'admin' });
  const staff = await api.createUser({ role: 'user' });
  const { admin } = await openAdmin(page, api, 'users');

  // A non-administrator: no confirmation asked.
  await userRow(page, staff.username)
    .getByRole('button', { name: `Edit ${staff.username}` })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Edit User' });
  await field(dialog, 'Password').fill('staff-new-password');
  await expect(field(dialog, 'Your password')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect((await api.login(staff.username, 'staff-new-password')).status).toBe(200);

  // An administrator: the field appears once a password is typed, and the server checks it.
  await userRow(page, target.username)
    .getByRole('button', { name: `Edit ${target.username}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(field(dialog, 'Your password')).toHaveCount(0);
  await field(dialog, 'Password').fill('admin-new-password');
  await expect(field(dialog, 'Your password')).toBeVisible();
  await expect(dialog.getByText(`${target.username} is an administrator: confirm with your own password`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText("Enter your own password to change another administrator's password or two-factor.")).toBeVisible();
  await field(dialog, 'Your password').fill('not-my-password-at-all');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Your own password is not correct. Nothing was changed.')).toBeVisible();
  expect((await api.login(target.username, target.password)).status).toBe(200);

  await field(dialog, 'Your password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect((await api.login(target.username, 'admin-new-password')).status).toBe(200);
});

test("resetting another administrator's two-factor needs your own password", async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const target = await api.createUser({ role: 'admin' });
  const auth = { Authorization: `Bearer ${await api.tokenFor(target)}` };
  const setup = await request.post('/api/auth/two-factor/setup', { headers: auth });
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/auth/two-factor/enable', { headers: auth, data: { code: totpAt(secret, Math.floor(Date.now() / 30_000)) } });
  expect(enabled.status()).toBe(200);

  const { admin } = await openAdmin(page, api, 'users');
  await userRow(page, target.username)
    .getByRole('button', { name: `Reset two-factor of ${target.username}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
  await expect(dialog.getByText(`${target.username} is an administrator: confirm with your own password`)).toBeVisible();
  await dialog.getByLabel(/^Your password/).fill('not-my-password-at-all');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your own password is not correct. Nothing was changed.');
  expect((await api.login(target.username, target.password)).body.twoFactorRequired).toBe(true);

  await dialog.getByLabel(/^Your password/).fill(admin.password);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toBeHidden();
  expect((await api.login(target.username, target.password)).status).toBe(200);
  expect((await api.login(target.username, target.password)).body.token).toEqual(expect.any(String));
});
