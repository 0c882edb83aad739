// The moderation workbench end to end (docs/RULES.md, "Moderation"): a moderator gathers a chat line
// (from Chat Logs) and a trade (from Trade Logs) into a new case, writes a note on the player, bans
// the player from the case page, sees the ban applied on Roblox (the fake Open Cloud received it),
// and revokes it (the fake received the lift); then a staff member who may read cases but not trades
// opens the case and sees the trade kept back, with the sentence naming the permission it needs.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openWithToken, test, uniqueName } from './fixtures';
import { ingest } from './seed';
import { readState } from './state';
import { freshUserId, quietMomentIn, tradeBetween } from './moderator-helpers';

/** A tag that is one search term: letters and digits only. */
const newTag = () => uniqueName('wb').replace(/-/g, '');
const quietMoment = () => quietMomentIn(2017);

interface Received {
  userId: number;
  body: { gameJoinRestriction: { active: boolean; privateReason?: string; displayReason?: string } };
}

/** What the fake Open Cloud received for this player, oldest first. */
async function received(request: APIRequestContext, userId: number): Promise<Received[]> {
  const res = await request.get(`${readState().openCloudUrl}/__received?userId=${userId}`);
  return (await res.json()) as Received[];
}

async function addToCase(page: Page, row: ReturnType<Page['getByTestId']>, choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await row.getByRole('button', { name: 'Add to case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a case' });
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(/Added to case \d+\./);
  return dialog;
}

test('a case gathers a chat line and a trade, bans its player on Roblox and lifts the ban; a viewer without view_trades sees the trade kept back', async ({
  page,
  api,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = newTag();
  const at = quietMoment();
  const player = { userId: freshUserId(), name: `${tag}_Player` };
  const partner = { userId: freshUserId(), name: `${tag}_Partner` };
  await ingest(request, 'players', [{ userId: player.userId, username: player.name, value: 10, bux: 1, level: 1, items: 1 }]);
  await ingest(request, 'chat', [{ userId: player.userId, name: player.name, message: `${tag} trust me, send first`, timestamp: new Date(at).toISOString() }]);
  await ingest(request, 'trades', [tradeBetween(player, partner, at, { Name: `${tag} Pebble`, Value: 10 }, { Name: `${tag} Dominus`, AveragePrice: 90_000 })]);

  // ban_players includes moderate and view_moderation; the 'user' role reads the three logs.
  const moderator = await api.createUser({ role: 'user', permissions: ['ban_players'] });
  await openWithToken(page, await api.tokenFor(moderator), `/chats?search=${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  // The chat line opens a new case.
  const chatRow = page.getByTestId('chat-row').filter({ hasText: `${tag} trust me, send first` });
  await addToCase(page, chatRow, async (dialog) => {
    await dialog.getByRole('button', { name: 'A new case' }).click();
    await dialog.getByLabel('Title of the new case').fill(`${tag} send-first scam`);
  });

  // The trade joins it, picked by title among the open cases.
  await page.goto(`/trades?search=${tag}`);
  const tradeRow = page.getByTestId('trade-row').filter({ hasText: player.name });
  const dialog = await addToCase(page, tradeRow, async (d) => {
    await d.getByRole('button', { name: 'An open case' }).click();
    await d.getByLabel('Search open cases by title').fill(tag);
    await d
      .getByTestId('case-choice')
      .filter({ hasText: `${tag} send-first scam` })
      .click();
    await d.getByLabel('Note (optional)').fill('the victim sent first');
  });
  await dialog.getByRole('link', { name: 'Open case' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f]{24}$/);
  const caseUrl = new URL(page.url()).pathname;
  const evidence = page.getByTestId('evidence-item');
  await expect(evidence).toHaveCount(2);
  await expect(evidence.nth(0)).toHaveAttribute('data-kind', 'chat');
  await expect(evidence.nth(0)).toContainText(`${tag} trust me, send first`);
  await expect(evidence.nth(1)).toHaveAttribute('data-kind', 'trade');
  await expect(evidence.nth(1)).toContainText('Note: the victim sent first');
  const caseSanctions = page.getByRole('region', { name: 'Sanctions' });
  await expect(caseSanctions).toContainText('No sanction has been issued for this case.');
  // The trade brought its partner into the case; the case is about the player alone.
  await expect(page.getByTestId('case-players')).toContainText(`${partner.name} · ${partner.userId}`);
  await page.getByLabel(`Remove player ${partner.name} · ${partner.userId}`).click();
  await expect(page.getByTestId('case-players').getByTestId('player-label')).toHaveText([`${player.name} · ${player.userId}`]);

  // A note on the player, from the player page.
  await page.goto(`/players/${player.userId}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByLabel('New note').fill(`${tag} asks everyone to send first`);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByTestId('note-item')).toContainText(`${tag} asks everyone to send first`);

  // The ban, from the case page: sent to Open Cloud by the outbox, and shown applied by itself.
  await page.goto(caseUrl);
  await page.getByRole('button', { name: 'Sanction a player' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue a sanction' });
  await issue.getByRole('button', { name: 'Ban', exact: true }).click();
  await issue.getByRole('button', { name: 'Permanent', exact: true }).click();
  await issue.getByLabel('Reason (staff only)').fill(`${tag} send-first scams`);
  await issue.getByRole('button', { name: /^(Warn|Mute|Ban) / }).click();
  await expect(issue).toBeHidden();
  const ban = caseSanctions.getByTestId('sanction-item').filter({ hasText: `${tag} send-first scams` });
  await expect(ban).toContainText('Ban · permanent');
  await expect(ban.getByTestId('enforcement')).toHaveAttribute('data-state', 'applied', { timeout: 20_000 });
  await expect(ban.getByTestId('enforcement')).toContainText('Applied on Roblox');
  expect((await received(request, player.userId)).map((r) => r.body.gameJoinRestriction)).toEqual([
    expect.objectContaining({ active: true, privateReason: `${tag} send-first scams` }),
  ]);
  await expect(page.getByTestId('activity-item').filter({ hasText: `issued a ban to ${player.name} · ${player.userId}` })).toBeVisible();

  // Revoked from the case: the lift reaches Open Cloud too.
  await ban.getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke ban' });
  await revoke.getByLabel('Reason for revoking').fill('paid the victim back');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(revoke).toBeHidden();
  await expect(ban.getByTestId('sanction-status')).toHaveText('Revoked');
  await expect(ban.getByTestId('enforcement')).toHaveAttribute('data-state', 'applied', { timeout: 20_000 });
  await expect
    .poll(async () => (await received(request, player.userId)).map((r) => r.body.gameJoinRestriction.active), { timeout: 20_000 })
    .toEqual([true, false]);

  // The Sanctions screen keeps the enforcement filter in its URL.
  await page.goto(`/sanctions?type=ban&enforcement=applied&player=${player.userId}`);
  await expect(page.getByLabel('On Roblox')).toHaveValue('applied');
  await expect(page.getByTestId('sanction-count')).toHaveText('Showing 1 of 1 sanctions');
  await page.getByLabel('On Roblox').selectOption('failed');
  await expect(page).toHaveURL(/enforcement=failed/);
  await expect(page.getByTestId('sanction-count')).toHaveText('Showing 0 of 0 sanctions');

  // Someone who may read cases and chat, but not trades, sees the trade kept back.
  const viewer = await api.createUser({ role: 'guest', permissions: ['view_moderation', 'view_chat'] });
  const context = await browser.newContext();
  try {
    const viewerPage = await context.newPage();
    await openWithToken(viewerPage, await api.tokenFor(viewer), caseUrl);
    // A new browser context loads the app afresh, which can take a while on a busy machine.
    await expect(viewerPage.getByRole('heading', { level: 1 })).toContainText(`${tag} send-first scam`, { timeout: 30_000 });
    const seen = viewerPage.getByTestId('evidence-item');
    await expect(seen).toHaveCount(2);
    await expect(seen.filter({ hasText: `${tag} trust me, send first` })).toHaveAttribute('data-hidden', 'false');
    const hidden = viewerPage.locator('[data-testid="evidence-item"][data-hidden="true"]');
    await expect(hidden).toHaveCount(1);
    await expect(hidden).toContainText('A trade you may not see (needs view_trades).');
    await expect(hidden).not.toContainText(`${tag} Dominus`);
    await expect(hidden).not.toContainText('the victim sent first');
    // Reading is all they may do here.
    await expect(viewerPage.getByRole('button', { name: 'Sanction a player' })).toHaveCount(0);
    await expect(viewerPage.getByRole('region', { name: 'Sanctions' }).getByTestId('sanction-item')).toHaveCount(1);
  } finally {
    await context.close();
  }
});
