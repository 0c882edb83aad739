// Marketplace Logs (docs/RULES.md, "Screens and routes") against the real server: every 'Search By' mode, the
// search chip, server-side sorting, paging, the detail dialog with thumbnails from the fake
// platform and the markup/discount chip, the raw-JSON fallback, and every state and message, at
// 1280 px (table), 1024 px and 390 px (cards). Each test seeds its own uniquely named players.
import { randomBytes } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, openWithToken, test, type Api } from './fixtures';
import { ingest } from './seed';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const newTag = () => `m${randomBytes(4).toString('hex')}`;

async function signInForMarketplace(page: Page, api: Api, path: string) {
  const user = await api.createUser({ role: 'guest', permissions: ['view_marketplace'] });
  await openWithToken(page, await api.tokenFor(user), path);
}

async function openMarketplace(page: Page, api: Api, path = '/marketplace') {
  await signInForMarketplace(page, api, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace Logs' })).toBeVisible();
}

/** Four purchases with hand-computed values (docs/RULES.md, "Entities and values"):
 *  Dragon:  2 for 300, AveragePrice 100 → 150 a unit, base 100, +50 % (warning chip); type Retexture → code.
 *  Phoenix: 1 for 800, BaseValue 1000 → 800 a unit, base 1000, −20 % (success chip); type Giveaway → exclusive.
 *  unreadable boughtItem, 50 → 'Parse Error', quantity 1, unit and base price 50.
 *  Lamp:    1 for 110, AveragePrice 100 → +10 % (plain chip); asset unknown to the platform. */
function fourPurchases(tag: string) {
  const p = (n: string) => `${tag}_${n}`;
  return [
    {
      boughtItem: JSON.stringify({ Name: `${tag} Dragon`, Amount: 2, AveragePrice: 100, AssetId: 2001, Type: 'Retexture', Creator: 'Studio', Locked: false }),
      price: 300,
      seller: p('sam'),
      buyer: p('max'),
      date: '2024-04-01T14:00:00Z',
    },
    {
      boughtItem: { Name: `${tag} Phoenix`, Quantity: 1, BaseValue: 1000, AssetId: 2002, Type: 'Giveaway' },
      price: 800,
      sellerName: p('max'),
      buyerName: p('zoe'),
      timestamp: '2024-04-02T14:00:00Z',
    },
    { boughtItem: 'not json {{{', price: 50, seller: p('zoe'), buyer: p('sam'), date: '2024-04-03T14:00:00Z' },
    {
      boughtItem: JSON.stringify({ Name: `${tag} Lamp`, AveragePrice: 100, AssetId: 2010 }),
      price: 110,
      seller: p('sam'),
      buyer: p('ann'),
      date: '2024-04-04T14:00:00Z',
    },
  ];
}

const rows = (page: Page) => page.getByTestId('market-row');
const chipLabel = (page: Page) => page.getByTestId('search-chip').locator('.MuiChip-label');
const cards = (page: Page) => page.getByTestId('market-card');
const showing = (page: Page) => page.getByTestId('market-showing');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
/** Item names in display order. */
const items = (list: Locator) => list.evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));

async function searchBy(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Search By' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const noHorizontalScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

async function hold(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}

test.describe('at 1280 px (table)', () => {
  test.use({ viewport: DESKTOP });

  test('search by item name, seller, buyer and all usernames, with the chip and the table in Case-Bux', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'marketplace', fourPurchases(tag));
    await openMarketplace(page, api);

    await searchBox(page).fill(`${tag} Dragon`);
    await expect(showing(page)).toHaveText('Showing 1 of 1 items');
    await expect(chipLabel(page)).toHaveText(`Item Name: ${tag} Dragon`);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Item',
      'Quantity',
      'Price',
      'Price Per Unit',
      'Base Price',
      'Seller',
      'Buyer',
      'Timestamp',
      'Actions',
    ]);
    const cells = rows(page).first().getByRole('cell');
    await expect(cells.nth(0)).toHaveText(`${tag} Dragoncode`);
    await expect(cells.nth(1)).toHaveText('2');
    await expect(cells.nth(2)).toHaveText('300 Case-Bux');
    await expect(cells.nth(3)).toHaveText('150 Case-Bux');
    await expect(cells.nth(4)).toHaveText('100 Case-Bux');
    await expect(cells.nth(5)).toHaveText(`${tag}_sam`);
    await expect(cells.nth(6)).toHaveText(`${tag}_max`);
    await expect(cells.nth(7)).toHaveText('Apr 1, 2024 • 10:00 AM EDT');

    await searchBy(page, 'Seller');
    await searchBox(page).fill(`${tag}_max`);
    await expect(chipLabel(page)).toHaveText(`Seller: ${tag}_max`);
    await expect(showing(page)).toHaveText('Showing 1 of 1 items');
    await expect.poll(() => items(rows(page))).toEqual([`${tag} Phoenix`]);

    await searchBy(page, 'Buyer');
    await expect(chipLabel(page)).toHaveText(`Buyer: ${tag}_max`);
    await expect.poll(() => items(rows(page))).toEqual([`${tag} Dragon`]);

    await searchBy(page, 'All Usernames');
    await searchBox(page).fill(tag);
    await expect(showing(page)).toHaveText('Showing 4 of 4 items');
    await expect(page).toHaveURL(new RegExp(`search=${tag}&searchType=username`));

    await searchBox(page).fill('ab');
    await expect(page.getByText('Please enter at least 3 characters to search')).toBeVisible();
    await searchBox(page).fill(tag);

    // The chip's clear action ends the search.
    await page.getByTestId('search-chip').getByRole('img', { name: 'Clear search' }).click();
    await expect(page.getByTestId('search-chip')).toBeHidden();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/marketplace\?searchType=username$/);
    await expect(showing(page)).toHaveText(/^Showing \d+ of [\d,]+ items$/);
  });

  test('sorting by date and price over the whole result, kept in the URL', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'marketplace', fourPurchases(tag));
    await openMarketplace(page, api, `/marketplace?search=${tag}&searchType=username`);
    await expect(showing(page)).toHaveText('Showing 4 of 4 items');
    await expect.poll(() => items(rows(page))).toEqual([`${tag} Lamp`, 'Parse Error', `${tag} Phoenix`, `${tag} Dragon`]);

    const sort = (name: string) => page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name, exact: true });
    await sort('Price').click();
    await expect(sort('Price')).toHaveAttribute('data-sort-order', 'desc');
    await expect.poll(() => items(rows(page))).toEqual([`${tag} Phoenix`, `${tag} Dragon`, `${tag} Lamp`, 'Parse Error']);
    await sort('Price').click();
    await expect.poll(() => items(rows(page))).toEqual(['Parse Error', `${tag} Lamp`, `${tag} Dragon`, `${tag} Phoenix`]);
    await expect(page).toHaveURL(/sortBy=price&sortOrder=asc/);
    await sort('Date').click();
    await sort('Date').click();
    await expect.poll(() => items(rows(page))).toEqual([`${tag} Dragon`, `${tag} Phoenix`, 'Parse Error', `${tag} Lamp`]);

    await page.reload();
    await expect(sort('Date')).toHaveAttribute('data-sort-order', 'asc');
    await expect.poll(() => items(rows(page))).toEqual([`${tag} Dragon`, `${tag} Phoenix`, 'Parse Error', `${tag} Lamp`]);
    await expect(searchBox(page)).toHaveValue(tag);
    await expect(chipLabel(page)).toHaveText(`All Usernames: ${tag}`);
  });

  test('a row click opens the dialog: thumbnail, normalised type, the markup or discount chip, kept in the URL', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'marketplace', fourPurchases(tag));
    await openMarketplace(page, api, `/marketplace?search=${tag}&searchType=username&sortBy=date&sortOrder=asc`);
    await expect(showing(page)).toHaveText('Showing 4 of 4 items');

    const release = await hold(page, '**/api/proxy/roblox-thumbnails?**');
    await rows(page).first().getByRole('cell').nth(5).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase details' });
    await expect(dialog.getByText('Loading item images…')).toBeVisible();
    await expect(dialog.getByTestId('thumbnail-loading')).toBeVisible();
    release();
    await expect(dialog.getByText('Loading item images…')).toBeHidden();
    await page.unroute('**/api/proxy/roblox-thumbnails?**');

    await expect(dialog.getByTestId('purchase-item-name')).toHaveText(`${tag} Dragon`);
    await expect(dialog.getByTestId('item-type')).toHaveText('code');
    const chip = dialog.getByTestId('markup-chip');
    await expect(chip).toHaveText('+50% markup');
    await expect(chip).toHaveClass(/MuiChip-colorWarning/);
    await expect(dialog).toContainText('Quantity2');
    await expect(dialog).toContainText('Price300 Case-Bux');
    await expect(dialog).toContainText('Price Per Unit150 Case-Bux');
    await expect(dialog).toContainText('Base Price100 Case-Bux');
    await expect(dialog).toContainText(`Seller${tag}_sam`);
    await expect(dialog).toContainText(`Buyer${tag}_max`);
    await expect(dialog).toContainText('CreatorStudio');
    await expect(dialog).toContainText('LockedNo');
    const image = dialog.getByRole('img', { name: `Thumbnail of ${tag} Dragon` });
    await expect(image).toHaveAttribute('src', '/api/proxy/roblox-thumbnail/2001.png');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expect(page).toHaveURL(/open=/);
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Purchase details' }).getByTestId('markup-chip')).toHaveText('+50% markup');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/open=/);

    await rows(page).nth(1).click();
    await expect(page.getByRole('dialog').getByTestId('markup-chip')).toHaveText('-20% discount');
    await expect(page.getByRole('dialog').getByTestId('markup-chip')).toHaveClass(/MuiChip-colorSuccess/);
    await expect(page.getByRole('dialog').getByTestId('item-type')).toHaveText('exclusive');
    await page.keyboard.press('Escape');

    await rows(page).nth(3).getByRole('button', { name: 'View details' }).click();
    await expect(page.getByRole('dialog').getByTestId('markup-chip')).toHaveText('+10% markup');
    await expect(page.getByRole('dialog').getByTestId('markup-chip')).toHaveClass(/MuiChip-colorDefault/);
    await expect(page.getByRole('dialog').getByRole('img', { name: 'No image' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('an item that cannot be read shows the raw JSON', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'marketplace', fourPurchases(tag));
    await openMarketplace(page, api, `/marketplace?search=${tag}_zoe&searchType=seller`);
    await expect(showing(page)).toHaveText('Showing 1 of 1 items');
    await expect(rows(page).first().getByRole('cell').nth(0)).toHaveText('Parse Error');
    await expect(rows(page).first().getByRole('cell').nth(3)).toHaveText('50 Case-Bux');
    await rows(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Purchase details' });
    await expect(dialog.getByTestId('raw-data')).toContainText('Failed to load item details. Raw data:');
    await expect(dialog.getByTestId('raw-data').locator('pre')).toHaveText('not json {{{');
    await expect(dialog.getByTestId('markup-chip')).toHaveCount(0);
    await expect(dialog).toContainText('Quantity1');
    await expect(dialog).toContainText('Base Price50 Case-Bux');
  });

  test('paging: 100 rows a page, with first and last buttons', async ({ page, api, request }) => {
    const tag = newTag();
    const start = Date.UTC(2024, 0, 1);
    await ingest(
      request,
      'marketplace',
      Array.from({ length: 101 }, (_, i) => ({
        boughtItem: { Name: `${tag} Token ${String(i).padStart(3, '0')}`, AveragePrice: 10 },
        price: 10 + i,
        seller: `${tag}_seller`,
        buyer: `${tag}_buyer`,
        date: start + i * 60_000,
      })),
    );
    await openMarketplace(page, api, `/marketplace?search=${tag}`);
    await expect(showing(page)).toHaveText('Showing 100 of 101 items');
    await page.getByRole('button', { name: 'Go to last page' }).click();
    await expect(showing(page)).toHaveText('Showing 1 of 101 items');
    await expect.poll(() => items(rows(page))).toEqual([`${tag} Token 000`]);
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Go to first page' }).click();
    await expect(showing(page)).toHaveText('Showing 100 of 101 items');
  });

  test('states and messages: skeleton, network error, failed search, failed list, unreadable answer, empty', async ({ page, api }) => {
    // Six states one after another, two of them through the client's retry: longer than one screen's test.
    test.setTimeout(90_000);
    await signInForMarketplace(page, api, '/');
    const release = await hold(page, '**/api/marketplace?**');
    await page.goto('/marketplace');
    await expect(page.getByTestId('market-row-skeleton').first()).toBeVisible();
    release();
    await page.unroute('**/api/marketplace?**');
    await expect(rows(page).first()).toBeVisible();

    const failWith = async (handler: (route: Route) => Promise<void>, path: string, message: string) => {
      await page.route('**/api/marketplace?**', handler);
      await page.goto(path);
      await expect(page.getByTestId('market-error')).toHaveText(new RegExp(`^${message.replace(/[.?]/g, '\\$&')}`));
      await expect(rows(page)).toHaveCount(0);
      await page.unroute('**/api/marketplace?**');
    };
    const serverError = (route: Route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong on the server. The error has been logged.' } });
    await failWith((route) => route.abort('connectionrefused'), '/marketplace', 'Network error occurred. Please check your connection and try again.');
    await failWith(serverError, `/marketplace?search=${newTag()}`, 'Failed to fetch search results. Please try again later.');
    await failWith(serverError, '/marketplace', 'Failed to fetch marketplace data. Please try again later.');
    await failWith(
      (route) => route.fulfill({ status: 200, body: '{"nonsense": true}', contentType: 'application/json' }),
      '/marketplace',
      'Failed to load marketplace logs. Please try again later.',
    );

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId('market-error')).toBeHidden();

    await page.goto(`/marketplace?search=${newTag()}`);
    await expect(page.getByText('No marketplace items found')).toBeVisible();
    await expect(showing(page)).toHaveText('Showing 0 of 0 items');
  });
});

test.describe('at 390 px (cards)', () => {
  test.use({ viewport: PHONE });

  test('cards, 8 a page, a card opens the dialog full screen, no sideways scroll; tablets get cards too', async ({ page, api, request }) => {
    const tag = newTag();
    const start = Date.UTC(2024, 1, 1);
    await ingest(request, 'marketplace', [
      ...fourPurchases(tag),
      ...Array.from({ length: 8 }, (_, i) => ({
        boughtItem: { Name: `Filler ${i}`, AveragePrice: 5 },
        price: 5,
        seller: `${tag}_filler`,
        buyer: `${tag}_sink`,
        date: start + i * 60_000,
      })),
    ]);
    await openMarketplace(page, api);
    await searchBy(page, 'All Usernames');
    await searchBox(page).fill(tag);
    await expect(showing(page)).toHaveText('Showing 8 of 12 items');
    await expect(cards(page)).toHaveCount(8);
    await expect(rows(page)).toHaveCount(0);
    await noHorizontalScroll(page);

    const lamp = cards(page).first();
    await expect(lamp).toContainText(`${tag} Lamp`);
    await expect(lamp.getByTestId('market-price')).toHaveText('110 Case-Bux');

    await page.getByRole('button', { name: 'Go to last page' }).click();
    await expect(showing(page)).toHaveText('Showing 4 of 12 items');
    await page.getByRole('button', { name: 'Go to first page' }).click();
    await expect(showing(page)).toHaveText('Showing 8 of 12 items');

    await cards(page).nth(3).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase details' });
    await expect(dialog.getByTestId('purchase-item-name')).toHaveText(`${tag} Dragon`);
    await expect(dialog.getByTestId('markup-chip')).toHaveText('+50% markup');
    const image = dialog.getByRole('img', { name: `Thumbnail of ${tag} Dragon` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect((await dialog.boundingBox())?.width).toBe(390);
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Close' }).click();

    // A tablet (medium): still cards, 10 a page.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(showing(page)).toHaveText('Showing 10 of 12 items');
    await expect(cards(page)).toHaveCount(10);
    await expect(rows(page)).toHaveCount(0);
    await noHorizontalScroll(page);
  });

  test('states: skeleton cards, the error with Try Again, the empty state', async ({ page, api }) => {
    await signInForMarketplace(page, api, '/');
    const release = await hold(page, '**/api/marketplace?**');
    await page.goto('/marketplace');
    await expect(page.getByTestId('market-card-skeleton').first()).toBeVisible();
    release();
    await page.unroute('**/api/marketplace?**');

    await page.route('**/api/marketplace?**', (route) => route.abort('connectionrefused'));
    const tag = newTag();
    await page.goto(`/marketplace?search=${tag}`);
    await expect(page.getByText('Network error occurred. Please check your connection and try again.')).toBeVisible();
    await page.unroute('**/api/marketplace?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No marketplace items found')).toBeVisible();
    await noHorizontalScroll(page);
  });
});
