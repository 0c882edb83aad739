// The action log reads as sentences: each action in words, what it is about as links (the player by
// name and id, the case by number), and filters by action and by target kept in the URL. The role
// dialog's presets fill the permissions.
import { openAdmin } from './admin-helpers';
import { expect, test, uniqueName } from './fixtures';
import { ingest } from './seed';

test('the action log names actions, links the player and the case, and filters by action and player', async ({ page, api, request }) => {
  const userId = Math.floor(10_000_000 + Math.random() * 80_000_000);
  const name = uniqueName('Frost').replace(/-/g, '');
  expect((await ingest(request, 'players', [{ userId, username: name }])).accepted).toBe(1);
  const { token } = await openAdmin(page, api, 'logs');
  const auth = { Authorization: `Bearer ${token}` };
  const opened = await page.request.post('/api/cases', { headers: auth, data: { title: `Scam ${name}`, players: [userId] } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const kase = (await opened.json()).case as { _id: string; number: number };
  const warned = await page.request.post(`/api/players/${userId}/sanctions`, { headers: auth, data: { type: 'warn', reason: 'Scamming', caseId: kase._id } });
  expect(warned.ok(), await warned.text()).toBe(true);

  await page.goto(`/admin?tab=logs&player=${userId}`);
  const rows = page.getByTestId('log-row');
  await expect(rows).toHaveCount(2);
  const issued = rows.filter({ hasText: 'Sanction issued' });
  await expect(issued.getByTestId('log-action')).toHaveText('Sanction issued');
  await expect(issued.getByRole('link', { name: 'Case ' + kase.number })).toHaveAttribute('href', `/cases/${kase._id}`);
  await expect(issued).toContainText(`${name} · ${userId}`);
  await expect(issued).not.toContainText('sanction_issued');

  // Filter by action in the select of labelled actions: the URL keeps it.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Case opened', exact: true }).click();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/action=case_created/);
  await expect(page).toHaveURL(new RegExp(`player=${userId}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('log-action')).toHaveText('Case opened');

  // By name as well as id; then the player's link opens their page.
  await page.goto(`/admin?tab=logs&player=${name}&action=sanction_issued`);
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${userId}$`));
});

test('a role preset fills the permissions, shown in words', async ({ page, api }) => {
  await openAdmin(page, api, 'roles');
  await page.getByRole('button', { name: 'Add Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Role' });
  await dialog.getByRole('button', { name: 'Senior moderator' }).click();
  await expect(dialog.getByRole('textbox', { name: /Role name/ })).toHaveValue('senior_moderator');
  const chosen = dialog.getByRole('combobox', { name: 'Permissions' });
  for (const words of ['Read chat logs', 'Moderate (notes, cases, warnings, mutes)', 'Ban players and revoke bans']) await expect(chosen).toContainText(words);
  await dialog.getByRole('button', { name: 'Moderator', exact: true }).click();
  await expect(chosen).not.toContainText('Ban players and revoke bans');
  await expect(dialog.getByRole('button', { name: 'Moderator', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const roleName = `mods_${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: /Role name/ }).fill(roleName);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('role-row').and(page.locator(`[data-role="${roleName}"]`));
  await expect(row).toContainText('+4');
});
