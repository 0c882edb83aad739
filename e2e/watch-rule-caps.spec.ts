// What one staff member can create is bounded: a moderator who already has 100 watch rules is
// refused the next one in the rules dialog with the sentence that names the cap.
import { expect, openWithToken, test } from './fixtures';
import { newModerator, newRuleDialog, watchTag } from './watch-helpers';

test('a moderator with 100 watch rules is told to delete one before adding another', async ({ page, api, request }) => {
  const t = watchTag();
  const token = await api.tokenFor(await newModerator(api));
  for (let i = 0; i < 100; i += 1) {
    const res = await request.post('/api/watch-rules', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Cap ${t} ${i}`, kind: 'term', target: `${t}-${i}` },
    });
    expect(res.status()).toBe(201);
  }
  await openWithToken(page, token, '/watch-rules');
  await expect(page.getByTestId('watch-rule')).toHaveCount(100);

  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = newRuleDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`One too many ${t}`);
  await dialog.getByLabel('Kind').selectOption('term');
  await dialog.getByLabel('Term').fill(`${t}-extra`);
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog.getByTestId('watch-rule-refusal')).toHaveText('You already have 100 watch rules; delete one before adding another.');
  await expect(dialog).toBeVisible();
});
