// Saved searches on the log screens against the real server: a staff member saves the chat search
// on screen, leaves it, and reopens it from the menu; a moderator shares one and a colleague sees
// who shared it; a view saved on Trade Logs keeps its sort.
import type { Page } from '@playwright/test';
import { expect, openWithToken, test, uniqueName } from './fixtures';
import { ingest } from './seed';

const tag = () => uniqueName('saved').replace(/-/g, '');
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function saveCurrentSearch(page: Page, name: string, share = false) {
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('menuitem', { name: 'Save this search…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(name);
  if (share) await dialog.getByLabel('Share with every staff member who can open this screen').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a chat search is saved, and picking it from the menu reopens exactly that search', async ({ page, api, request }) => {
  const t = tag();
  const { accepted } = await ingest(request, 'chat', [
    { userId: 70_000_001, name: 'Saver', message: `first ${t}`, timestamp: minutesAgo(3) },
    { userId: 70_000_002, name: 'Other', message: `second ${t}`, timestamp: minutesAgo(2) },
  ]);
  expect(accepted).toBe(2);
  const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(viewer), `/chats?search=${t}&frame=week`);
  await expect(page.getByTestId('chat-count')).toHaveText('Showing 2 of 2 chat messages');

  await saveCurrentSearch(page, `Watching ${t}`);

  const searchBox = page.getByPlaceholder('Search by player name or message content');
  await expect(searchBox).toHaveValue(t);
  await page.goto('/chats');
  await expect(searchBox).toHaveValue('');
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('menuitem', { name: `Watching ${t}` }).click();
  await expect(page).toHaveURL(new RegExp(`/chats\\?search=${t}&frame=week$`));
  await expect(searchBox).toHaveValue(t);
  await expect(page.getByTestId('chat-count')).toHaveText('Showing 2 of 2 chat messages');

  // Deleting it empties the menu of it.
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await page.getByRole('button', { name: `Delete saved search Watching ${t}` }).click();
  await expect(page.getByRole('menuitem', { name: `Watching ${t}` })).toBeHidden();
});

test('a moderator shares a trades view; a colleague sees it with who shared it, and cannot delete it', async ({ page, api, browser }) => {
  const name = `Big trades ${tag()}`;
  const moderator = await api.createUser({ role: 'user', permissions: ['view_trades', 'moderate'] });
  await openWithToken(page, await api.tokenFor(moderator), '/trades?sortBy=value');
  await saveCurrentSearch(page, name, true);

  const colleague = await api.createUser({ role: 'user', permissions: ['view_trades'] });
  const other = await browser.newPage();
  await openWithToken(other, await api.tokenFor(colleague), '/trades');
  await other.getByRole('button', { name: 'Saved searches' }).click();
  const item = other.getByRole('menuitem', { name: new RegExp(name) });
  await expect(item).toContainText(`Shared by ${moderator.username}`);
  await expect(other.getByRole('button', { name: `Delete saved search ${name}` })).toHaveCount(0);
  await item.click();
  await expect(other).toHaveURL(/\/trades\?sortBy=value$/);
  await other.close();
});
