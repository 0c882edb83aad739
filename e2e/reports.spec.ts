// Player reports in the browser against the real server: a moderator works the queue with the
// keyboard, opens a player's reports with the chat before them, puts them in a case (the player
// leaves the queue), bans from that case; a second player is banned from the queue itself, which
// resolves their reports. The queue is shared with the other specs, so it is read newest first and
// each player is found by a tag of this test's own.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ingest, reportEvent } from './seed';
import { asModerator, freshUserId } from './moderator-helpers';

type Player = { userId: number; name: string };

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A scammer reported by three players and a spammer reported by one, in one game server, with the chat before. */
async function seedReports(request: Parameters<typeof ingest>[0]) {
  const tag = `rp${randomBytes(3).toString('hex')}`;
  const serverId = `e2e-${tag}-job`;
  const scammer = { userId: freshUserId(), name: `${tag}_Scammer` };
  const spammer = { userId: freshUserId(), name: `${tag}_Spammer` };
  const reporters = [1, 2, 3].map((i) => ({ userId: freshUserId(), name: `${tag}_Witness${i}` }));
  await ingest(request, 'chat', [
    { userId: scammer.userId, name: scammer.name, message: `${tag} send first and I add 500 after`, timestamp: minutesAgo(6), serverId },
    { userId: reporters[0]!.userId, name: reporters[0]!.name, message: `${tag} ok sending now`, timestamp: minutesAgo(5), serverId },
  ]);
  const report = (reporter: Player, reported: Player, category: string, text: string, at: string) =>
    reportEvent(serverId, reporter, reported, category, text, at);
  await ingest(request, 'reports', [
    ...reporters.map((r, i) => report(r, scammer, 'scam', `${tag} took my items and left (${i + 1})`, minutesAgo(2 - i * 0.1))),
    // The spammer's report is the newest of all: the queue, newest first, shows the spammer then the scammer.
    report(reporters[0]!, spammer, 'harassment', `${tag} spams my trade requests`, minutesAgo(0.5)),
  ]);
  return { tag, scammer, spammer };
}

const rows = (page: Page) => page.getByTestId('queue-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

test('a moderator works the queue with the keyboard, opens the reports with their chat, makes a case, bans from it, and the player leaves the queue', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(120_000);
  const { tag, scammer, spammer } = await seedReports(request);
  await asModerator(page, api, '/reports?sort=newest');
  await expect(row(page, scammer.name)).toBeVisible();
  await expect(row(page, scammer.name)).toContainText(`${scammer.userId}`);
  await expect(row(page, scammer.name)).toContainText('3');

  // j moves down the queue until the scammer's line is the current one; c claims it.
  // Keys act on the queue, not while typing in a field: focus the page itself (its heading) first.
  await page.getByRole('heading', { level: 1, name: 'Reports' }).click();
  for (let i = 0; i < 10 && (await row(page, scammer.name).getAttribute('aria-current')) !== 'true'; i += 1) await page.keyboard.press('j');
  await expect(row(page, scammer.name)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('c');
  await expect(page.getByTestId('claim-feedback')).toContainText(`You claimed 3 reports on ${scammer.name}`);
  await expect(row(page, scammer.name).getByTestId('queue-assignee')).toContainText('you');

  // Enter opens the player's reports: each with its reporter, and the chat before it on demand.
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: `Reports on ${scammer.name} · ${scammer.userId}` });
  await expect(panel.getByTestId('report-item')).toHaveCount(3);
  const first = panel.getByTestId('report-item').filter({ hasText: `${tag} took my items and left (1)` });
  await expect(first).toContainText(`${tag}_Witness1`);
  await first.getByRole('button', { name: 'Show the chat before the report' }).click();
  await expect(first.getByText(`${tag} send first and I add 500 after`)).toBeVisible();

  // Into a new case: the reports become its evidence and the player leaves the queue.
  await panel.getByRole('button', { name: `Open a case on ${scammer.name}` }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Open the case' }).click();
  await expect(page).toHaveURL(/\/cases\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(scammer.name);
  await expect(page.getByTestId('evidence-item')).toHaveCount(3);

  // Banned from the case.
  await page.getByRole('button', { name: 'Sanction a player' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue a sanction' });
  await issue.getByRole('button', { name: 'Ban', exact: true }).click();
  await issue.getByRole('button', { name: 'Permanent', exact: true }).click();
  await issue.getByLabel('Reason (staff only)').fill(`${tag} send-first scams`);
  await expect(issue.getByTestId('sanction-target')).toContainText(scammer.name);
  await issue.getByRole('button', { name: `Ban ${scammer.name}` }).click();
  await expect(issue).toBeHidden();

  // The spammer is banned from the queue's own panel, which resolves their report.
  await page.goto('/reports?sort=newest');
  await expect(row(page, spammer.name)).toBeVisible();
  await expect(row(page, scammer.name)).toHaveCount(0);
  await row(page, spammer.name).click();
  const spamPanel = page.getByRole('region', { name: `Reports on ${spammer.name} · ${spammer.userId}` });
  await spamPanel.getByRole('button', { name: `Sanction ${spammer.name}` }).click();
  const ban = page.getByRole('dialog', { name: 'Issue a sanction' });
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await ban.getByRole('button', { name: '1 day', exact: true }).click();
  await ban.getByLabel('Reason (staff only)').fill(`${tag} spam`);
  await ban.getByRole('button', { name: `Ban ${spammer.name}` }).click();
  await expect(ban).toBeHidden();
  await page.goto('/reports?sort=newest');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(row(page, spammer.name)).toHaveCount(0);
  await expect(row(page, scammer.name)).toHaveCount(0);
});
