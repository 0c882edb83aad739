// Multi-select on the log screens: a moderator ticks three chat lines, adds them to a new case in
// one dialog, and the case holds the three as evidence; the selection empties on another page or
// search; a viewer who may not change cases sees no checkboxes. Chat Logs' compact density fits
// about twice as many lines on a 1280 px screen, and is remembered.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openWithToken, test } from './fixtures';
import { ingest } from './seed';

const newTag = () => `ms${randomBytes(4).toString('hex')}`;
const freshUserId = () => 400_000_000 + (randomBytes(3).readUIntBE(0, 3) % 1_000_000) * 10;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function seedChat(request: Parameters<typeof ingest>[0], tag: string, count: number) {
  const base = freshUserId();
  await ingest(
    request,
    'chat',
    Array.from({ length: count }, (_, i) => ({ userId: base + (i % 3), name: `${tag}_p${i % 3}`, message: `${tag} line ${i}`, timestamp: minutesAgo(60 - i) })),
  );
  return base;
}

const rows = (page: Page) => page.getByTestId('chat-row');
const bar = (page: Page) => page.getByRole('region', { name: 'Selected rows' });

test('three chat lines become one case with three pieces of evidence', async ({ page, api, request }) => {
  const tag = newTag();
  const base = await seedChat(request, tag, 5);
  const moderator = await api.createUser({ role: 'user', permissions: ['moderate'] });
  const token = await api.tokenFor(moderator);
  await openWithToken(page, token, `/chats?search=${tag}`);
  await expect(rows(page)).toHaveCount(5);
  await expect(bar(page)).toHaveCount(0);

  for (const i of [0, 1, 3]) await rows(page).nth(i).getByRole('checkbox', { name: 'Select this row' }).check();
  await expect(bar(page).getByRole('status')).toHaveText('3 selected');
  await expect(page.getByRole('checkbox', { name: 'Select every row on this page' })).toHaveAttribute('data-indeterminate', 'true');
  await bar(page).getByRole('button', { name: 'Add to case' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add 3 rows to a case' });
  await dialog.getByRole('button', { name: 'A new case' }).click();
  await dialog.getByLabel('Title of the new case').fill(`${tag} three lines`);
  await dialog.getByRole('button', { name: 'Add 3 rows' }).click();
  await expect(dialog.getByRole('status').locator('.MuiAlert-message')).toHaveText(/^Added 3 rows to case \d+\.$/);
  // Done: the selection is empty again.
  await expect(bar(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get(`/api/cases?search=${tag}`, { headers })).json()) as { cases: { _id: string; players: number[] }[] };
  expect(list.cases).toHaveLength(1);
  const theCase = list.cases[0]!;
  expect([...theCase.players].sort()).toEqual([base, base + 1].sort());
  const detail = (await (await request.get(`/api/cases/${theCase._id}`, { headers })).json()) as { case: { evidence: { kind: string }[] } };
  expect(detail.case.evidence.map((e) => e.kind)).toEqual(['chat', 'chat', 'chat']);

  // The same lines again into that case: nothing is added twice.
  for (const i of [0, 1]) await rows(page).nth(i).getByRole('checkbox', { name: 'Select this row' }).check();
  await bar(page).getByRole('button', { name: 'Add to case' }).click();
  const again = page.getByRole('dialog', { name: 'Add 2 rows to a case' });
  await again.getByLabel('Search open cases by title').fill(tag);
  await again.getByTestId('case-choice').first().click();
  await again.getByRole('button', { name: 'Add 2 rows' }).click();
  await expect(again.getByRole('status').locator('.MuiAlert-message')).toHaveText(/^Added 0 rows to case \d+\. 2 were already in it\.$/);
});

test('select all on the page; another search or page empties the selection; no checkboxes without moderate', async ({ page, api, request }) => {
  const tag = newTag();
  await seedChat(request, tag, 4);
  const moderator = await api.createUser({ role: 'user', permissions: ['moderate'] });
  await openWithToken(page, await api.tokenFor(moderator), `/chats?search=${tag}`);
  await expect(rows(page)).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(bar(page).getByRole('status')).toHaveText('4 selected');
  await bar(page).getByRole('button', { name: 'Clear' }).click();
  await expect(bar(page)).toHaveCount(0);

  await rows(page).first().getByRole('checkbox', { name: 'Select this row' }).check();
  await expect(bar(page).getByRole('status')).toHaveText('1 selected');
  await page.getByRole('textbox', { name: 'Search by player name or message content' }).fill(`${tag} line 1`);
  await page.getByRole('textbox', { name: 'Search by player name or message content' }).press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(bar(page)).toHaveCount(0);
  await expect(rows(page).first().getByRole('checkbox', { name: 'Select this row' })).not.toBeChecked();

  const viewer = await api.createUser({ role: 'user' });
  await openWithToken(page, await api.tokenFor(viewer), `/chats?search=${tag}`);
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('trades and purchases are picked from their tables into one case, with both players', async ({ page, api, request }) => {
  const tag = newTag();
  const a = freshUserId();
  const b = a + 1;
  await ingest(
    request,
    'trades',
    [0, 1].map((i) => ({
      date: minutesAgo(30 + i),
      sender: `${tag}_a`,
      senderId: a,
      receiver: `${tag}_b`,
      receiverId: b,
      sentItems: { items: [{ Name: `${tag} Pebble ${i}`, AssetId: 1, Value: 10 }] },
      receivedItems: { items: [{ Name: `${tag} Crown ${i}`, AssetId: 2, AveragePrice: 90_000 }] },
    })),
  );
  await ingest(request, 'marketplace', [
    {
      boughtItem: { Name: `${tag} Lamp`, Quantity: 1, BaseValue: 10, AssetId: 3 },
      price: 100,
      seller: `${tag}_a`,
      sellerId: a,
      buyer: `${tag}_c`,
      buyerId: b + 1,
      date: minutesAgo(20),
    },
  ]);
  const moderator = await api.createUser({ role: 'user', permissions: ['moderate'] });
  const token = await api.tokenFor(moderator);

  await openWithToken(page, token, `/trades?search=${tag}`);
  await expect(page.getByTestId('trade-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(bar(page).getByRole('status')).toHaveText('2 selected');
  await bar(page).getByRole('button', { name: 'Add to case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add 2 rows to a case' });
  await dialog.getByRole('button', { name: 'A new case' }).click();
  await dialog.getByLabel('Title of the new case').fill(`${tag} trades`);
  await dialog.getByRole('button', { name: 'Add 2 rows' }).click();
  await expect(dialog.getByRole('status').locator('.MuiAlert-message')).toHaveText(/^Added 2 rows to case \d+\.$/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/marketplace?search=${tag}&searchType=username`);
  await expect(page.getByTestId('market-row')).toHaveCount(1);
  await page.getByTestId('market-row').getByRole('checkbox', { name: 'Select this row' }).check();
  // Ticking the box does not open the purchase.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await bar(page).getByRole('button', { name: 'Add to case' }).click();
  const market = page.getByRole('dialog', { name: 'Add 1 row to a case' });
  await market.getByLabel('Search open cases by title').fill(tag);
  await market.getByTestId('case-choice').first().click();
  await market.getByRole('button', { name: 'Add 1 row' }).click();
  await expect(market.getByRole('status').locator('.MuiAlert-message')).toHaveText(/^Added 1 row to case \d+\.$/);

  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get(`/api/cases?search=${tag}`, { headers })).json()) as { cases: { _id: string; players: number[] }[] };
  // Every trade and purchase brings both its players, also into a case that already existed.
  expect([...list.cases[0]!.players].sort()).toEqual([a, b, b + 1].sort());
  const detail = (await (await request.get(`/api/cases/${list.cases[0]!._id}`, { headers })).json()) as { case: { evidence: { kind: string }[] } };
  expect(detail.case.evidence.map((e) => e.kind).sort()).toEqual(['marketplace', 'trade', 'trade']);
});

test('compact Chat Logs fit about twice as many lines at 1280 px, and the choice is remembered', async ({ page, api, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tag = newTag();
  await seedChat(request, tag, 30);
  const moderator = await api.createUser({ role: 'user', permissions: ['moderate'] });
  await openWithToken(page, await api.tokenFor(moderator), `/chats?search=${tag}`);
  await expect(rows(page)).toHaveCount(30);
  const inView = () => rows(page).evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().bottom <= window.innerHeight).length);
  const comfortable = await inView();

  const toggle = page.getByTestId('chat-density');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).first()).toHaveAttribute('data-density', 'compact');
  const compact = await inView();
  expect(compact).toBeGreaterThanOrEqual(2 * comfortable);
  expect(compact).toBeGreaterThanOrEqual(12);

  await page.reload();
  await expect(rows(page).first()).toHaveAttribute('data-density', 'compact');
  await page.getByTestId('chat-density').click();
  await expect(rows(page).first()).not.toHaveAttribute('data-density', 'compact');
  expect(await page.evaluate(() => localStorage.getItem('chatDensity'))).toBe('comfortable');
});
