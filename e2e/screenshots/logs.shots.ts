// Screenshots of Trade Logs, Marketplace Logs and the trade detail dialog, light and dark, 1280 and
// 390 px wide, into docs/screenshots/. Each run seeds its own players (named with a run number, so
// a search isolates them in the shared database); the files are overwritten on each run.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { OUT, THEMES, VIEWPORTS } from './shots';
import { expect, openWithToken, test } from '../fixtures';
import { ingest } from '../seed';

const item = (Name: string, AssetId: number, AveragePrice: number, Type: string, Amount?: number) => ({
  Name,
  AssetId,
  AveragePrice,
  Type,
  ...(Amount ? { Amount } : {}),
});

function trades(n: string) {
  const day = (d: number, h: number) => `2024-06-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:15:00Z`;
  return [
    {
      date: day(14, 21),
      sender: `Pixel${n}`,
      receiver: `NovaBlaze${n}`,
      sentItems: { items: [2500, item('Golden Dominus', 2101, 48000, 'Mythic-Unobtainable')] },
      receivedItems: { items: [item('Sparkle Time Fedora', 2102, 39500, 'Contest Ultimate'), item('Violet Valk', 2103, 15200, 'Retexture')] },
    },
    {
      date: day(14, 18),
      sender: `NovaBlaze${n}`,
      receiver: `Quill${n}`,
      sentItems: { items: [item('Frozen Crown', 2104, 900, 'Giveaway', 3)] },
      receivedItems: { items: [{ caseBux: 4000 }] },
    },
    {
      date: day(13, 23),
      sender: `Quill${n}`,
      receiver: `Pixel${n}`,
      sentItems: { items: [1200] },
      receivedItems: { items: [item('Ember Wings', 2105, 1500, 'Market')] },
    },
    {
      date: day(13, 16),
      sender: `Marrow${n}`,
      receiver: `Pixel${n}`,
      sentItems: { items: Array.from({ length: 7 }, (_, i) => item(`Festive Cap ${i + 1}`, 2111 + i, 120, 'Giveaway')) },
      receivedItems: { items: [item('Shadow Katana', 2106, 52000, 'Mythic')] },
    },
    {
      date: day(12, 20),
      sender: `Juno${n}`,
      receiver: `Marrow${n}`,
      sentItems: { items: [item('Ocean Visor', 2107, 3100, 'Hat')] },
      receivedItems: { items: [item('Glacier Scarf', 2108, 2950, 'Hat')] },
    },
    {
      date: day(12, 14),
      sender: `Pixel${n}`,
      receiver: `Juno${n}`,
      sentItems: { items: [item('Ruby Antlers', 2109, 7600, 'Unobtainable')] },
      receivedItems: { items: [500, item('Neon Backpack', 2120, 6400, 'Accessory')] },
    },
    {
      date: day(11, 22),
      sender: `Quill${n}`,
      receiver: `NovaBlaze${n}`,
      sentItems: { items: [item('Comet Trail', 2121, 18000, 'Ultimate')] },
      receivedItems: { items: [item('Comet Trail', 2121, 18000, 'Ultimate'), { gbux: 750 }] },
    },
    {
      date: day(11, 9),
      sender: `Juno${n}`,
      receiver: `Quill${n}`,
      sentItems: { items: [item('Paper Hat', 2122, 40, 'Hat', 5)] },
      receivedItems: { items: [item('Lucky Clover', 2123, 260, 'Giveaway')] },
    },
    {
      date: day(10, 19),
      sender: `Marrow${n}`,
      receiver: `NovaBlaze${n}`,
      sentItems: { items: [item('Storm Halo', 2124, 11000, 'Contest')] },
      receivedItems: { items: [9000] },
    },
  ];
}

function purchases(n: string) {
  const at = (d: number, h: number) => `2024-06-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:40:00Z`;
  const bought = (Name: string, AssetId: number, AveragePrice: number, Type: string, Amount = 1) =>
    JSON.stringify({ Name, AssetId, AveragePrice, Type, Amount });
  return [
    { boughtItem: bought('Golden Dominus', 2101, 48000, 'Mythic-Unobtainable'), price: 61000, seller: `Pixel${n}`, buyer: `NovaBlaze${n}`, date: at(14, 20) },
    { boughtItem: bought('Frozen Crown', 2104, 900, 'Giveaway', 3), price: 2400, seller: `Quill${n}`, buyer: `Juno${n}`, date: at(14, 17) },
    { boughtItem: bought('Ember Wings', 2105, 1500, 'Market'), price: 1650, seller: `Marrow${n}`, buyer: `Pixel${n}`, date: at(14, 11) },
    {
      boughtItem: { Name: 'Violet Valk', AssetId: 2103, BaseValue: 15200, Type: 'Retexture', Quantity: 2 },
      price: 27000,
      sellerName: `NovaBlaze${n}`,
      buyerName: `Quill${n}`,
      timestamp: at(13, 22),
    },
    { boughtItem: 'Name=Shadow Katana;Amount=1', price: 52000, seller: `Juno${n}`, buyer: `Marrow${n}`, date: at(13, 15) },
    { boughtItem: bought('Ocean Visor', 2107, 3100, 'Hat'), price: 3000, seller: `Pixel${n}`, buyer: `Quill${n}`, date: at(12, 21) },
    { boughtItem: bought('Paper Hat', 2122, 40, 'Hat', 10), price: 520, seller: `Marrow${n}`, buyer: `Juno${n}`, date: at(12, 9) },
    { boughtItem: bought('Storm Halo', 2124, 11000, 'Contest'), price: 14500, seller: `Quill${n}`, buyer: `Pixel${n}`, date: at(11, 18) },
    { boughtItem: bought('Lucky Clover', 2123, 260, 'Giveaway', 4), price: 900, seller: `NovaBlaze${n}`, buyer: `Marrow${n}`, date: at(10, 13) },
  ];
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`trade and marketplace logs at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(90_000);
      const n = String(randomInt(10_000, 99_999));
      await ingest(request, 'trades', trades(n));
      await ingest(request, 'marketplace', purchases(n));

      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const shot = async (name: string) => {
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(OUT, `${name}-${viewport.width}-${theme}.png`), animations: 'disabled' });
      };
      const noSidewaysScroll = () =>
        expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      const moderator = await api.createUser({ role: 'guest', permissions: ['view_trades', 'view_marketplace'], displayName: 'Jordan Rivera' });
      await openWithToken(page, await api.tokenFor(moderator), `/trades?search=${n}`);
      await expect(page.getByTestId('trades-showing')).toHaveText(viewport.width >= 1200 ? 'Showing 9 of 9 trades' : 'Showing 8 of 9 trades');
      await noSidewaysScroll();
      await shot('trades');

      const firstTrade = viewport.width >= 1200 ? page.getByTestId('trade-row').first() : page.getByTestId('trade-card').first();
      await firstTrade.getByRole('button', { name: 'View details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Trade details' });
      await expect(dialog.getByTestId('trade-total')).toHaveText('105,200 RAP');
      const dominus = dialog.getByRole('img', { name: 'Thumbnail of Golden Dominus' });
      await expect.poll(() => dominus.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await shot('trade-dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/marketplace?search=${n}&searchType=username`);
      await expect(page.getByTestId('market-showing')).toHaveText(viewport.width >= 1200 ? 'Showing 9 of 9 items' : 'Showing 8 of 9 items');
      await noSidewaysScroll();
      await shot('marketplace');
    });
  }
}
