// Admin panel, Ingest keys: a key is shown once, works, and stops working when revoked.
import { tagOf, openAdmin, field } from './admin-helpers';
import { expect, test } from './fixtures';

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
  const refused = await page.request.post('/api/ingest/players', {
    headers: { 'X-Ingest-Key': secret },
    data: [{ userId: 424243, username: 'nobody', value: 1 }],
  });
  expect(refused.status()).toBe(401);
});
