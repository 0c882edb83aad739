// Markup and control sequences in names, items and messages are shown as text everywhere they
// appear: Trade Logs, Marketplace Logs, the detail dialogs and the player page.
import { randomBytes } from 'node:crypto';
import { expect, openWithToken, test } from './fixtures';
import { ingest } from './seed';

test('markup in trade, marketplace and chat fields renders as text and runs nothing', async ({ page, api, request }) => {
  const t = `inj${randomBytes(3).toString('hex')}`;
  const evil = `<img src=x onerror=window.__xss=1>${t}`;
  const evilName = `<b>${t}</b>`;
  const userId = Math.floor(100_000_000 + Math.random() * 800_000_000);
  const at = new Date(Date.UTC(2025, 5, 1)).toISOString();
  await ingest(request, 'chat', [{ userId, name: evilName, message: `${evil} \u001b[31m' OR 1=1 --`, timestamp: at }]);
  await ingest(request, 'trades', [
    { date: at, sender: evilName, senderId: userId, receiver: `${t}_victim`, sentItems: { items: [{ Name: evil, Value: 5 }] }, receivedItems: { items: [] } },
  ]);
  await ingest(request, 'marketplace', [{ date: at, price: 3, boughtItem: { Name: evil }, seller: evilName, sellerId: userId, buyer: `${t}_buyer` }]);
  const user = await api.createUser({ role: 'user' });
  await openWithToken(page, await api.tokenFor(user), `/trades?search=${t}`);

  await expect(page.getByTestId('trade-row').first()).toContainText(evilName);
  await page.getByTestId('trade-row').first().getByRole('button', { name: 'View details' }).click();
  await expect(page.getByRole('dialog')).toContainText(evil);
  await page.keyboard.press('Escape');

  await page.goto(`/marketplace?search=${t}`);
  await expect(page.getByTestId('market-showing')).toHaveText('Showing 1 of 1 items');
  await expect(page.getByTestId('market-row').first()).toContainText(evil);

  await page.goto(`/players/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: evilName })).toBeVisible();
  await expect(page.getByTestId('timeline-item').filter({ hasText: "' OR 1=1 --" })).toContainText(evil);

  // Nothing parsed as markup: no bold element from a name, no extra image, no script ran.
  await expect(page.locator('main b')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
