// Screenshots of player reports: the queue of reported players and one player's reports with the
// chat before a report, light and dark, 1280 and 390 px wide, into docs/screenshots/. Each run
// seeds its own players, chat and reports through the ingest API.
import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { fullPageShots, OUT, THEMES, VIEWPORTS } from './shots';
import { expect, openWithToken, test } from '../fixtures';
import { ingest, reportEvent } from '../seed';

type Player = { userId: number; name: string };

const NAMES = ['Vesper', 'Quill', 'Marlow', 'Juniper', 'Thistle', 'Orrin', 'Sable', 'Wren'];

async function seed(request: APIRequestContext, n: number) {
  const player = (i: number) => ({ userId: 740_000_000 + n * 10 + i, name: `${NAMES[i]}${n}` });
  const [suspect, spammer, exploiter, w0, w1, w2, w3, w4] = NAMES.map((_, i) => player(i)) as [Player, Player, Player, Player, Player, Player, Player, Player];
  const serverId = `5f1c2a9e-${n}-4b7d-9a31-0c6e8d2f41aa`;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await ingest(request, 'chat', [
    { userId: suspect.userId, name: suspect.name, message: `send the katana first, ${w0.name}, I always pay back`, timestamp: at(9), serverId },
    { userId: w0.userId, name: w0.name, message: 'ok sending now', timestamp: at(8), serverId },
    { userId: w1.userId, name: w1.name, message: `don't, ${suspect.name} did that to me yesterday`, timestamp: at(7), serverId },
  ]);
  const report = (reporter: Player, reported: Player, category: string, text: string, minutes: number) =>
    reportEvent(serverId, reporter, reported, category, text, at(minutes));
  await ingest(request, 'reports', [
    report(w0, suspect, 'scam', 'Took my Shadow Katana and left the server without sending anything back.', 5),
    report(w1, suspect, 'scam', 'Same thing yesterday with my Golden Dominus.', 4),
    report(w2, suspect, 'harassment', 'Keeps calling me names in trade chat.', 3),
    report(w3, spammer, 'inappropriate', 'Spams links in chat.', 30),
    report(w4, exploiter, 'exploiting', 'Flies around the map and clips through the vault door.', 120),
    report(w3, exploiter, 'exploiting', '', 110),
  ]);
  return { suspect };
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`reports screens at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(120_000);
      const n = randomInt(10_000, 99_999);
      const moderator = await api.createUser({ role: 'user', permissions: ['ban_players'], displayName: 'Jordan Rivera' });
      const token = await api.tokenFor(moderator);
      const { suspect } = await seed(request, n);
      const shot = await fullPageShots(page, viewport, theme);

      await openWithToken(page, token, '/reports');
      await expect(page.getByTestId('queue-row').filter({ hasText: suspect.name })).toBeVisible();
      await shot('reports');

      await page.goto(`/reports?open=${suspect.userId}`);
      const panel = page.getByRole('region', { name: `Reports on ${suspect.name} · ${suspect.userId}` });
      await expect(panel.getByTestId('report-item')).toHaveCount(3);
      const first = panel.getByTestId('report-item').filter({ hasText: 'Shadow Katana' });
      await first.getByRole('button', { name: 'Show the chat before the report' }).click();
      await expect(first.getByText('ok sending now')).toBeVisible();
      // The panel scrolls within the window (the queue stays behind it): a shot of the window, not the page.
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `reports-player-${viewport.width}-${theme}.png`), animations: 'disabled' });
    });
  }
}
