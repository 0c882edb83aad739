// Trade Logs (docs/RULES.md, "Screens and routes") against the real server at 1280 px (table): search modes,
// server-side sorting, paging, and the list states and their messages. The detail dialog and the
// phone layout have their own trades-*.spec.ts. Every test seeds its own uniquely named players and
// items through the ingest API and searches for them.
import { expect, test } from './fixtures';
import { ingest } from './seed';
import {
  DESKTOP,
  newTag,
  signInForTrades,
  openTrades,
  threeTrades,
  rows,
  senders,
  showing,
  searchBox,
  simpleSearch,
  chooseSearchIn,
  hold,
} from './trades-helpers';

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
      {
        date: '2024-03-04T15:00:00Z',
        sender: `${tag}_dave`,
        receiver: `${tag}_erin`,
        sentItems: { items: [{ Name: `${tag} Crown`, Value: 5 }] },
        receivedItems: { items: [] },
      },
    ]);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(showing(page)).toHaveText('Showing 2 of 2 trades');

    // A player's name in a row leads to their page (logged without ids: found by name).
    await ingest(request, 'players', [{ userId: 777_000_111, username: `${tag}_erin` }]);
    await rows(page)
      .first()
      .getByRole('link', { name: `${tag}_erin` })
      .click();
    await expect(page).toHaveURL(/\/players\/777000111$/);
    await page.goBack();
    await expect(showing(page)).toHaveText('Showing 2 of 2 trades');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Item name' })).toHaveValue('');
    await expect(page).toHaveURL(/\/trades\?mode=advanced$/);
    await expect(showing(page)).toHaveText(/^Showing \d+ of [\d,]+ trades$/);
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
