// Trade Logs (SPEC §2, §4, §8, §9) against the real server: search modes, server-side sorting,
// paging, the detail dialog with thumbnails from the fake platform, the raw-JSON fallback, the
// four list states and their messages, at 1280 px (table) and 390 px (cards). Every test seeds its
// own uniquely named players and items through the ingest API and searches for them.
import { randomBytes } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, openWithToken, test, type Api } from './fixtures';
import { ingest } from './seed';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A short tag that makes this test's players and items unique in the shared database. */
const newTag = () => `t${randomBytes(4).toString('hex')}`;

/** Signs in as a staff member who may view trades, at `path`. */
async function signInForTrades(page: Page, api: Api, path: string) {
  const user = await api.createUser({ role: 'guest', permissions: ['view_trades'] });
  await openWithToken(page, await api.tokenFor(user), path);
}

async function openTrades(page: Page, api: Api, path = '/trades') {
  await signInForTrades(page, api, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Logs' })).toBeVisible();
}

/** Three trades with hand-computed values (DESIGN §5):
 *  A: alice → bob, 2024-03-01. Sent 500 Case-bux + Sword 1,000; received Shield 3,000.
 *     sent 1,500, received 3,000, total 4,500, P/L +1,500.
 *  B: bob → carol, 2024-03-02. Sent Helmet 200 × 3 = 600 (asset unknown to the platform); received {gbux: 100}.
 *     sent 600, received 100, total 700, P/L −500.
 *  C: carol → alice, 2024-03-03. Sent 6 Gems of 10; received Crown 20,000.
 *     sent 60, received 20,000, total 20,060, P/L +19,940; 7 items, lopsided. */
function threeTrades(tag: string) {
  const p = (n: string) => `${tag}_${n}`;
  return [
    {
      date: '2024-03-01T15:00:00Z',
      sender: p('alice'),
      receiver: p('bob'),
      sentItems: { items: [500, { Name: `${tag} Sword`, AssetId: 1001, AveragePrice: 1000, Type: 'Mythic-Unobtainable' }] },
      receivedItems: { items: [{ Name: `${tag} Shield`, AssetId: 1002, Value: 3000, Type: 'Giveaway' }] },
    },
    {
      date: '2024-03-02T15:00:00Z',
      sender: p('bob'),
      receiver: p('carol'),
      sentItems: { items: [{ Name: `${tag} Helmet`, AssetId: 1010, BaseValue: 200, Amount: 3 }] },
      receivedItems: { items: [{ gbux: 100 }] },
    },
    {
      date: '2024-03-03T15:00:00Z',
      sender: p('carol'),
      receiver: p('alice'),
      sentItems: { items: Array.from({ length: 6 }, (_, i) => ({ Name: `${tag} Gem ${i + 1}`, AssetId: 1011 + i, Value: 10 })) },
      receivedItems: { items: [{ Name: `${tag} Crown`, AssetId: 1003, AveragePrice: 20000 }] },
    },
  ];
}

const rows = (page: Page) => page.getByTestId('trade-row');
const cards = (page: Page) => page.getByTestId('trade-card');
/** Senders in display order (table rows or cards). */
/** The first player link of each row or card: the sender. */
const senders = async (list: Locator) => list.evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="player-link"]')?.textContent ?? ''));
const showing = (page: Page) => page.getByTestId('trades-showing');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search trades' });

async function simpleSearch(page: Page, text: string) {
  await searchBox(page).fill(text);
}

async function chooseSearchIn(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Search In' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const noHorizontalScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** Holds matching requests until `release()`; returns how many were held. */
async function hold(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route: Route) => {
    held++;
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release: () => release(), held: () => held };
}

test.describe('at 1280 px (table)', () => {
  test.use({ viewport: DESKTOP });

  test('simple search in each Search In mode, with the table showing the derived values', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'trades', threeTrades(tag));
    await openTrades(page, api);

    await simpleSearch(page, tag);
    await expect(showing(page)).toHaveText('Showing 3 of 3 trades');
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    // Default order: date, newest first.
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_carol`, `${tag}_bob`, `${tag}_alice`]);

    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Date', 'Sender', 'Receiver', 'Items', 'Trade Value', 'P/L', 'Actions']);

    const a = rows(page).nth(2);
    await expect(a.getByRole('cell').nth(0)).toHaveText('Mar 1, 2024 • 10:00 AM EST');
    await expect(a.getByRole('cell').nth(1)).toContainText('Gave 1,000 + 500 Case-bux');
    await expect(a.getByRole('cell').nth(2)).toContainText('Gave 3,000');
    await expect(a.getByTestId('trade-value')).toHaveText('4,500 RAP');
    await expect(a.getByTestId('profit-loss')).toHaveText('+1,500 RAP');
    await expect(a.getByTestId('profit-loss')).toHaveCSS('color', 'rgb(46, 125, 50)'); // success
    await expect(a.getByTestId('item-count')).toHaveText('2 items');
    await expect(a.getByTestId('item-count')).toHaveAttribute('data-highlighted', 'false');

    const b = rows(page).nth(1);
    await expect(b.getByRole('cell').nth(2)).toContainText('Gave 0 + 100 Case-bux');
    await expect(b.getByTestId('profit-loss')).toHaveText('-500 RAP');
    await expect(b.getByTestId('profit-loss')).toHaveCSS('color', 'rgb(198, 40, 40)'); // error

    const c = rows(page).nth(0);
    await expect(c.getByTestId('item-count')).toHaveText('7 items');
    await expect(c.getByTestId('item-count')).toHaveAttribute('data-highlighted', 'true');
    await expect(c.getByText('Lopsided')).toBeVisible();

    await chooseSearchIn(page, 'Sender Only');
    await simpleSearch(page, `${tag}_alice`);
    await expect(showing(page)).toHaveText('Showing 1 of 1 trades');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_alice`]);

    await chooseSearchIn(page, 'Receiver Only');
    await expect(showing(page)).toHaveText('Showing 1 of 1 trades');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_carol`]);

    await chooseSearchIn(page, 'Item Names');
    await simpleSearch(page, `${tag} Helmet`);
    await expect(showing(page)).toHaveText('Showing 1 of 1 trades');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_bob`]);

    await chooseSearchIn(page, 'All Data');
    await simpleSearch(page, `${tag}_bob`);
    await expect(showing(page)).toHaveText('Showing 2 of 2 trades');

    await simpleSearch(page, 'ab');
    await expect(page.getByText('Please enter at least 3 characters to search')).toBeVisible();
  });

  test('sorting by date, trade value and profit/loss over the whole result, kept in the URL', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'trades', threeTrades(tag));
    await openTrades(page, api, `/trades?search=${tag}`);
    await expect(showing(page)).toHaveText('Showing 3 of 3 trades');
    await expect(searchBox(page)).toHaveValue(tag);

    const sort = (name: string) => page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name, exact: true });
    await expect(sort('Date')).toHaveAttribute('aria-pressed', 'true');
    await expect(sort('Date')).toHaveAttribute('data-sort-order', 'desc');

    await sort('Date').click();
    await expect(sort('Date')).toHaveAttribute('data-sort-order', 'asc');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_alice`, `${tag}_bob`, `${tag}_carol`]);

    await sort('Trade Value').click();
    await expect(sort('Trade Value')).toHaveAttribute('data-sort-order', 'desc');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_carol`, `${tag}_alice`, `${tag}_bob`]);
    await sort('Trade Value').click();
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_bob`, `${tag}_alice`, `${tag}_carol`]);
    await expect(page).toHaveURL(/sortBy=value&sortOrder=asc/);

    await sort('Profit/Loss').click();
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_carol`, `${tag}_alice`, `${tag}_bob`]);
    await sort('Profit/Loss').click();
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_bob`, `${tag}_alice`, `${tag}_carol`]);

    // A reload (or a shared link) reproduces the view.
    await page.reload();
    await expect(sort('Profit/Loss')).toHaveAttribute('data-sort-order', 'asc');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_bob`, `${tag}_alice`, `${tag}_carol`]);
    await expect(searchBox(page)).toHaveValue(tag);
  });

  test('advanced mode: username on either side, item name, Search, Clear, Refresh', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'trades', threeTrades(tag));
    await openTrades(page, api);

    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill(`${tag}_bob`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(showing(page)).toHaveText('Showing 2 of 2 trades');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_bob`, `${tag}_alice`]);
    await expect(page).toHaveURL(new RegExp(`mode=advanced&username=${tag}_bob`));

    await page.getByRole('textbox', { name: 'Item name' }).fill('ab');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please enter at least 3 characters to search')).toBeVisible();

    await page.getByRole('textbox', { name: 'Username' }).fill('');
    await page.getByRole('textbox', { name: 'Item name' }).fill(`${tag} crown`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(showing(page)).toHaveText('Showing 1 of 1 trades');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_carol`]);

    // Refresh picks up a trade stored since.
    await ingest(request, 'trades', [
      { date: '2024-03-04T15:00:00Z', sender: `${tag}_dave`, receiver: `${tag}_erin`, sentItems: { items: [{ Name: `${tag} Crown`, Value: 5 }] }, receivedItems: { items: [] } },
    ]);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(showing(page)).toHaveText('Showing 2 of 2 trades');

    // A player's name in a row leads to their page (logged without ids: found by name).
    await ingest(request, 'players', [{ userId: 777_000_111, username: `${tag}_erin` }]);
    await rows(page).first().getByRole('link', { name: `${tag}_erin` }).click();
    await expect(page).toHaveURL(/\/players\/777000111$/);
    await page.goBack();
    await expect(showing(page)).toHaveText('Showing 2 of 2 trades');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Item name' })).toHaveValue('');
    await expect(page).toHaveURL(/\/trades\?mode=advanced$/);
    await expect(showing(page)).toHaveText(/^Showing \d+ of [\d,]+ trades$/);
  });

  test('the detail dialog: both sides with thumbnails from the platform, values and total, kept in the URL', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'trades', threeTrades(tag));
    await openTrades(page, api, `/trades?search=${tag}&sortBy=date&sortOrder=asc`);
    await expect(showing(page)).toHaveText('Showing 3 of 3 trades');

    const thumbnails = await hold(page, '**/api/proxy/roblox-thumbnails?**');
    await rows(page).first().getByRole('button', { name: 'View details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trade details' });
    await expect(dialog).toBeVisible();
    // Loading state while the thumbnails are looked up.
    await expect(dialog.getByText('Loading item images…')).toBeVisible();
    await expect(dialog.getByTestId('thumbnail-loading').first()).toBeVisible();
    thumbnails.release();
    await expect(dialog.getByText('Loading item images…')).toBeHidden();
    await page.unroute('**/api/proxy/roblox-thumbnails?**');

    const sent = dialog.getByTestId('sent-side');
    const received = dialog.getByTestId('received-side');
    await expect(sent.getByRole('heading', { name: 'Sent items' })).toBeVisible();
    await expect(sent).toContainText(`${tag}_alice gave ${tag}_bob`);
    await expect(sent).toContainText(`${tag} Sword`);
    await expect(sent).toContainText('mythic'); // 'Mythic-Unobtainable', normalised
    await expect(sent).toContainText('500 Case-bux');
    await expect(sent.getByTestId('sent-side-value')).toHaveText('1,000 + 500 Case-bux');
    await expect(sent).toContainText('1,500 RAP');
    await expect(received.getByRole('heading', { name: 'Received items' })).toBeVisible();
    await expect(received).toContainText(`${tag} Shield`);
    await expect(received).toContainText('exclusive'); // 'Giveaway'
    await expect(received.getByTestId('received-side-value')).toHaveText('3,000');
    await expect(dialog.getByTestId('trade-total')).toHaveText('4,500 RAP');
    await expect(dialog.getByTestId('trade-profit-loss')).toHaveText('+1,500 RAP');

    // Thumbnails come from our own origin and really load.
    const sword = dialog.getByRole('img', { name: `Thumbnail of ${tag} Sword` });
    await expect(sword).toHaveAttribute('src', '/api/proxy/roblox-thumbnail/1001.png');
    await expect.poll(() => sword.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expect(page).toHaveURL(/open=/);
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Trade details' })).toContainText(`${tag} Sword`);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).not.toHaveURL(/open=/);

    // An asset the platform does not know (ids ending in 0) shows a placeholder, not a broken image.
    await rows(page).nth(1).getByRole('button', { name: 'View details' }).click();
    const helmet = page.getByRole('dialog', { name: 'Trade details' }).getByTestId('sent-side');
    await expect(helmet).toContainText(`${tag} Helmet`);
    await expect(helmet).toContainText('× 3');
    await expect(helmet).toContainText('200 RAP each');
    await expect(helmet.getByRole('img', { name: 'No image' })).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('received-side-value')).toHaveText('0 + 100 Case-bux');
    await expect(page.getByRole('dialog').getByTestId('trade-profit-loss')).toHaveText('-500 RAP');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('an entry that cannot be read is shown as raw JSON', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'trades', [
      {
        date: '2024-05-01T12:00:00Z',
        sender: `${tag}_odd`,
        receiver: `${tag}_even`,
        sentItems: { items: [{ Name: `${tag} Ring`, AssetId: 1201, Value: 40 }, 'corrupted <entry>', null] },
        receivedItems: { items: [] },
      },
    ]);
    await openTrades(page, api, `/trades?search=${tag}`);
    await rows(page).first().getByRole('button', { name: 'View details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trade details' });
    const raw = dialog.getByTestId('raw-data');
    await expect(raw).toHaveCount(2);
    await expect(raw.first()).toContainText('Failed to load item details. Raw data:');
    await expect(raw.first().locator('pre')).toHaveText('corrupted <entry>');
    await expect(raw.nth(1).locator('pre')).toHaveText('null');
    await expect(dialog.getByTestId('received-side')).toContainText('Nothing on this side.');
  });

  test('paging: 100 rows a page, with first and last buttons, kept in the URL', async ({ page, api, request }) => {
    const tag = newTag();
    const start = Date.UTC(2024, 0, 1);
    await ingest(
      request,
      'trades',
      Array.from({ length: 101 }, (_, i) => ({
        date: start + i * 60_000,
        sender: `${tag}_s${String(i).padStart(3, '0')}`,
        receiver: `${tag}_r`,
        sentItems: { items: [{ Name: 'Coin', Value: i }] },
        receivedItems: { items: [] },
      })),
    );
    await openTrades(page, api, `/trades?search=${tag}`);
    await expect(showing(page)).toHaveText('Showing 100 of 101 trades');
    await expect(rows(page)).toHaveCount(100);
    await page.getByRole('button', { name: 'Go to last page' }).click();
    await expect(showing(page)).toHaveText('Showing 1 of 101 trades');
    await expect.poll(() => senders(rows(page))).toEqual([`${tag}_s000`]); // the oldest, last in date-descending order
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Go to first page' }).click();
    await expect(showing(page)).toHaveText('Showing 100 of 101 trades');
    await expect.poll(async () => (await senders(rows(page)))[0]).toBe(`${tag}_s100`);
  });

  test('states: skeleton rows while loading, the error with Try Again, the empty text', async ({ page, api }) => {
    await signInForTrades(page, api, '/');
    const gate = await hold(page, '**/api/trades?**');
    await page.goto('/trades');
    await expect(page.getByTestId('trade-row-skeleton').first()).toBeVisible();
    expect(gate.held()).toBeGreaterThan(0);
    gate.release();
    await page.unroute('**/api/trades?**');

    await page.route('**/api/trades?**', (route) => route.abort('connectionrefused'));
    await page.goto(`/trades?search=${newTag()}`);
    await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
    await expect(page.getByText('Failed to load trade logs. Please try again later.')).toBeVisible();
    await expect(page.getByTestId('trade-row')).toHaveCount(0);
    await page.unroute('**/api/trades?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No trade logs found. Try adjusting your search criteria or check back later for new trades.')).toBeVisible();
    await expect(page.getByText('Oops! Something went wrong')).toBeHidden();
    await expect(showing(page)).toHaveText('Showing 0 of 0 trades');
  });
});

test.describe('at 390 px (cards)', () => {
  test.use({ viewport: PHONE });

  test('cards with the same facts, 8 a page with first and last, search and sort, no sideways scroll', async ({ page, api, request }) => {
    const tag = newTag();
    const start = Date.UTC(2024, 1, 1);
    await ingest(request, 'trades', [
      ...threeTrades(tag),
      ...Array.from({ length: 7 }, (_, i) => ({
        date: start + i * 60_000,
        sender: `${tag}_filler${i}`,
        receiver: `${tag}_sink`,
        sentItems: { items: [{ Name: 'Pebble', Value: i + 1 }] },
        receivedItems: { items: [] },
      })),
    ]);
    await openTrades(page, api);
    await simpleSearch(page, tag);
    await expect(showing(page)).toHaveText('Showing 8 of 10 trades');
    await expect(cards(page)).toHaveCount(8);
    await expect(rows(page)).toHaveCount(0);
    await noHorizontalScroll(page);

    const c = cards(page).first();
    await expect(c).toContainText(`${tag}_carol`);
    await expect(c).toContainText('Gave 60');
    await expect(c).toContainText('Gave 20,000');
    await expect(c.getByTestId('trade-value')).toHaveText('20,060 RAP');
    await expect(c.getByTestId('profit-loss')).toHaveText('+19,940 RAP');
    await expect(c.getByTestId('item-count')).toHaveAttribute('data-highlighted', 'true');

    await page.getByRole('button', { name: 'Go to last page' }).click();
    await expect(showing(page)).toHaveText('Showing 2 of 10 trades');
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Go to first page' }).click();
    await expect(showing(page)).toHaveText('Showing 8 of 10 trades');

    await page.getByRole('button', { name: 'Trade Value', exact: true }).click();
    await expect.poll(() => senders(cards(page).first())).toEqual([`${tag}_carol`]);
    await page.getByRole('button', { name: 'Trade Value', exact: true }).click();
    await expect.poll(() => senders(cards(page).first())).toEqual([`${tag}_filler0`]);
    await noHorizontalScroll(page);
  });

  test('the detail dialog fills the phone screen and shows thumbnails', async ({ page, api, request }) => {
    const tag = newTag();
    await ingest(request, 'trades', threeTrades(tag));
    await openTrades(page, api, `/trades?search=${tag}&sortBy=value`);
    await cards(page).first().getByRole('button', { name: 'View details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trade details' });
    await expect(dialog.getByTestId('trade-total')).toHaveText('20,060 RAP');
    await expect(dialog.getByTestId('sent-side').getByTestId('trade-entry')).toHaveCount(6);
    const crown = dialog.getByRole('img', { name: `Thumbnail of ${tag} Crown` });
    await expect.poll(() => crown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await noHorizontalScroll(page);
  });

  test('states: skeleton cards while loading, the error, the empty text', async ({ page, api }) => {
    await signInForTrades(page, api, '/');
    const gate = await hold(page, '**/api/trades?**');
    await page.goto('/trades');
    await expect(page.getByTestId('trade-card-skeleton').first()).toBeVisible();
    gate.release();
    await page.unroute('**/api/trades?**');

    await page.route('**/api/trades?**', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong on the server. The error has been logged.' } }));
    await page.goto(`/trades?search=${newTag()}`);
    await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
    await expect(page.getByText('Failed to load trade logs. Please try again later.')).toBeVisible();
    await page.unroute('**/api/trades?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No trade logs found. Try adjusting your search criteria or check back later for new trades.')).toBeVisible();
    await noHorizontalScroll(page);
  });
});
