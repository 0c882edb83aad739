// Cases that know their players (docs/RULES.md, "Moderation"): a reporter's chat line asks whom a new
// case concerns (its sender, and the players it names); a trade added as evidence brings both its
// players; the case page and the case list name players with their ids; 'Add player' takes a name
// (listing the players seen under it) or an id (confirming its name), and junk gets a sentence.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { ingest } from './seed';
import { asModerator, freshUserId, quietMomentIn } from './moderator-helpers';

const newTag = () => uniqueName('cp').replace(/-/g, '');
const quietMoment = () => quietMomentIn(2016);

async function newCase(request: APIRequestContext, token: string, title: string, players: number[] = []): Promise<string> {
  const res = await request.post('/api/cases', { headers: { Authorization: `Bearer ${token}` }, data: { title, players } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { case: { _id: string } }).case._id;
}

const players = (page: Page) => page.getByTestId('case-players').getByTestId('player-label');

test('a chat line naming another player asks whom the new case concerns, and the case gets exactly the ticked players', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  const at = quietMoment();
  const reporter = { userId: freshUserId(), name: `${tag}_Reporter` };
  // Player names are at most 20 characters: only words that could be one are looked up.
  const scammer = { userId: freshUserId(), name: `Frost${randomBytes(4).toString('hex')}` };
  await ingest(request, 'players', [{ userId: scammer.userId, username: scammer.name, value: 10, bux: 1, level: 1, items: 1 }]);
  await ingest(request, 'chat', [
    { userId: reporter.userId, name: reporter.name, message: `scam alert: ${scammer.name} never sent ${tag}`, timestamp: new Date(at).toISOString() },
  ]);
  await asModerator(page, api, `/chats?search=${tag}`);

  await page.getByTestId('chat-row').filter({ hasText: 'scam alert' }).getByRole('button', { name: 'Add to case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a case' });
  await dialog.getByRole('button', { name: 'A new case' }).click();
  const choices = dialog.getByTestId('case-player-choice');
  await expect(choices).toHaveCount(2);
  const sender = choices.filter({ hasText: `${reporter.name} · ${reporter.userId} (sender)` });
  const named = choices.filter({ hasText: `${scammer.name} · ${scammer.userId} (named in the message)` });
  // Only the sender is ticked, and it says it is the sender.
  await expect(sender.getByRole('checkbox')).toBeChecked();
  await expect(named.getByRole('checkbox')).not.toBeChecked();
  await sender.getByRole('checkbox').uncheck();
  await named.getByRole('checkbox').check();
  await dialog.getByLabel('Title of the new case').fill(`${tag} never sent`);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(/Added to case \d+\./);
  await dialog.getByRole('link', { name: 'Open case' }).click();

  await expect(page).toHaveURL(/\/cases\/[0-9a-f]{24}$/);
  await expect(players(page)).toHaveCount(1);
  await expect(players(page)).toHaveText(`${scammer.name} · ${scammer.userId}`);
  await expect(players(page).getByRole('link', { name: scammer.name })).toHaveAttribute('href', `/players/${scammer.userId}`);

  // The case list names the player too.
  await page.goto(`/cases?search=${tag}`);
  const row = page.getByTestId('case-row').filter({ hasText: `${tag} never sent` });
  await expect(row.getByTestId('player-label')).toHaveText(`${scammer.name} · ${scammer.userId}`);

  // The list is filtered by a player picked by name, and says whom it is filtered by.
  await page.goto('/cases');
  await page.getByLabel('Player', { exact: true }).fill(scammer.name);
  await page.getByRole('button', { name: `Show ${scammer.name} · ${scammer.userId}'s cases` }).click();
  await expect(page).toHaveURL(new RegExp(`player=${scammer.userId}`));
  await expect(page.getByTestId('case-player-filter')).toHaveText(`Player: ${scammer.name} · ${scammer.userId}`);
  await expect(page.getByTestId('case-row')).toHaveCount(1);
  await expect(page.getByTestId('case-row')).toContainText(`${tag} never sent`);
});

test('a trade added as evidence brings both its players into the case, said in its history', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  const at = quietMoment();
  const sender = { userId: freshUserId(), name: `${tag}_Giver` };
  const receiver = { userId: freshUserId(), name: `${tag}_Taker` };
  await ingest(request, 'trades', [
    {
      date: new Date(at).toISOString(),
      sender: sender.name,
      senderId: sender.userId,
      receiver: receiver.name,
      receiverId: receiver.userId,
      sentItems: { items: [{ Name: `${tag} Dominus`, AveragePrice: 90_000 }] },
      receivedItems: { items: [{ Name: `${tag} Pebble`, Value: 10 }] },
    },
  ]);
  const token = (await asModerator(page, api, '/cases')).token;
  const caseId = await newCase(request, token, `${tag} lopsided`);
  await page.goto(`/trades?search=${tag}`);
  await page.getByTestId('trade-row').filter({ hasText: sender.name }).getByRole('button', { name: 'Add to case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a case' });
  await expect(dialog).toContainText('Both players of this row join the case’s players.');
  await dialog.getByLabel('Search open cases by title').fill(tag);
  await dialog
    .getByTestId('case-choice')
    .filter({ hasText: `${tag} lopsided` })
    .click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(/Added to case \d+\./);

  await page.goto(`/cases/${caseId}`);
  await expect(players(page)).toHaveCount(2);
  await expect(page.getByTestId('case-players')).toContainText(`${sender.name} · ${sender.userId}`);
  await expect(page.getByTestId('case-players')).toContainText(`${receiver.name} · ${receiver.userId}`);
  const added = page.getByTestId('activity-item').filter({ hasText: 'added a trade as evidence' });
  await expect(added.getByTestId('players-added')).toContainText(`${sender.name} · ${sender.userId}`);
  await expect(added.getByTestId('players-added')).toContainText(`${receiver.name} · ${receiver.userId}`);
});

test("'Add player' takes a name (choosing among the players seen under it) or an id (confirming its name); junk gets a sentence", async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = newTag();
  const at = quietMoment();
  const shared = `${tag}_Twin`;
  const first = freshUserId();
  const second = freshUserId();
  const third = { userId: freshUserId(), name: `${tag}_Third` };
  await ingest(request, 'chat', [
    { userId: first, name: shared, message: `${tag} one`, timestamp: new Date(at).toISOString() },
    { userId: second, name: shared, message: `${tag} two`, timestamp: new Date(at + 1000).toISOString() },
    { userId: third.userId, name: third.name, message: `${tag} three`, timestamp: new Date(at + 2000).toISOString() },
  ]);
  const token = (await asModerator(page, api, '/cases')).token;
  const caseId = await newCase(request, token, `${tag} picker`);
  await page.goto(`/cases/${caseId}`);
  await page.getByRole('button', { name: 'Add player' }).click();
  const picker = page.getByTestId('player-picker');
  const input = picker.getByLabel('Player name or user id');

  await input.fill('two words');
  await expect(picker).toContainText('Type one player name (no spaces) or one numeric user id.');

  await input.fill(`${tag}_nobody`);
  await expect(picker).toContainText(`No player has been seen as "${tag}_nobody".`);

  await input.fill(shared);
  await expect(picker).toContainText(`Players seen as "${shared}": choose one.`);
  const candidates = picker.getByTestId('picker-candidate');
  await expect(candidates).toHaveCount(2);
  await expect(candidates.filter({ hasText: `${shared} · ${first}` })).toBeVisible();
  await candidates
    .filter({ hasText: `${shared} · ${second}` })
    .getByRole('button', { name: `Add ${shared} · ${second}` })
    .click();
  await expect(players(page)).toHaveText([`${shared} · ${second}`]);

  await page.getByRole('button', { name: 'Add player' }).click();
  await picker.getByLabel('Player name or user id').fill(String(third.userId));
  await expect(picker.getByTestId('picker-candidate')).toHaveText(new RegExp(`${third.name} · ${third.userId}`));
  await picker.getByRole('button', { name: `Add ${third.name} · ${third.userId}` }).click();
  await expect(players(page)).toHaveCount(2);
  await expect(page.getByTestId('case-players')).toContainText(`${third.name} · ${third.userId}`);

  // The new-case dialog takes players the same way.
  await page.goto('/cases');
  await page.getByRole('button', { name: 'New case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a new case' });
  await dialog.getByLabel('Title').fill(`${tag} from the dialog`);
  await dialog.getByLabel('Player name or user id').fill(third.name);
  await dialog.getByRole('button', { name: `Add ${third.name} · ${third.userId}` }).click();
  await expect(dialog.getByTestId('new-case-players')).toContainText(`${third.name} · ${third.userId}`);
  await dialog.getByRole('button', { name: 'Open case' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f]{24}$/);
  await expect(players(page)).toHaveText([`${third.name} · ${third.userId}`]);
});
