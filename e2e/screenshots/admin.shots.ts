// Screenshots of the dashboard's Leaderboards section and of every Admin panel tab, light and dark,
// 1280 and 390 px wide, into docs/screenshots/. The players, staff, role and key they show are
// upserted with fixed names and ids, so every run pictures the same data; the files are overwritten.
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { OUT, THEMES, VIEWPORTS } from './shots';
import { expect, openWithToken, test, type Api } from '../fixtures';
import { ingest } from '../seed';

// Values far above what the other specs seed, so these players lead every ranking.
const PLAYERS = [
  ['NovaBlaze', 48_250_900, 3_120_400, 412, 18_940],
  ['PixelPirate', 41_870_200, 2_845_100, 398, 16_205],
  ['QuillStorm', 37_402_650, 2_990_050, 405, 15_870],
  ['MarrowKing', 29_118_400, 1_740_800, 377, 12_430],
  ['JunoSpark', 24_560_000, 2_010_300, 369, 11_980],
  ['EmberFox', 19_875_300, 1_520_900, 352, 10_115],
  ['VioletValk', 15_230_750, 1_204_600, 340, 9_870],
  ['CometTrail', 12_008_100, 998_450, 333, 8_640],
  ['LuckyClover', 9_402_300, 1_100_200, 318, 7_905],
  ['FrostByte', 7_845_600, 845_300, 305, 6_720],
] as const;

async function seedPlayers(request: APIRequestContext) {
  await ingest(
    request,
    'players',
    PLAYERS.map(([username, value, bux, level, items], i) => ({ userId: 7_700_000_001 + i * 7919, username, value, bux, level, items })),
  );
}

/** Creates once what the admin tabs show (a 409 on a later run means it is there already). */
async function seedStaff(request: APIRequestContext, api: Api) {
  const headers = { Authorization: `Bearer ${await api.adminToken()}` };
  const roles = (await (await request.get('/api/auth/roles', { headers })).json()) as { roles: { _id?: string; name: string }[] };
  let moderators = roles.roles.find((r) => r.name === 'moderators')?._id;
  if (!moderators) {
    const res = await request.post('/api/auth/roles', {
      headers,
      data: {
        name: 'moderators',
        description: 'Chat moderation and trade review',
        permissions: ['view_chat', 'manage_chat', 'view_trades', 'view_marketplace', 'view_leaderboards'],
      },
    });
    moderators = ((await res.json()) as { role: { _id: string } }).role._id;
  }
  const staff = [
    { username: 'morgan.lee', displayName: 'Morgan Lee', email: 'morgan.lee@example.com', role: moderators, active: true },
    { username: 'sam.patel', displayName: 'Sam Patel', email: 'sam.patel@example.com', role: 'user', permissions: ['view_users'], active: true },
    { username: 'alex.kim', displayName: 'Alex Kim', email: '', role: 'guest', active: false },
  ];
  for (const s of staff) {
    const res = await request.post('/api/auth/users', { headers, data: { ...s, password: 'correct-horse-battery' } });
    if (res.status() !== 201 && res.status() !== 409) throw new Error(`Could not create ${s.username}: ${res.status()} ${await res.text()}`);
  }
  const keys = (await (await request.get('/api/admin/ingest-keys', { headers })).json()) as { keys: { name: string }[] };
  if (!keys.keys.some((k) => k.name === 'EU game servers')) {
    await request.post('/api/admin/ingest-keys', { headers, data: { name: 'EU game servers' } });
  }
}

async function settle(page: Page) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`leaderboards and admin panel at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(120_000);
      await seedPlayers(request);
      await seedStaff(request, api);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const shot = async (name: string) => {
        await page.waitForTimeout(250);
        await page.screenshot({ path: join(OUT, `${name}-${viewport.width}-${theme}.png`), animations: 'disabled' });
      };

      const lead = await api.createUser({ role: 'admin', displayName: 'Jordan Rivera', email: 'jordan.rivera@example.com' });
      await openWithToken(page, await api.tokenFor(lead), '/');
      const section = page.getByTestId('leaderboards');
      await expect(section.getByText('NovaBlaze', { exact: true })).toBeVisible();
      await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await shot('dashboard-leaderboards');

      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
      await expect(page.getByTestId('recent-activity')).toBeVisible();
      await settle(page);
      await shot('admin-dashboard');

      await page.getByRole('tab', { name: 'Users' }).click();
      await expect(page.getByTestId('user-row').first()).toBeVisible();
      await settle(page);
      await shot('admin-users');

      await page.getByRole('tab', { name: 'Roles' }).click();
      await expect(page.getByTestId('role-row').filter({ hasText: 'moderators' })).toBeVisible();
      await settle(page);
      await shot('admin-roles');

      await page.getByRole('tab', { name: 'Logs' }).click();
      await expect(page.getByTestId('log-row').first()).toBeVisible();
      await settle(page);
      await shot('admin-logs');

      await page.getByRole('tab', { name: 'Ingest Keys' }).click();
      await expect(page.getByTestId('ingest-key-row').filter({ hasText: 'EU game servers' })).toBeVisible();
      await settle(page);
      await shot('admin-ingest-keys');
    });
  }
}
