// Watch rules and the alert inbox against the real server: a moderator watches a player from their
// page, the player's next chat message comes in through the ingest API, the top bar's count rises,
// the alert opens the message in Chat Logs and is read, and "Mark read" clears what the list shows.
import { expect, openWithToken, sidebar, test } from './fixtures';
import { ingest } from './seed';
import { bell, minutesAgo, newModerator, newRuleDialog, refocus, watchTag } from './watch-helpers';

test('a rule made on the player page raises an alert for their next message; opening it lands on the message and reads it', async ({ page, api, request }) => {
  const t = watchTag();
  const player = { userId: 81_000_000 + Number(t.slice(1, 7)), name: `Watched${t}` };
  await ingest(request, 'chat', [{ userId: player.userId, name: player.name, message: `hello before ${t}`, timestamp: minutesAgo(10) }]);
  const moderator = await newModerator(api);
  await openWithToken(page, await api.tokenFor(moderator), `/players/${player.userId}`);
  await expect(bell(page)).toHaveAccessibleName('Alerts: none unread');

  await page.getByRole('button', { name: 'Watch this player' }).click();
  const dialog = newRuleDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`Player ${player.name}`);
  await expect(dialog.getByLabel('Kind')).toHaveValue('player');
  await expect(dialog.getByLabel('Player (name or user id)')).toHaveValue(String(player.userId));
  for (const log of ['Chat', 'Trades', 'Marketplace']) await expect(dialog.getByRole('checkbox', { name: log })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();

  // Their next message (and a stranger's) arrive; the count rises when the window regains focus.
  await ingest(request, 'chat', [
    { userId: player.userId, name: player.name, message: `caught ${t}`, timestamp: minutesAgo(2) },
    { userId: player.userId + 1, name: `Stranger${t}`, message: `not watched ${t}`, timestamp: minutesAgo(1) },
  ]);
  await refocus(page);
  await expect(bell(page)).toHaveAccessibleName('Alerts: 1 unread');
  await expect(sidebar(page).getByTestId('unread-alerts')).toHaveText('1');

  await bell(page).click();
  await expect(page).toHaveURL(/\/alerts$/);
  const alert = page.getByTestId('alert-item');
  await expect(alert).toHaveCount(1);
  await expect(alert).toHaveAttribute('data-unread', 'true');
  await expect(alert).toContainText(`Player ${player.name}`);
  await expect(alert).toContainText(`caught ${t}`);
  await expect(page.getByTestId('alert-count')).toHaveText('Showing 1 of 1 alert · 1 unread');

  await alert.click();
  await expect(page).toHaveURL(/\/chats\?context=[0-9a-f]{24}$/);
  const context = page.getByRole('dialog', { name: 'Message in context' });
  await expect(context.getByTestId('chat-context')).toContainText(`caught ${t}`);
  await context.getByRole('button', { name: 'Close' }).click();
  await expect(bell(page)).toHaveAccessibleName('Alerts: none unread');

  await page.goto('/alerts');
  await expect(page.getByTestId('alert-item')).toHaveAttribute('data-unread', 'false');
  await page.getByRole('switch', { name: 'Unread only' }).click();
  await expect(page).toHaveURL(/\/alerts\?unread=1$/);
  await expect(page.getByText('Nothing unread. Every alert here has been read.')).toBeVisible();
});

test('"Mark read" reads what the list shows, and the rule filter keeps to one rule', async ({ page, api, request }) => {
  const t = watchTag();
  const moderator = await newModerator(api);
  const token = await api.tokenFor(moderator);
  await openWithToken(page, token, '/watch-rules');
  for (const term of [`${t}alpha`, `${t}beta`]) {
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = newRuleDialog(page);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Term ${term}`);
    await dialog.getByLabel('Kind').selectOption('term');
    await dialog.getByLabel('Term').fill(term);
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await expect(dialog).toBeHidden();
  }
  await ingest(request, 'chat', [
    { userId: 82_000_001, name: `A${t}`, message: `one ${t}alpha`, timestamp: minutesAgo(3) },
    { userId: 82_000_002, name: `B${t}`, message: `two ${t}alpha`, timestamp: minutesAgo(2) },
    { userId: 82_000_003, name: `C${t}`, message: `three ${t}beta`, timestamp: minutesAgo(1) },
  ]);
  await page.getByRole('link', { name: 'Alerts', exact: true }).first().click();
  await expect(page.getByTestId('alert-item')).toHaveCount(3);
  await expect(bell(page)).toHaveAccessibleName('Alerts: 3 unread');

  await page.getByTestId('alerts-rule-filter').selectOption({ label: `Term ${t}alpha` });
  await expect(page).toHaveURL(/\/alerts\?rule=[0-9a-f]{24}$/);
  await expect(page.getByTestId('alert-item')).toHaveCount(2);
  await expect(page.getByTestId('alert-count')).toHaveText('Showing 2 of 2 alerts · 2 unread');
  await expect(bell(page)).toHaveAccessibleName('Alerts: 3 unread');

  await page.getByRole('button', { name: `Mark all 2 read in "Term ${t}alpha"` }).click();
  await expect(bell(page)).toHaveAccessibleName('Alerts: 1 unread');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await page.getByTestId('alerts-rule-filter').selectOption({ label: 'Any rule' });
  await expect(page.getByTestId('alert-item')).toHaveCount(3);
  await page.getByRole('button', { name: 'Mark 1 read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Alerts: none unread');
  for (const item of await page.getByTestId('alert-item').all()) await expect(item).toHaveAttribute('data-unread', 'false');
});

test('an empty inbox says so, and a staff member without moderate has the inbox but no rules screen', async ({ page, api }) => {
  const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(viewer), '/alerts');
  await expect(page.getByText('No alerts yet.', { exact: false })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Watch rules' })).toHaveCount(0);
  await page.goto('/watch-rules');
  await expect(page.getByText('Access Denied')).toBeVisible();
});
