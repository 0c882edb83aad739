// Admin → Sanction reasons in the browser: an administrator adds a reason with a ladder, is told in
// a sentence what is wrong with bad input (an empty name, a name that exists), edits it, and
// deletes it; the server holds what the screen says.
import { expect, test } from './fixtures';
import { field, openAdmin, tagOf } from './admin-helpers';

test('an administrator adds, edits and deletes a sanction reason, with sentences for bad input', async ({ page, api, request }) => {
  test.setTimeout(60_000);
  const tag = tagOf();
  await openAdmin(page, api, 'sanction-presets');
  await page.getByRole('button', { name: 'Add reason' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a sanction reason' });
  await field(dialog, 'Public reason \\(shown to the player\\)').fill('Scamming other players');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('must not be empty')).toBeVisible();

  await field(dialog, 'Name').fill(`Scamming ${tag}`);
  await dialog.getByRole('button', { name: 'Add step' }).click();
  const steps = dialog.getByTestId('preset-step');
  await expect(steps).toHaveCount(2);
  await steps.nth(1).getByLabel('Duration').selectOption({ label: '14 days' });
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await steps.nth(2).getByLabel('Duration').selectOption({ label: 'Permanent' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('preset-row').filter({ hasText: `Scamming ${tag}` });
  await expect(row.getByTestId('preset-ladder')).toHaveText('Ladder: Warning → Ban · 14 days → Ban · permanent');

  // A second reason of the same name, in another letter case, is refused on the name field.
  await page.getByRole('button', { name: 'Add reason' }).click();
  await field(dialog, 'Name').fill(`SCAMMING ${tag}`);
  await field(dialog, 'Public reason \\(shown to the player\\)').fill('Scam');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('A sanction preset with this name already exists.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Edit Scamming ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Scamming ${tag}` });
  await edit.getByRole('button', { name: 'Remove step 3' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByTestId('preset-ladder')).toHaveText('Ladder: Warning → Ban · 14 days');

  const token = await api.adminToken();
  const stored = (await (await request.get('/api/sanction-presets', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    presets: { name: string; steps: unknown[] }[];
  };
  expect(stored.presets.find((p) => p.name === `Scamming ${tag}`)?.steps).toEqual([
    { type: 'warn', durationSeconds: null },
    { type: 'ban', durationSeconds: 14 * 86_400 },
  ]);

  await row.getByRole('button', { name: `Delete Scamming ${tag}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete sanction reason' });
  await expect(confirm).toContainText('no longer count towards its ladder');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
