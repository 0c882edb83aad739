// Screenshots of the alert inbox and the watch rules screen, light and dark, 1280 and 390 px wide,
// into docs/screenshots/. Each run makes its own rules (one with a long name) and raises their
// alerts through the ingest API.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { fullPageShots, OUT, THEMES, VIEWPORTS } from './shots';
import { expect, openWithToken, test } from '../fixtures';
import { ingest } from '../seed';
import { readState } from '../state';

async function post(request: APIRequestContext, token: string, path: string, data: object): Promise<void> {
  const res = await request.post(`${readState().baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  if (!res.ok()) throw new Error(`post ${path}: ${res.status()} ${await res.text()}`);
}

async function seed(request: APIRequestContext, token: string, n: string) {
  const player = { userId: 740_000_000 + Number(n), name: `Marlowe${n}` };
  const item = `Crimson Valkyrie Helm ${n}`;
  await post(request, token, '/api/watch-rules', { name: `Player ${player.name}`, kind: 'player', target: String(player.userId) });
  await post(request, token, '/api/watch-rules', { name: `Scam reports mentioning the word scam${n} anywhere in chat`, kind: 'term', target: `scam${n}` });
  await post(request, token, '/api/watch-rules', { name: `Item ${item}`, kind: 'item', target: item });
  await post(request, token, '/api/watch-rules', { name: 'Very lopsided trades', kind: 'lopsided', ratio: 10, minDifference: 50_000, enabled: false });
  const at = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  await ingest(request, 'chat', [
    { userId: player.userId, name: player.name, message: 'anyone selling a katana? paying well', timestamp: at(30) },
    { userId: 750_000_001, name: `Quill${n}`, message: `scam${n} alert: ${player.name} never sent the helm`, timestamp: at(20) },
  ]);
  await ingest(request, 'trades', [
    {
      date: at(10),
      sender: player.name,
      senderId: player.userId,
      receiver: `Quill${n}`,
      receiverId: 750_000_001,
      sentItems: { items: [{ Name: item, AssetId: 2106, AveragePrice: 52_000, Type: 'Limited' }] },
      receivedItems: { items: [{ Name: 'Paper Hat', AssetId: 2122, AveragePrice: 40, Type: 'Hat' }] },
    },
  ]);
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`alerts and watch rules at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(90_000);
      const n = String(randomInt(10_000, 99_999));
      const moderator = await api.createUser({
        role: 'guest',
        permissions: ['view_chat', 'view_trades', 'view_marketplace', 'moderate'],
        displayName: 'Jordan Rivera',
      });
      const token = await api.tokenFor(moderator);
      await seed(request, token, n);
      const shot = await fullPageShots(page, viewport, theme);

      await openWithToken(page, token, '/alerts');
      // The watched player's chat line and trade are one group (one rule, one player, one hour).
      await expect(page.getByTestId('alert-group')).toHaveCount(1);
      await expect(page.getByTestId('alert-item')).toHaveCount(2);
      // One read, the rest unread.
      await page.getByTestId('alert-item').last().click();
      await page.goto('/alerts');
      await expect(page.getByTestId('alert-item').last()).toHaveAttribute('data-unread', 'false');
      await shot('alerts');

      await page.goto('/watch-rules');
      await expect(page.getByTestId('watch-rule')).toHaveCount(4);
      await shot('watch-rules');

      await page.getByRole('button', { name: 'New rule' }).click();
      await expect(page.getByRole('dialog', { name: 'New watch rule' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `watch-rule-dialog-${viewport.width}-${theme}.png`), animations: 'disabled' });
    });
  }
}
