// The histogram over Chat Logs' results against the real server: messages seeded through the
// ingest API under a unique tag, so the search's bars are exactly these messages. The chart draws
// them, its table view shows the server's counts, and choosing a bar narrows the list to it (Back
// widens it again).
import type { Page } from '@playwright/test';
import type { ChatHistogram } from '@staff-console/domain';
import { expect, openWithToken, test, uniqueName } from './fixtures';
import { ingest } from './seed';

const tag = () => uniqueName('hist').replace(/-/g, '');
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const count = (page: Page) => page.getByTestId('chat-count');

test('draws the search over time, its table matches the counts, and a bar narrows the list', async ({ page, api, request }) => {
  const t = tag();
  // Three messages at the start, one in the middle, two at the end of a 40-minute span (60 bars of 40 s).
  const events = [
    [2400, 3],
    [2398, 2],
    [2396, 1],
    [1200, 4],
    [2, 5],
    [0, 6],
  ].map(([ago, n]) => ({ userId: 70_000_000 + n!, name: `Hist${n}`, message: `${t} line ${n}`, timestamp: secondsAgo(ago!) }));
  expect((await ingest(request, 'chat', events)).accepted).toBe(events.length);

  const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
  const histogramAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/chat/histogram');
  await openWithToken(page, await api.tokenFor(viewer), `/chats?search=${t}`);
  const answer = (await (await histogramAnswer).json()) as ChatHistogram;
  expect(answer.total).toBe(6);
  expect(answer.buckets).toHaveLength(60);
  await expect(count(page)).toHaveText('Showing 6 of 6 chat messages');

  const figure = page.getByRole('figure', { name: 'Messages over time' });
  const bars = figure.locator('.MuiBarChart-element');
  await expect(bars.first()).toBeVisible();

  // The table view: one row per bar, each with the server's count.
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const table = figure.getByRole('table', { name: 'Messages over time' });
  await expect(table.getByRole('row')).toHaveCount(61);
  const counts = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll('td')[2]?.textContent)));
  expect(counts).toEqual(answer.buckets.map((b) => b.count));
  expect(counts.filter((n) => n > 0)).toEqual([3, 1, 2]);
  await figure.getByRole('button', { name: 'Show as chart' }).click();

  // The tallest bar holds the first three messages: choosing it shows only them.
  const heights = await bars.evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().height));
  const tallest = heights.indexOf(Math.max(...heights));
  await bars.nth(tallest).click();
  const first = answer.buckets[0]!;
  await expect(page).toHaveURL(new RegExp(`start=${Date.parse(first.from)}&end=${Date.parse(first.to)}`));
  await expect(count(page)).toHaveText('Showing 3 of 3 chat messages');
  await expect(page.getByTestId('chat-message')).toHaveText([`${t} line 1`, `${t} line 2`, `${t} line 3`]);

  await page.goBack();
  await expect(count(page)).toHaveText('Showing 6 of 6 chat messages');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chart fits the screen', async ({ page, api, request }) => {
    const t = tag();
    const events = [600, 300, 0].map((ago, n) => ({ userId: 71_000_000 + n, name: `Narrow${n}`, message: `${t} ${n}`, timestamp: secondsAgo(ago) }));
    expect((await ingest(request, 'chat', events)).accepted).toBe(events.length);
    const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
    await openWithToken(page, await api.tokenFor(viewer), `/chats?search=${t}`);
    const figure = page.getByRole('figure', { name: 'Messages over time' });
    await expect(figure.locator('.MuiBarChart-element').first()).toBeVisible();
    const box = await figure.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
