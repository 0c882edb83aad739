// Screenshots of the player page and a chat message in context, light and dark, 1280 and 390 px
// wide, into docs/screenshots/. Each run seeds its own player (a run number keeps them apart).
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { OUT, THEMES, VIEWPORTS } from './shots';
import { expect, openWithToken, test } from '../fixtures';
import { ingest } from '../seed';

const item = (Name: string, AssetId: number, AveragePrice: number) => ({ Name, AssetId, AveragePrice, Type: 'Limited' });

async function seed(request: Parameters<typeof ingest>[0], n: string) {
  const suspect = { userId: 700_000_000 + Number(n), name: `Kestrel${n}` };
  const others = ['Mira', 'Tobin', 'Ash'].map((name, i) => ({ userId: 710_000_000 + Number(n) * 10 + i, name: `${name}${n}` }));
  const at = (minutes: number) => new Date(Date.UTC(2024, 5, 14, 20) - minutes * 60_000).toISOString();
  await ingest(request, 'players', [{ userId: suspect.userId, username: suspect.name, value: 184_250, bux: 12_400, level: 37, items: 58 }]);
  await ingest(request, 'chat', [
    { userId: suspect.userId, name: `OldKestrel${n}`, message: 'selling dominus cheap, dm me', timestamp: at(300) },
    { userId: others[0]!.userId, name: others[0]!.name, message: 'is it legit?', timestamp: at(58) },
    { userId: suspect.userId, name: suspect.name, message: 'trust me, send first and I send right after', timestamp: at(55) },
    { userId: others[1]!.userId, name: others[1]!.name, message: 'he scammed my friend yesterday', timestamp: at(54) },
    { userId: suspect.userId, name: suspect.name, message: 'ty for the trade!!', timestamp: at(20) },
  ]);
  await ingest(request, 'trades', [
    {
      date: at(50),
      sender: others[0]!.name,
      senderId: others[0]!.userId,
      receiver: suspect.name,
      receiverId: suspect.userId,
      sentItems: { items: [item('Golden Dominus', 2101, 48_000)] },
      receivedItems: { items: [item('Paper Hat', 2122, 40)] },
    },
    {
      date: at(30),
      sender: suspect.name,
      senderId: suspect.userId,
      receiver: others[2]!.name,
      receiverId: others[2]!.userId,
      sentItems: { items: [item('Golden Dominus', 2101, 48_000)] },
      receivedItems: { items: [{ caseBux: 30_000 }] },
    },
    {
      date: at(200),
      sender: others[1]!.name,
      receiver: suspect.name,
      sentItems: { items: [item('Storm Halo', 2124, 11_000)] },
      receivedItems: { items: [item('Lucky Clover', 2123, 260)] },
    },
  ]);
  await ingest(request, 'marketplace', [
    {
      date: at(10),
      price: 45_000,
      boughtItem: item('Shadow Katana', 2106, 52_000),
      seller: suspect.name,
      sellerId: suspect.userId,
      buyer: others[1]!.name,
      buyerId: others[1]!.userId,
    },
  ]);
  return suspect;
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`player page and chat context at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(90_000);
      const n = String(randomInt(10_000, 99_999));
      const suspect = await seed(request, n);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const shot = async (name: string) => {
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(OUT, `${name}-${viewport.width}-${theme}.png`), animations: 'disabled', fullPage: name === 'player' });
      };
      const moderator = await api.createUser({ role: 'user', displayName: 'Jordan Rivera' });
      await openWithToken(page, await api.tokenFor(moderator), `/players/${suspect.userId}`);
      await expect(page.getByTestId('timeline-item')).toHaveCount(7);
      await expect(page.getByTestId('trade-partner')).toHaveCount(3);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await shot('player');

      await page.goto(`/chats?search=Kestrel${n}`);
      await page.getByTestId('chat-row').filter({ hasText: 'trust me' }).getByRole('button', { name: 'Show context' }).click();
      await expect(page.getByRole('dialog')).toContainText('he scammed my friend yesterday');
      await shot('chat-context');
    });
  }
}
