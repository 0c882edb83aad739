// Screenshots of the charts: the player page's activity and trade partners, an item page (price
// with its outlier, sales per day, the outlier table) and the dashboard's Activity section (events
// per hour, alerts per day, and the events' table), light and dark, 1280 and 390 px wide,
// into docs/screenshots/. Each run seeds its own player and item (a run number keeps them apart).
// The Team page (a stacked bar per staff member and the table), light and dark, 1280 and 390 px.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { OUT, THEMES, VIEWPORTS, fullPageShots } from './shots';
import { expect, openWithToken, test } from '../fixtures';
import { ingest } from '../seed';
import { banLiftedOnAppeal, doWork, staffMember } from '../team-helpers';

const item = (Name: string, AssetId: number, AveragePrice: number) => ({ Name, AssetId, AveragePrice, Type: 'Limited' });
const DAY = 86_400_000;

async function seed(request: Parameters<typeof ingest>[0], n: string) {
  const player = { userId: 720_000_000 + Number(n), name: `Kestrel${n}` };
  const partners = ['Mira', 'Tobin', 'Ash', 'Quill', 'Juniper'].map((name, i) => ({ userId: 730_000_000 + Number(n) * 10 + i, name: `${name}${n}` }));
  const now = Date.now();
  const at = (daysAgo: number, minute = 0) => new Date(now - daysAgo * DAY + minute * 60_000).toISOString();
  await ingest(request, 'players', [{ userId: player.userId, username: player.name, value: 184_250, bux: 12_400, level: 37, items: 58 }]);
  // Chat on most of the last two months, busier lately.
  await ingest(
    request,
    'chat',
    Array.from({ length: 120 }, (_, i) => ({ userId: player.userId, name: player.name, message: `line ${i}`, timestamp: at((i * 7) % 60, i) })),
  );
  const trade = (daysAgo: number, other: (typeof partners)[number], gave: number, got: number, i: number) => ({
    date: at(daysAgo, i),
    sender: player.name,
    senderId: player.userId,
    receiver: other.name,
    receiverId: other.userId,
    sentItems: { items: [item(`Golden Dominus`, 2101, gave)] },
    receivedItems: { items: [item('Paper Hat', 2122, got)] },
  });
  const [mira, tobin, ash, quill, juniper] = partners as [(typeof partners)[number], ...(typeof partners)[number][]];
  await ingest(request, 'trades', [
    // Mira gets everything, four times: a one-way pair.
    ...[3, 9, 15, 22].map((d, i) => trade(d, mira, 48_000, 40, i)),
    trade(5, tobin!, 11_000, 12_500, 10),
    trade(12, tobin!, 2_000, 1_800, 11),
    trade(18, ash!, 300, 9_000, 12),
    trade(25, quill!, 5_000, 5_000, 13),
    trade(40, juniper!, 700, 650, 14),
  ]);
  // An item sold on most days around 1,000 Case-Bux a unit, with one sale at twelve times that.
  const itemName = `Storm Halo ${n}`;
  const sales = [];
  for (let d = 1; d <= 40; d++) {
    if (d % 6 === 0) continue; // Days without sales: gaps in the price line.
    for (let k = 0; k < 1 + (d % 3); k++)
      sales.push({
        date: at(d, k * 5),
        price: 900 + ((d * 37 + k * 53) % 250),
        boughtItem: { ...item(itemName, 2124, 1_000), Amount: 1 },
        seller: partners[k % 5]!.name,
        buyer: player.name,
      });
  }
  sales.push({ date: at(8, 30), price: 12_000, boughtItem: { ...item(itemName, 2124, 1_000), Amount: 1 }, seller: mira.name, buyer: player.name });
  await ingest(request, 'marketplace', sales);
  return { player, itemName };
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`charts of a player and an item at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(90_000);
      const n = String(randomInt(10_000, 99_999));
      const { player, itemName } = await seed(request, n);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const moderator = await api.createUser({ role: 'user', displayName: 'Jordan Rivera' });
      await openWithToken(page, await api.tokenFor(moderator), `/players/${player.userId}`);

      const activity = page.getByRole('figure', { name: 'Activity' });
      const partners = page.getByRole('figure', { name: 'Trade partners' });
      await expect(activity.locator('svg').first()).toBeVisible();
      await expect(partners.locator('svg').first()).toBeVisible();
      await page.waitForTimeout(300);
      // The two charts side by side (or one above the other on a phone).
      const charts = activity.locator('..');
      await charts.screenshot({ path: join(OUT, `charts-player-${viewport.width}-${theme}.png`), animations: 'disabled' });
      await partners.getByRole('button', { name: 'Show as table' }).click();
      await expect(partners.getByRole('table')).toBeVisible();
      await partners.screenshot({ path: join(OUT, `charts-partners-table-${viewport.width}-${theme}.png`), animations: 'disabled' });

      await page.goto(`/items/${encodeURIComponent(itemName)}?days=90`);
      await expect(page.getByRole('figure', { name: 'Price' }).locator('svg').first()).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Sales' }).locator('svg').first()).toBeVisible();
      await expect(page.getByTestId('item-outlier')).toHaveCount(1);
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `item-${viewport.width}-${theme}.png`), animations: 'disabled', fullPage: true });

      // The dashboard's Activity section (the same seed's chat, trades and purchases among the last 14 days'), then its table.
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Activity' });
      const events = section.getByRole('figure', { name: 'Events per hour' });
      await expect(events.locator('svg').first()).toBeVisible();
      await expect(section.getByRole('figure', { name: 'Alerts per day' })).toBeVisible();
      await expect(section.locator('.MuiSkeleton-root')).toHaveCount(0);
      await page.waitForTimeout(300);
      await section.screenshot({ path: join(OUT, `dashboard-activity-${viewport.width}-${theme}.png`), animations: 'disabled' });
      await events.getByRole('button', { name: 'Show as table' }).click();
      await expect(events.getByRole('table')).toBeVisible();
      await events.screenshot({ path: join(OUT, `dashboard-activity-table-${viewport.width}-${theme}.png`), animations: 'disabled' });
    });
  }
}

// The Team page: four moderators' work over the last days, one of them with a ban lifted on appeal
// (made once for the four pictures).
let team: Promise<void> | null = null;
async function seedTeam(request: Parameters<typeof ingest>[0], api: Parameters<typeof staffMember>[0]) {
  const [ana, ben, chloe, dev] = await Promise.all(['Ana Lopez', 'Ben Okafor', 'Chloe Martin', 'Dev Patel'].map((name) => staffMember(api, name)));
  await doWork(request, ana!, { warnings: 6, mutes: 3, bans: 2, reportedPlayers: 3, cases: 2 });
  await doWork(request, ben!, { warnings: 2, mutes: 4, reportedPlayers: 1 });
  await doWork(request, chloe!, { warnings: 1, bans: 1, cases: 1 });
  await doWork(request, dev!, { reportedPlayers: 2 });
  await banLiftedOnAppeal(request, ben!, chloe!);
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`the Team page at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(90_000);
      team ??= seedTeam(request, api);
      await team;
      const shot = await fullPageShots(page, viewport, theme);
      await openWithToken(page, await api.adminToken(), '/team?days=7');
      await expect(page.getByRole('figure', { name: 'Work per staff member' }).locator('svg').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('table', { name: 'Staff activity' })).toBeVisible();
      // The page never scrolls sideways (fullPageShots checks): on a phone the table does, inside its box.
      await shot('team');
    });
  }
}
