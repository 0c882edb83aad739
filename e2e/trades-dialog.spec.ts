// Trade Logs' detail dialog (docs/RULES.md, "Screens and routes"): both sides with thumbnails from the fake platform, values
// and total, kept in the URL, the raw-JSON fallback, and the dialog on a phone.
import { expect, test } from './fixtures';
import { ingest } from './seed';
import { DESKTOP, PHONE, newTag, openTrades, threeTrades, rows, cards, showing, noHorizontalScroll, hold } from './trades-helpers';

test.describe('at 1280 px (table)', () => {
  test.use({ viewport: DESKTOP });

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
});

test.describe('at 390 px (cards)', () => {
  test.use({ viewport: PHONE });

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
});
