// The player page's charts and the item page against the real server: trades between a player and
// two partners (one of them one-way), and purchases of an item with one sale far above its day's
// median, seeded through ingest.
import { randomBytes } from 'node:crypto';
import { expect, openWithToken, test } from './fixtures';
import { describeFaults, layoutFaults } from './layout-checks';
import { ingest } from './seed';

const freshUserId = () => Math.floor(100_000_000 + Math.random() * 800_000_000);
const item = (name: string, rap: number) => ({ AssetId: 1, Name: name, Type: 'Hat', AveragePrice: rap });

async function seed(request: Parameters<typeof ingest>[0]) {
  const tag = `ch${randomBytes(3).toString('hex')}`;
  const player = { userId: freshUserId(), name: `${tag}_Player` };
  const mule = { userId: freshUserId(), name: `${tag}_Mule` };
  const friend = { userId: freshUserId(), name: `${tag}_Friend` };
  const t0 = Date.now() - 2 * 86_400_000;
  const at = (minute: number) => new Date(t0 + minute * 60_000).toISOString();
  await ingest(request, 'players', [
    { userId: player.userId, username: player.name, value: 1, bux: 1, level: 1, items: 1 },
    { userId: mule.userId, username: mule.name, value: 1, bux: 1, level: 1, items: 1 },
    { userId: friend.userId, username: friend.name, value: 1, bux: 1, level: 1, items: 1 },
  ]);
  // Three trades in which the player hands the mule everything: a one-way pair.
  const toMule = [0, 1, 2].map((i) => ({
    date: at(i),
    sender: player.name,
    senderId: player.userId,
    receiver: mule.name,
    receiverId: mule.userId,
    sentItems: { items: [item(`${tag} Dominus ${i}`, 10_000)] },
    receivedItems: { items: [item(`${tag} Pebble ${i}`, 10)] },
  }));
  const withFriend = {
    date: at(10),
    sender: friend.name,
    senderId: friend.userId,
    receiver: player.name,
    receiverId: player.userId,
    sentItems: { items: [item(`${tag} Sword`, 500)] },
    receivedItems: { items: [item(`${tag} Shield`, 450)] },
  };
  await ingest(request, 'trades', [...toMule, withFriend]);
  // Four sales of one item the same day: three at 100, one at 1,000 (ten times the median).
  const gem = `${tag} Gem`;
  const s0 = Date.now() - 30 * 3_600_000;
  const sale = (minute: number, price: number) => ({
    date: new Date(s0 + minute * 60_000).toISOString(),
    price,
    boughtItem: { AssetId: 9, Name: gem, Type: 'Hat', Amount: 1, AveragePrice: 100 },
    seller: mule.name,
    buyer: friend.name,
  });
  await ingest(request, 'marketplace', [sale(0, 100), sale(1, 100), sale(2, 100), sale(3, 1000)]);
  return { player, mule, friend, gem };
}

test('the player page charts its partners, their numbers in a table, a partner opening their page', async ({ page, api, request }) => {
  const { player, mule, friend } = await seed(request);
  const user = await api.createUser({ role: 'user' });
  await openWithToken(page, await api.tokenFor(user), `/players/${player.userId}`);

  const partners = page.getByRole('figure', { name: 'Trade partners' });
  await expect(partners.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Activity' }).locator('svg').first()).toBeVisible();

  // The mule's row comes first (the largest |net|): a click on its bar opens their page.
  const muleLabel = partners.getByText(/^One-way · /);
  await expect(muleLabel).toBeVisible();
  const box = (await muleLabel.boundingBox())!;
  await page.mouse.click(box.x + box.width + 80, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/players/${mule.userId}$`));
  await page.goBack();

  await partners.getByRole('button', { name: 'Show as table' }).click();
  const table = partners.getByRole('table', { name: 'Trade partners' });
  const muleRow = table.getByRole('row').filter({ hasText: mule.name });
  await expect(muleRow).toContainText('One-way');
  await expect(muleRow).toContainText('30,000');
  await expect(muleRow).toContainText('-29,970');
  const friendRow = table.getByRole('row').filter({ hasText: friend.name });
  await expect(friendRow).not.toContainText('One-way');
  await expect(friendRow).toContainText('+50');

  await muleRow.getByRole('link', { name: mule.name }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${mule.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: mule.name })).toBeVisible();
});

test('the item page charts its sales and links the outlier to its sale', async ({ page, api, request }) => {
  const { gem } = await seed(request);
  const user = await api.createUser({ role: 'user' });
  await openWithToken(page, await api.tokenFor(user), `/items/${encodeURIComponent(gem)}`);

  await expect(page.getByRole('heading', { level: 1, name: gem })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Price' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Sales' }).locator('svg').first()).toBeVisible();

  const outliers = page.getByTestId('item-outlier');
  await expect(outliers).toHaveCount(1);
  await expect(outliers).toContainText("10× the day's median");
  await outliers.getByRole('link', { name: /^Open the sale of / }).click();
  await expect(page).toHaveURL(/\/marketplace\?open=/);
  const dialog = page.getByRole('dialog', { name: 'Purchase details' });
  await expect(dialog.getByTestId('purchase-item-name')).toHaveText(gem);

  // The item's name in the dialog leads back to its page; an item never sold says so.
  await dialog.getByRole('link', { name: gem }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${encodeURIComponent(gem)}$`));
  await page.goto(`/items/${encodeURIComponent(`${gem} never sold`)}`);
  await expect(page.getByText(`No sales of ${gem} never sold were found.`)).toBeVisible();
});

test('the player page with its charts and the item page fit a phone and a desktop', async ({ page, api, request }) => {
  const { player, gem } = await seed(request);
  const user = await api.createUser({ role: 'user' });
  await openWithToken(page, await api.tokenFor(user), `/players/${player.userId}`);
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/players/${player.userId}`, `/items/${encodeURIComponent(gem)}`]) {
      await page.goto(path);
      await expect(page.getByRole('figure').first().locator('svg').first()).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      found.push(...describeFaults(`${path} at ${width} px`, await page.evaluate(layoutFaults)));
    }
  }
  expect(found, `${found.length} layout faults:\n${found.join('\n')}`).toEqual([]);
});
