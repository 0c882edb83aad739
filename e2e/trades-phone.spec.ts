// Trade Logs at 390 px (docs/RULES.md, "Screens and routes"): cards with the same facts as the table, paging, search and sort,
// and the list states.
import { expect, test } from './fixtures';
import { ingest } from './seed';
import {
  PHONE,
  newTag,
  signInForTrades,
  openTrades,
  threeTrades,
  rows,
  cards,
  senders,
  showing,
  simpleSearch,
  noHorizontalScroll,
  hold,
} from './trades-helpers';

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

  test('states: skeleton cards while loading, the error, the empty text', async ({ page, api }) => {
    await signInForTrades(page, api, '/');
    const gate = await hold(page, '**/api/trades?**');
    await page.goto('/trades');
    await expect(page.getByTestId('trade-card-skeleton').first()).toBeVisible();
    gate.release();
    await page.unroute('**/api/trades?**');

    await page.route('**/api/trades?**', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong on the server. The error has been logged.' } }),
    );
    await page.goto(`/trades?search=${newTag()}`);
    await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
    await expect(page.getByText('Failed to load trade logs. Please try again later.')).toBeVisible();
    await page.unroute('**/api/trades?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No trade logs found. Try adjusting your search criteria or check back later for new trades.')).toBeVisible();
    await noHorizontalScroll(page);
  });
});
