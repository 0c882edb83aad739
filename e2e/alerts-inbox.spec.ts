// The inbox a moderator works through: "Mark read" marks what the filtered list shows (never an
// alert that arrived after) and can be undone; a second rule for the same player is refused with
// a button to the rule that exists; a rule's alerts about one player within an hour are one group.
import type { APIRequestContext } from '@playwright/test';
import { expect, openWithToken, test } from './fixtures';
import { ingest } from './seed';
import { readState } from './state';
import { bell, minutesAgo, newModerator, newRuleDialog, watchTag } from './watch-helpers';

async function makeRule(request: APIRequestContext, token: string, body: object): Promise<string> {
  const res = await request.post(`${readState().baseURL}/api/watch-rules`, { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { rule: { _id: string } }).rule._id;
}

const chatLines = (t: string, term: string, count: number, firstUser: number) =>
  Array.from({ length: count }, (_, i) => ({ userId: firstUser + i, name: `P${i}${t}`, message: `${term} number ${i}`, timestamp: minutesAgo(30 - i) }));

test('"Mark read" on a list filtered to one rule marks that rule’s alerts shown, and Undo brings them back', async ({ page, api, request }) => {
  const t = watchTag();
  const moderator = await newModerator(api);
  const token = await api.tokenFor(moderator);
  const alpha = await makeRule(request, token, { name: `Alpha ${t}`, kind: 'term', target: `${t}alpha` });
  await makeRule(request, token, { name: `Beta ${t}`, kind: 'term', target: `${t}beta` });
  await ingest(request, 'chat', [...chatLines(t, `${t}alpha`, 3, 83_000_000), ...chatLines(t, `${t}beta`, 1, 83_100_000)]);

  await openWithToken(page, token, `/alerts?rule=${alpha}`);
  await expect(page.getByTestId('alert-item')).toHaveCount(3);
  const mark = page.getByRole('button', { name: `Mark all 3 read in "Alpha ${t}"` });
  await expect(mark).toBeVisible();
  // An alert of the rule arrives after the list was shown: it stays unread.
  await ingest(request, 'chat', chatLines(`${t}x`, `${t}alpha late`, 1, 83_200_000));
  await mark.click();
  const notice = page.getByTestId('mark-read-notice');
  await expect(notice).toContainText('Marked 3 alerts read.');
  await expect(bell(page)).toHaveAccessibleName('Alerts: 2 unread');
  await expect(page.getByRole('button', { name: `Mark 1 read in "Alpha ${t}"` })).toBeVisible();

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toContainText('3 alerts are unread again.');
  await expect(bell(page)).toHaveAccessibleName('Alerts: 5 unread');
  await expect(page.getByRole('button', { name: `Mark all 4 read in "Alpha ${t}"` })).toBeVisible();
});

test('marking more than 20 alerts asks first', async ({ page, api, request }) => {
  const t = watchTag();
  const moderator = await newModerator(api);
  const token = await api.tokenFor(moderator);
  await makeRule(request, token, { name: `Many ${t}`, kind: 'term', target: `${t}many` });
  await ingest(request, 'chat', chatLines(t, `${t}many`, 21, 84_000_000));
  await openWithToken(page, token, '/alerts');
  await page.getByRole('button', { name: 'Mark all 21 read' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark 21 alerts read?' });
  await expect(confirm).toContainText('Alerts that arrive later stay unread. You can undo this right after.');
  await confirm.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByTestId('mark-read-notice')).toContainText('Marked 21 alerts read.');
  await expect(bell(page)).toHaveAccessibleName('Alerts: none unread');
});

test('a player is watched by name; a second rule for them is refused with a button to the rule that exists', async ({ page, api, request }) => {
  const t = watchTag();
  const player = { userId: 85_000_000 + Number(t.slice(1, 7)), name: `Frost${t}` };
  await ingest(request, 'chat', [{ userId: player.userId, name: player.name, message: `hello ${t}`, timestamp: minutesAgo(5) }]);
  const moderator = await newModerator(api);
  await openWithToken(page, await api.tokenFor(moderator), '/watch-rules');

  const create = async (name: string, target: string) => {
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = newRuleDialog(page);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Player (name or user id)').fill(target);
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    return dialog;
  };
  await expect(await create(`First ${t}`, player.name)).toBeHidden();
  const first = page.getByTestId('watch-rule').filter({ hasText: `First ${t}` });
  await expect(first.getByTestId('watch-rule-player')).toHaveText(`${player.name} · ${player.userId}`);

  const dialog = await create(`Second ${t}`, String(player.userId));
  const refusal = dialog.getByTestId('watch-rule-refusal');
  await expect(refusal).toContainText(`A watch rule already watches this: "First ${t}" (`);
  await refusal.getByRole('link', { name: 'Open the existing rule' }).click();
  await expect(page).toHaveURL(/\/watch-rules\?rule=[0-9a-f]{24}$/);
  const edit = page.getByRole('dialog', { name: 'Edit watch rule' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`First ${t}`);
  await expect(edit).toContainText(`Watches ${player.name} · ${player.userId}.`);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('watch-rule')).toHaveCount(1);

  // The player page's shortcut opens the rule that exists.
  await page.goto(`/players/${player.userId}`);
  await page.getByRole('button', { name: 'Already watched: open the rule' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit watch rule' })).toBeVisible();

  // A name no one was seen under: a sentence, nothing made.
  await page.goto('/watch-rules');
  const unknown = await create(`Third ${t}`, `Nobody${t}`);
  await expect(unknown.getByRole('alert')).toHaveText(`No player called "Nobody${t}" was seen in the logs you may read. Enter their user id instead.`);
});

test('a rule’s alerts about one player within the hour show as one group, opened to its alerts', async ({ page, api, request }) => {
  const t = watchTag();
  const moderator = await newModerator(api);
  const token = await api.tokenFor(moderator);
  await makeRule(request, token, { name: `Grouped ${t}`, kind: 'term', target: `${t}grp` });
  const userId = 86_000_000 + Number(t.slice(1, 7));
  await ingest(request, 'chat', [
    ...Array.from({ length: 5 }, (_, i) => ({ userId, name: `Queen${t}`, message: `${t}grp line ${i}`, timestamp: minutesAgo(20 - i) })),
    { userId: userId + 1, name: `Other${t}`, message: `${t}grp alone`, timestamp: minutesAgo(1) },
  ]);
  await openWithToken(page, token, '/alerts');
  const group = page.getByTestId('alert-group');
  await expect(group).toHaveCount(1);
  await expect(group.getByTestId('alert-group-title')).toHaveText(`Queen${t} · ${userId} · 5 alerts within a minute`);
  await expect(group).toContainText('5 unread');
  await expect(page.getByTestId('alerts-bell')).toHaveAccessibleName('Alerts: 6 unread');
  // The other player's alert stands alone; the group's alerts are folded away.
  await expect(page.getByTestId('alert-item')).toHaveCount(1);
  await expect(page.getByTestId('alert-item')).toContainText(`${t}grp alone`);

  await group.getByRole('button', { name: `Show the alerts of Queen${t} · ${userId} · 5 alerts within a minute` }).click();
  await expect(group.getByTestId('alert-item')).toHaveCount(5);
  await expect(group.getByTestId('alert-item').first()).toContainText(`${t}grp line 4`);
});
