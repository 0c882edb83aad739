// The dashboard's Leaderboards section (docs/RULES.md, "Screens and routes") against the real server:
// the four rankings from players seeded through the ingest API, rank badges and chips, loading one
// by one, and each tab's spinner, error and empty states.
import { randomBytes } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, openWithToken, test, type Api } from './fixtures';
import { ingest } from './seed';

const tagOf = () => `lb${randomBytes(3).toString('hex')}`;
const freshUserId = () => Math.floor(100_000_000 + Math.random() * 800_000_000);

const isBoard = (category: string) => (url: URL) => url.pathname === `/api/leaderboards/${category}`;
const isAnyBoard = (url: URL) => url.pathname.startsWith('/api/leaderboards/');

async function openDashboard(page: Page, api: Api) {
  const user = await api.createUser({ role: 'guest' });
  await openWithToken(page, await api.tokenFor(user), '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Leaderboards' })).toBeVisible();
}

const panel = (page: Page) => page.getByRole('tabpanel');
const entryOf = (page: Page, username: string) => panel(page).getByTestId('leaderboard-entry').filter({ hasText: username });

test('the four rankings show rank badges, usernames, user ids and locale-formatted chips', async ({ page, api, request }) => {
  const tag = tagOf();
  const ann = { userId: freshUserId(), username: `${tag}_ann`, value: 123_456, bux: 98_765, level: 87, items: 1_500 };
  const ben = { userId: freshUserId(), username: `${tag}_ben`, value: 2_500, bux: 40, level: 3, items: 12 };
  await ingest(request, 'players', [ann, ben]);
  await openDashboard(page, api);

  await expect(page.getByRole('tab')).toHaveText(['Global Value', 'Global Case-Bux', 'Global Levels', 'Global Items']);
  await expect(page.getByRole('tab', { name: 'Global Value' })).toHaveAttribute('aria-selected', 'true');
  const annRow = entryOf(page, ann.username);
  await expect(annRow).toBeVisible();
  await expect(annRow.getByText(`User ID: ${ann.userId}`)).toBeVisible();
  await expect(annRow.getByText('123,456 Value')).toBeVisible();
  await expect(entryOf(page, ben.username).getByText('2,500 Value')).toBeVisible();
  // Ann ranks above Ben.
  const annRank = Number(await annRow.getAttribute('data-rank'));
  const benRank = Number(await entryOf(page, ben.username).getAttribute('data-rank'));
  expect(annRank).toBeLessThan(benRank);
  await expect(annRow.getByRole('img', { name: `Rank ${annRank}` })).toHaveText(String(annRank));

  // Gold, silver and bronze for the first three, then plain badges.
  const badges = panel(page).getByTestId('rank-badge');
  await expect(badges.nth(0)).toHaveAttribute('data-medal', 'gold');
  await expect(badges.nth(1)).toHaveAttribute('data-medal', 'silver');
  if ((await badges.count()) > 2) await expect(badges.nth(2)).toHaveAttribute('data-medal', 'bronze');
  if ((await badges.count()) > 3) await expect(badges.nth(3)).toHaveAttribute('data-medal', 'none');
  const gold = await badges.nth(0).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(gold).toBe('rgb(245, 197, 24)');

  await page.getByRole('tab', { name: 'Global Case-Bux' }).click();
  await expect(entryOf(page, ann.username).getByText('98,765 Case-Bux')).toBeVisible();
  await page.getByRole('tab', { name: 'Global Levels' }).click();
  await expect(entryOf(page, ann.username).getByText('Lvl 87')).toBeVisible();
  await page.getByRole('tab', { name: 'Global Items' }).click();
  await expect(entryOf(page, ann.username).getByText('1,500 Items')).toBeVisible();
  await expect(entryOf(page, ben.username).getByText('12 Items')).toBeVisible();
});

test('the rankings load one by one, each with its own spinner, offset 0 and limit 100', async ({ page, api }) => {
  const requests: { category: string; url: URL; at: number }[] = [];
  const answered: Record<string, number> = {};
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (isAnyBoard(url)) requests.push({ category: url.pathname.split('/').pop()!, url, at: Date.now() });
  });
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (isAnyBoard(url)) answered[url.pathname.split('/').pop()!] ??= Date.now();
  });
  // Value answers after 1.5 s, so its spinner can be seen and Bux must wait for it.
  await page.route(isBoard('Value'), async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await openDashboard(page, api);
  await expect(page.getByRole('progressbar', { name: 'Loading Global Value' })).toBeVisible();
  await page.getByRole('tab', { name: 'Global Case-Bux' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading Global Case-Bux' })).toBeVisible();
  await expect(panel(page).getByTestId('leaderboard-entry').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Global Items' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  expect(requests.map((r) => r.category)).toEqual(['Value', 'Bux', 'Levels', 'ItemAmount']);
  for (const [before, after] of [
    ['Value', 'Bux'],
    ['Bux', 'Levels'],
    ['Levels', 'ItemAmount'],
  ] as const) {
    expect(requests.find((r) => r.category === after)!.at).toBeGreaterThanOrEqual(answered[before]!);
  }
  for (const { url } of requests) {
    expect(url.searchParams.get('skip')).toBe('0');
    expect(url.searchParams.get('count')).toBe('100');
  }
});

test("a failed ranking says so and can be retried; an empty one says 'No data available'", async ({ page, api }) => {
  const bux = isBoard('Bux');
  await page.route(bux, (route) => route.abort('connectionrefused'));
  await page.route(isBoard('Levels'), (route) => route.fulfill({ json: { success: true, data: [], total: 0 } }));
  await openDashboard(page, api);

  await page.getByRole('tab', { name: 'Global Case-Bux' }).click();
  await expect(panel(page).getByText('Failed to load Bux leaderboard. Please try again later.')).toBeVisible();
  await page.getByRole('tab', { name: 'Global Levels' }).click();
  await expect(panel(page).getByText('No data available')).toBeVisible();
  // The others are unaffected.
  await page.getByRole('tab', { name: 'Global Value' }).click();
  await expect(
    panel(page)
      .getByText(/ Value$/)
      .first(),
  ).toBeVisible();

  await page.unroute(bux);
  await page.getByRole('tab', { name: 'Global Case-Bux' }).click();
  await panel(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(
    panel(page)
      .getByText(/ Case-Bux$/)
      .first(),
  ).toBeVisible();
});

test('on a phone the section fits the screen and its tabs scroll', async ({ page, api, request }) => {
  const tag = tagOf();
  await ingest(request, 'players', [{ userId: freshUserId(), username: `${tag}_a_rather_long_player_name_here`, value: 777, bux: 1, level: 1, items: 1 }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, api);
  await expect(panel(page).getByTestId('leaderboard-entry').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Global Items' }).click();
  await expect(page.getByRole('tab', { name: 'Global Items' })).toBeInViewport();
  await expect(
    panel(page)
      .getByText(/ Items$/)
      .first(),
  ).toBeVisible();
});
