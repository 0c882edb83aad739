// Shared by the Trade Logs specs (trades*.spec.ts): viewports, signing in, seeding three trades,
// finding rows, cards and controls, and holding the API to see loading states.
import { randomBytes } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, openWithToken, type Api } from './fixtures';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A short tag that makes this test's players and items unique in the shared database. */
export const newTag = () => `t${randomBytes(4).toString('hex')}`;

/** Signs in as a staff member who may view trades, at `path`. */
export async function signInForTrades(page: Page, api: Api, path: string) {
  const user = await api.createUser({ role: 'guest', permissions: ['view_trades'] });
  await openWithToken(page, await api.tokenFor(user), path);
}

export async function openTrades(page: Page, api: Api, path = '/trades') {
  await signInForTrades(page, api, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Logs' })).toBeVisible();
}

/** Three trades with hand-computed values (docs/RULES.md, "Entities and values"):
 *  A: alice → bob, 2024-03-01. Sent 500 Case-bux + Sword 1,000; received Shield 3,000.
 *     sent 1,500, received 3,000, total 4,500, P/L +1,500.
 *  B: bob → carol, 2024-03-02. Sent Helmet 200 × 3 = 600 (asset unknown to the platform); received {gbux: 100}.
 *     sent 600, received 100, total 700, P/L −500.
 *  C: carol → alice, 2024-03-03. Sent 6 Gems of 10; received Crown 20,000.
 *     sent 60, received 20,000, total 20,060, P/L +19,940; 7 items, lopsided. */
export function threeTrades(tag: string) {
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

export const rows = (page: Page) => page.getByTestId('trade-row');
export const cards = (page: Page) => page.getByTestId('trade-card');
/** Senders in display order (table rows or cards). */
/** The first player link of each row or card: the sender. */
export const senders = async (list: Locator) => list.evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="player-link"]')?.textContent ?? ''));
export const showing = (page: Page) => page.getByTestId('trades-showing');
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search trades' });

export async function simpleSearch(page: Page, text: string) {
  await searchBox(page).fill(text);
}

export async function chooseSearchIn(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Search In' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const noHorizontalScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** Holds matching requests until `release()`; returns how many were held. */
export async function hold(page: Page, pattern: string) {
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
