// The player page (docs/RULES.md, "Investigation") against the real server: every log screen's player names lead to it,
// the timeline merges the three kinds newest first and pages by cursor, its view is a permalink,
// and another staff member sees only what their role allows.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openWithToken, test, type Api } from './fixtures';
import { ingest } from './seed';

const freshUserId = () => Math.floor(100_000_000 + Math.random() * 800_000_000);
const item = (name: string, rap: number) => ({ AssetId: 1, Name: name, Type: 'Hat', AveragePrice: rap });

/** One suspect with chat, trades (one logged without ids) and a sale, ten minutes apart. */
async function seedSuspect(request: Parameters<typeof ingest>[0]) {
  const tag = `pl${randomBytes(3).toString('hex')}`;
  const suspect = { userId: freshUserId(), name: `${tag}_Suspect` };
  const victim = { userId: freshUserId(), name: `${tag}_Victim` };
  const t0 = Date.UTC(2025, 2, 1, 12);
  const at = (minute: number) => new Date(t0 + minute * 60_000).toISOString();
  await ingest(request, 'players', [
    { userId: suspect.userId, username: suspect.name, value: 1234, bux: 10, level: 5, items: 2 },
    { userId: victim.userId, username: victim.name, value: 10, bux: 1, level: 1, items: 1 },
  ]);
  await ingest(request, 'chat', [
    { userId: suspect.userId, name: suspect.name, message: `${tag} first message`, timestamp: at(0) },
    { userId: suspect.userId, name: suspect.name, message: `${tag} trust me bro`, timestamp: at(10) },
    { userId: victim.userId, name: victim.name, message: `${tag} ok sending`, timestamp: at(11) },
  ]);
  await ingest(request, 'trades', [
    {
      date: at(20),
      sender: victim.name,
      senderId: victim.userId,
      receiver: suspect.name,
      receiverId: suspect.userId,
      sentItems: { items: [item(`${tag} Dominus`, 90_000)] },
      receivedItems: { items: [item(`${tag} Pebble`, 5)] },
    },
    { date: at(30), sender: suspect.name, receiver: victim.name, sentItems: { items: [item(`${tag} Rock`, 1)] }, receivedItems: { items: [{ caseBux: 100 }] } },
  ]);
  await ingest(request, 'marketplace', [
    { date: at(40), price: 77, boughtItem: { AssetId: 9, Name: `${tag} Crate`, Type: 'Case' }, seller: suspect.name, buyer: victim.name },
  ]);
  return { tag, suspect, victim };
}

async function asUser(page: Page, api: Api, options: Parameters<Api['createUser']>[0], path: string) {
  const user = await api.createUser(options);
  await openWithToken(page, await api.tokenFor(user), path);
  return user;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline' }).getByTestId('timeline-item');

test('names in Chat, Trade and Marketplace Logs lead to the player page', async ({ page, api, request }) => {
  const { tag, suspect } = await seedSuspect(request);
  await asUser(page, api, { role: 'user' }, `/chats?search=${tag}`);
  await page.getByTestId('chat-row').filter({ hasText: 'trust me bro' }).getByRole('link', { name: suspect.name }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${suspect.userId}$`));
  await expect(heading(page, suspect.name)).toBeVisible();

  await page.goto(`/trades?search=${tag}`);
  await page
    .getByTestId('trade-row')
    .filter({ hasText: `${tag}_Victim` })
    .first()
    .getByRole('link', { name: suspect.name })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/players/${suspect.userId}$`));

  // The sale was logged without ids: the name is looked up, and one player was seen under it.
  await page.goto(`/marketplace?search=${tag}`);
  await expect(page.getByTestId('market-showing')).toHaveText('Showing 1 of 1 items');
  await page.getByTestId('market-row').first().getByRole('link', { name: suspect.name }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${suspect.userId}$`));
  await expect(heading(page, suspect.name)).toBeVisible();
});

test('one timeline of chat, trades and sales, newest first, filtered by kind and paged, kept in the URL', async ({ page, api, request }) => {
  const { tag, suspect, victim } = await seedSuspect(request);
  await asUser(page, api, { role: 'user' }, `/players/${suspect.userId}`);
  await expect(heading(page, suspect.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Chat messages2');
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Lopsided trades1');
  await expect(timeline(page)).toHaveCount(5);
  await expect(timeline(page).nth(0)).toHaveAttribute('data-kind', 'marketplace');
  await expect(timeline(page).nth(0)).toContainText(`sold ${tag} Crate to ${victim.name}`);
  await expect(timeline(page).nth(1)).toContainText('by name');
  await expect(timeline(page).nth(2)).toContainText(`received a trade from ${victim.name}`);
  await expect(timeline(page).nth(4)).toContainText(`${tag} first message`);
  await expect(page.getByText('Showing 5 of 5 events')).toBeVisible();
  // Trade partners: the victim by id (the lopsided trade) and, apart, by name (the trade without ids).
  const partners = page.getByTestId('trade-partner');
  await expect(partners).toHaveCount(2);
  await expect(partners.first()).toContainText(victim.name);
  await expect(partners.filter({ hasText: 'logged without a user id' })).toContainText(victim.name);

  await page.getByRole('button', { name: 'Trades' }).click(); // only trades
  await expect(timeline(page)).toHaveCount(2);
  await expect(page).toHaveURL(/kinds=trade$/);
  await page.reload();
  await expect(timeline(page)).toHaveCount(2);

  // A trade opens in Trade Logs' dialog.
  await page.goto(`/players/${suspect.userId}?kinds=trade`);
  await timeline(page).first().getByRole('link', { name: 'Open trade' }).click();
  await expect(page).toHaveURL(/\/trades\?open=/);
});

test('paging older and newer through a long timeline', async ({ page, api, request }) => {
  const userId = freshUserId();
  const name = `pg${randomBytes(3).toString('hex')}`;
  const t0 = Date.UTC(2025, 0, 1);
  await ingest(
    request,
    'chat',
    Array.from({ length: 120 }, (_, i) => ({ userId, name, message: `line ${i}`, timestamp: new Date(t0 + i * 60_000).toISOString() })),
  );
  await asUser(page, api, { role: 'user' }, `/players/${userId}`);
  await expect(timeline(page)).toHaveCount(50);
  await expect(timeline(page).first()).toContainText('line 119');
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(timeline(page).first()).toContainText('line 69');
  await expect(page).toHaveURL(/before=/);
  await page.getByRole('button', { name: 'Oldest' }).click();
  await expect(timeline(page).last()).toContainText('line 0');
  await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
  await page.getByRole('button', { name: 'Newest' }).click();
  await expect(timeline(page).first()).toContainText('line 119');
  await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
});

test('a copied player link shows another staff member only what their role allows, or Access Denied', async ({ page, browser, api, request, context }) => {
  const { suspect } = await seedSuspect(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await asUser(page, api, { role: 'user' }, `/players/${suspect.userId}?kinds=chat,trade`);
  await expect(timeline(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/players/${suspect.userId}\\?kinds=chat(,|%2C)trade$`));

  const other = await browser.newPage();
  const chatOnly = await api.createUser({ role: 'guest', permissions: ['view_chat'] });
  await openWithToken(other, await api.tokenFor(chatOnly), new URL(link).pathname + new URL(link).search);
  await expect(heading(other, suspect.name)).toBeVisible();
  await expect(timeline(other)).toHaveCount(2);
  await expect(other.getByRole('region', { name: 'Leaderboards' })).toHaveCount(0);
  await expect(other.getByRole('region', { name: 'Activity' })).not.toContainText('Trades sent');

  const guest = await api.createUser({ role: 'guest' });
  await openWithToken(other, await api.tokenFor(guest), new URL(link).pathname + new URL(link).search);
  await expect(other.getByText('Access Denied')).toBeVisible();
  await other.close();
});
