// The Team page against the real server: two moderators do known work, an administrator opens
// /team and reads it in the chart's table view and in the table, downloads the CSV of the same
// window; a moderator is refused the page (no sidebar entry, Access Denied, a 403 from the API).
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, openWithToken, sidebar, test } from './fixtures';
import { banLiftedOnAppeal, doWork, staffMember } from './team-helpers';

const cells = (row: Locator) => row.locator('td').allTextContents();

test('an administrator reads each staff member’s work in the chart, the table and the CSV', async ({ page, api, request }) => {
  test.setTimeout(120_000);
  const alpha = await staffMember(api);
  const bravo = await staffMember(api);
  await doWork(request, alpha, { warnings: 2, mutes: 1, bans: 1, reportedPlayers: 1, cases: 1 });
  await banLiftedOnAppeal(request, alpha, bravo);
  await doWork(request, bravo, { warnings: 1 });

  await openWithToken(page, await api.adminToken(), '/team?days=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible({ timeout: 30_000 });
  await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Work per staff member' });
  await expect(chart.locator('svg').first()).toBeVisible();

  // The chart's numbers: warnings, mutes, bans, reports resolved, appeals decided, cases opened or closed.
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const chartRow = (name: string) => chart.getByRole('row').filter({ hasText: name });
  expect(await cells(chartRow(alpha.user.username))).toEqual([alpha.user.username, '2', '1', '2', '2', '0', '2']);
  expect(await cells(chartRow(bravo.user.username))).toEqual([bravo.user.username, '1', '0', '0', '0', '1', '0']);

  const table = page.getByRole('table', { name: 'Staff activity' });
  const row = (name: string) => table.getByTestId('team-row').filter({ hasText: name });
  const a = await cells(row(alpha.user.username));
  expect(a.slice(0, 10)).toEqual([alpha.user.username, '2', '1', '2', '0', '1', '1', '2', '0', '1']);
  expect(a[10]).toMatch(/min$/);
  expect(await cells(row(bravo.user.username))).toEqual([bravo.user.username, '1', '0', '0', '0', '0', '0', '0', '1', '0', '—']);

  // The CSV of the same window the page asked for.
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/team/stats');
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL(/\/team$/);
  const window = new URL((await asked).url()).searchParams;
  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/team/stats.csv?${window.toString()}`);
  const downloading = page.waitForEvent('download');
  const csvRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/team/stats.csv');
  await csvLink.click();
  const download = await downloading;
  expect(new URL((await csvRequest).url()).searchParams.toString()).toBe(window.toString());
  expect(download.suggestedFilename()).toMatch(/^team-stats.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Sanctions overturned on appeal');
  expect(csv).toContain(`${alpha.user.username},${alpha.user.id},2,1,2,0,1,1,2,0,1,`);
});

test('a moderator has no Team entry, is refused the page, and the API answers 403', async ({ page, api, request }) => {
  const moderator = await staffMember(api);
  const res = await request.get('/api/team/stats', { headers: { Authorization: `Bearer ${moderator.token}` } });
  expect(res.status()).toBe(403);
  const csv = await request.get('/api/team/stats.csv', { headers: { Authorization: `Bearer ${moderator.token}` } });
  expect(csv.status()).toBe(403);

  await openWithToken(page, moderator.token, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 30_000 });
  await expect(sidebar(page).getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Team' })).toHaveCount(0);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
