// Investigation tools (docs/RULES.md, "Investigation") against the real server: a chat message's context with the hit
// marked (and kept in the URL), and a copied trade-dialog permalink opened by other staff members:
// one who may view trades (and chat) sees the same dialog, one who may not sees Access Denied.
// The database is shared by every spec, so each test seeds its own uniquely named data, at a
// random moment years back that no other spec writes to.
import type { Browser, Page } from '@playwright/test';
import { expect, openWithToken, test, uniqueName } from './fixtures';
import { ingest } from './seed';
import { freshUserId, quietMomentIn } from './moderator-helpers';

/** A tag that is one search term: letters and digits only. */
const newTag = () => uniqueName('inv').replace(/-/g, '');

const quietMoment = () => quietMomentIn(2016);

/** A page in a new browser context (no shared storage), signed in with `token`. */
async function freshPage(browser: Browser, token: string, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openWithToken(page, token, url);
  return page;
}

test('Show context opens the messages around a hit, the hit marked, and a reload keeps it open', async ({ page, api, request }) => {
  const tag = newTag();
  const start = quietMoment();
  const lines = Array.from({ length: 7 }, (_, i) => (i === 3 ? `${tag} needle in the middle` : `${tag} line ${i}`));
  const { accepted } = await ingest(
    request,
    'chat',
    lines.map((message, i) => ({ userId: freshUserId(), name: `${tag}p${i % 3}`, message, timestamp: new Date(start + i * 1000).toISOString() })),
  );
  expect(accepted).toBe(7);

  const viewer = await api.createUser({ role: 'guest', permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(viewer), `/chats?search=${encodeURIComponent(`${tag} needle`)}`);
  const hitRow = page.getByTestId('chat-row').filter({ hasText: `${tag} needle` });
  await expect(hitRow).toHaveCount(1);
  const showContext = hitRow.getByRole('button', { name: 'Show context' });
  // Keyboard reachable: focus it and press Enter.
  await showContext.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: /Message in context/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]context=[0-9a-f]{24}/);
  const checkDialog = async () => {
    const messages = dialog.getByTestId('chat-message');
    await expect(messages.filter({ hasText: tag })).toHaveText(lines);
    const hit = dialog.locator('[aria-current="true"]');
    await expect(hit).toHaveCount(1);
    await expect(hit.getByTestId('chat-message')).toHaveText(`${tag} needle in the middle`);
    await expect(hit).toBeInViewport();
  };
  await checkDialog();

  await page.reload();
  await expect(dialog).toBeVisible();
  await checkDialog();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/context=/);
});

test('a copied trade link opens the same dialog for another staff member, and Access Denied without view_trades', async ({
  page,
  api,
  request,
  browser,
  baseURL,
}) => {
  const tag = newTag();
  const date = quietMoment();
  const senderId = freshUserId();
  const trade = {
    date: new Date(date).toISOString(),
    sender: `${tag}_seller`,
    senderId,
    receiver: `${tag}_buyer`,
    receiverId: freshUserId(),
    sentItems: { items: [{ Name: `${tag} Crown`, AveragePrice: 40_000 }] },
    receivedItems: { items: [{ Name: `${tag} Hat`, Value: 5_000 }] },
  };
  expect((await ingest(request, 'trades', [trade])).accepted).toBe(1);
  expect(
    (
      await ingest(request, 'chat', [
        { userId: senderId, name: trade.sender, message: `${tag} send the crown first`, timestamp: new Date(date - 5 * 60_000).toISOString() },
      ])
    ).accepted,
  ).toBe(1);

  // The first moderator finds the trade, opens it and copies the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const finder = await api.createUser({ role: 'guest', permissions: ['view_trades'] });
  await openWithToken(page, await api.tokenFor(finder), `/trades?search=${tag}`);
  await page.getByTestId('trade-row').first().getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trade details' });
  await expect(dialog).toContainText(`${tag} Crown`);
  // Without view_chat, the players' chat is not offered.
  await expect(dialog.getByRole('region', { name: 'Chat before this trade' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  expect(link).toMatch(/[?&]open=[0-9a-f]{24}/);
  const tradeId = /open=([0-9a-f]{24})/.exec(link)![1]!;

  // Another moderator, who may also read chat, opens it in a browser of their own.
  const colleague = await api.createUser({ role: 'guest', permissions: ['view_trades', 'view_chat'] });
  const colleagueToken = await api.tokenFor(colleague);
  const other = await freshPage(browser, colleagueToken, link);
  const sameDialog = other.getByRole('dialog', { name: 'Trade details' });
  await expect(sameDialog).toContainText(`${tag} Crown`);
  await expect(sameDialog).toContainText(`${tag}_seller`);
  const chat = sameDialog.getByRole('region', { name: 'Chat before this trade' });
  await chat.getByRole('button', { name: 'Show chat' }).click();
  await expect(chat.getByTestId('trade-chat-message')).toHaveCount(1);
  await expect(chat.getByTestId('trade-chat-message')).toContainText(`${tag} send the crown first`);

  // The bare permalink (no search: the trade is on no page they are looking at) opens it too.
  await other.goto(`/trades?open=${tradeId}`);
  await expect(other.getByRole('dialog', { name: 'Trade details' })).toContainText(`${tag} Crown`);
  await other.context().close();

  // A staff member who may read chat but not trades gets Access Denied.
  const chatOnly = await api.createUser({ role: 'guest', permissions: ['view_chat'] });
  const denied = await freshPage(browser, await api.tokenFor(chatOnly), link);
  await expect(denied.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(denied.getByRole('dialog')).toHaveCount(0);
  await denied.context().close();
});
