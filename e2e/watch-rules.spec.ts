// The watch rules screen against the real server (create, edit, disable, delete; the domain's and
// the server's sentences), the 'Watch this item' and 'Watch this term' shortcuts, administrators'
// Discord webhooks, and saved searches on the player search.
import { randomBytes } from 'node:crypto';
import { expect, openWithToken, test } from './fixtures';
import { ingest } from './seed';
import { minutesAgo, newModerator, newRuleDialog, watchTag } from './watch-helpers';

test('a moderator creates, edits, disables and deletes a rule on the rules screen', async ({ page, api }) => {
  const t = watchTag();
  await openWithToken(page, await api.tokenFor(await newModerator(api)), '/watch-rules');
  await expect(page.getByText('No watch rules yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = newRuleDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Lopsided ${t}`);
  await dialog.getByLabel('Kind').selectOption('lopsided');
  await expect(dialog.getByLabel('Target')).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Chat' })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Trades' })).toBeChecked();
  // Sharing and Discord are for administrators only.
  await expect(dialog.getByLabel('Discord webhook')).toHaveCount(0);
  await dialog.getByLabel('Ratio').fill('0.5');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog.getByText('Ratio must be at least 1')).toBeVisible();
  await dialog.getByLabel('Ratio').fill('5');
  await dialog.getByLabel('Minimum difference (RAP)').fill('20000');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();

  const rule = page.getByTestId('watch-rule');
  await expect(rule).toHaveCount(1);
  await expect(rule).toContainText(`Lopsided ${t}`);
  await expect(rule).toContainText('At least 5× and 20,000 RAP more');
  await expect(rule).toContainText('Personal');
  await expect(rule).toContainText('0 alerts');

  await rule.getByRole('button', { name: `Edit Lopsided ${t}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit watch rule' });
  await expect(edit.getByLabel('Kind')).toBeDisabled();
  await expect(edit.getByLabel('Ratio')).toHaveValue('5');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`Renamed ${t}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rule).toContainText(`Renamed ${t}`);

  const toggle = rule.getByRole('switch', { name: `Enable Renamed ${t}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(rule).toContainText('Disabled');
  await page.reload();
  await expect(page.getByRole('switch', { name: `Enable Renamed ${t}` })).not.toBeChecked();

  await page.getByRole('button', { name: `Delete Renamed ${t}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete watch rule?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('watch-rule')).toHaveCount(0);
});

test("the server's sentence is shown when it refuses a rule", async ({ page, api }) => {
  const chatOnly = await api.createUser({ role: 'guest', permissions: ['view_chat', 'moderate'] });
  await openWithToken(page, await api.tokenFor(chatOnly), '/watch-rules');
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = newRuleDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Items I cannot read');
  await dialog.getByLabel('Kind').selectOption('item');
  await dialog.getByLabel('Item name').fill('Shadow Katana');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A watch rule can only watch logs you may view.');
});

test("'Watch this item' in a trade's dialog and 'Watch this term' on a chat search fill in the new rule", async ({ page, api, request }) => {
  const t = watchTag();
  const id = randomBytes(12).toString('hex');
  const item = `Katana ${t}`;
  await ingest(request, 'trades', [
    {
      _id: id,
      date: minutesAgo(5),
      sender: `S${t}`,
      senderId: 83_000_001,
      receiver: `R${t}`,
      receiverId: 83_000_002,
      sentItems: { items: [{ Name: item, AssetId: 2106, AveragePrice: 5000, Type: 'Limited' }] },
      receivedItems: { items: [100] },
    },
  ]);
  await ingest(request, 'chat', [{ userId: 83_000_001, name: `S${t}`, message: `selling ${t}`, timestamp: minutesAgo(4) }]);
  await openWithToken(page, await api.tokenFor(await newModerator(api)), `/trades?open=${id}`);
  await page.getByRole('button', { name: `Watch this item: ${item}` }).click();
  const dialog = newRuleDialog(page);
  await expect(dialog.getByLabel('Kind')).toHaveValue('item');
  await expect(dialog.getByLabel('Item name')).toHaveValue(item);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`Item ${item}`);
  await expect(dialog.getByRole('checkbox', { name: 'Trades' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Marketplace' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/chats?search=${t}&frame=week`);
  await expect(page.getByTestId('chat-count')).toHaveText('Showing 1 of 1 chat messages');
  await page.getByRole('button', { name: 'Watch this term' }).click();
  await expect(dialog.getByLabel('Kind')).toHaveValue('term');
  await expect(dialog.getByLabel('Term')).toHaveValue(t);
  await expect(dialog.getByRole('checkbox', { name: 'Trades' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/watch-rules');
  await expect(page.getByTestId('watch-rule').filter({ hasText: `Term "${t}"` })).toContainText('Chat term');
});

test('an administrator adds a Discord webhook (its URL never shown again), shares a rule through it, and cannot delete it while used', async ({
  page,
  api,
}) => {
  const t = watchTag();
  await openWithToken(page, await api.adminToken(), '/watch-rules');
  const secret = `https://discord.com/api/webhooks/1/${t}secret`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Mods ${t}`);
  await page.getByLabel('Webhook URL').fill(secret);
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText(`Webhook "Mods ${t}" added.`)).toBeVisible();
  await expect(page.getByLabel('Webhook URL')).toHaveValue('');
  await expect(page.getByTestId('discord-webhook').filter({ hasText: `Mods ${t}` })).toHaveCount(1);
  await expect(page.getByText(`${t}secret`)).toHaveCount(0);

  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = newRuleDialog(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Shared ${t}`);
  await dialog.getByLabel('Kind').selectOption('term');
  await dialog.getByLabel('Term').fill(`${t}shared`);
  await dialog.getByLabel('Shared with every staff member who may see its logs').check();
  await dialog.getByLabel('Discord webhook').selectOption({ label: `Mods ${t}` });
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();
  const rule = page.getByTestId('watch-rule').filter({ hasText: `Shared ${t}` });
  await expect(rule).toContainText('Shared');
  await expect(rule).toContainText(`Discord: Mods ${t}`);

  await page.getByRole('button', { name: `Delete webhook Mods ${t}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete webhook?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Watch rules still send their alerts to this webhook. Detach it from them first.');
});

test('a player search is saved and reopened from the saved-searches menu', async ({ page, api, request }) => {
  const t = watchTag();
  await ingest(request, 'chat', [
    { userId: 84_000_001, name: `Twin${t}`, message: 'hi', timestamp: minutesAgo(3) },
    { userId: 84_000_002, name: `Twin${t}`, message: 'hey', timestamp: minutesAgo(2) },
  ]);
  const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(viewer), '/players');
  await page.getByLabel('Name or user id').fill(`Twin${t}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/players\\?q=Twin${t}$`));
  const results = page.getByRole('list', { name: 'Players found' }).getByRole('link');
  await expect(results).toHaveCount(2);

  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('menuitem', { name: 'Save this search…' }).click();
  const save = page.getByRole('dialog', { name: 'Save this search' });
  await save.getByLabel('Name').fill(`Twins ${t}`);
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();

  await page.goto('/players');
  await expect(page.getByLabel('Name or user id')).toHaveValue('');
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('menuitem', { name: `Twins ${t}` }).click();
  await expect(page).toHaveURL(new RegExp(`/players\\?q=Twin${t}$`));
  await expect(page.getByLabel('Name or user id')).toHaveValue(`Twin${t}`);
  await expect(results).toHaveCount(2);
});
