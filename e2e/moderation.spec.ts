// The moderation workbench in the browser against the real server (docs/RULES.md, "Moderation"):
// notes and sanctions on the player page, a chat line made evidence in a new case from Chat Logs,
// the case's status, and what a viewer without view_moderation sees. Bans go to the fake Open Cloud
// (e2e/fake-services.ts); a ban without Open Cloud ('not configured') is covered by the API tests
// (server/src/areas/moderation/sanctions/sanctions.test.ts). The whole flow is in workbench.spec.ts.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openWithToken, sidebar, test } from './fixtures';
import { ingest } from './seed';
import { asModerator, freshUserId } from './moderator-helpers';

/** A player with one chat message, so their page and a Chat Logs row exist. */
async function seedPlayer(request: Parameters<typeof ingest>[0]) {
  const tag = `md${randomBytes(3).toString('hex')}`;
  const player = { userId: freshUserId(), name: `${tag}_Player` };
  await ingest(request, 'players', [{ userId: player.userId, username: player.name, value: 10, bux: 1, level: 1, items: 1 }]);
  await ingest(request, 'chat', [
    { userId: player.userId, name: player.name, message: `${tag} send me your dominus`, timestamp: new Date(Date.UTC(2025, 4, 1, 12)).toISOString() },
  ]);
  return { tag, player };
}

const sanctions = (page: Page) => page.getByRole('region', { name: 'Sanctions' }).getByTestId('sanction-item');

async function issue(page: Page, type: 'Warning' | 'Mute' | 'Ban', duration: string, reason: string) {
  await page.getByRole('button', { name: 'Issue sanction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  await dialog.getByRole('button', { name: type, exact: true }).click();
  await dialog.getByRole('button', { name: duration, exact: true }).click();
  await dialog.getByLabel('Reason (staff only)').fill(reason);
  await dialog.getByRole('button', { name: /^(Warn|Mute|Ban) / }).click();
  await expect(dialog).toBeHidden();
}

test('a note is added to a player and shown newest first with its author', async ({ page, api, request }) => {
  const { tag, player } = await seedPlayer(request);
  const moderator = (await asModerator(page, api, `/players/${player.userId}`)).user;
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No notes about this player yet.')).toBeVisible();
  await notes.getByLabel('New note').fill(`${tag} asked for items twice`);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByTestId('note-item')).toHaveCount(1);
  await expect(notes.getByTestId('note-item')).toContainText(`${tag} asked for items twice`);
  await expect(notes.getByTestId('note-item')).toContainText(moderator.username);
  await expect(notes.getByLabel('New note')).toHaveValue('');
  // The timeline shows the note too, with 'Add to case'.
  const noteRow = page.getByTestId('timeline-item').filter({ hasText: `${tag} asked for items twice` });
  await expect(noteRow).toHaveAttribute('data-kind', 'note');
  await expect(noteRow.getByRole('button', { name: 'Add to case' })).toBeVisible();
});

test('a mute is issued for an hour, enforced by game servers, and revoked with a reason', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const { tag, player } = await seedPlayer(request);
  await asModerator(page, api, `/players/${player.userId}`);
  await expect(page.getByText('No sanctions issued to this player.')).toBeVisible();
  await issue(page, 'Mute', '1 hour', `${tag} spam in trade chat`);
  const mute = sanctions(page).filter({ hasText: `${tag} spam in trade chat` });
  await expect(mute).toHaveAttribute('data-type', 'mute');
  await expect(mute.getByTestId('sanction-status')).toHaveText('Active');
  await expect(mute).toContainText('Mute · until');
  await expect(mute.getByTestId('enforcement')).toContainText('mute the player in chat');

  await mute.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke mute' });
  await expect(dialog.getByRole('button', { name: 'Revoke' })).toBeDisabled();
  await dialog.getByLabel('Reason for revoking').fill('appealed, first offence');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(mute.getByTestId('sanction-status')).toHaveText('Revoked');
  await expect(mute).toContainText('appealed, first offence');
  await expect(mute.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  // Sanctions lists it under its filters, kept in the URL.
  await page.goto(`/sanctions?type=mute&status=revoked&player=${player.userId}`);
  await expect(page.getByTestId('sanction-count')).toHaveText('Showing 1 of 1 sanctions');
  await expect(page.getByTestId('sanction-item')).toContainText(`${tag} spam in trade chat`);
});

test('a permanent ban is applied on Roblox by itself, and a second one is refused with the server’s sentence', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const { tag, player } = await seedPlayer(request);
  await asModerator(page, api, `/players/${player.userId}`);
  await issue(page, 'Ban', 'Permanent', `${tag} scam ring`);
  const ban = sanctions(page).filter({ hasText: `${tag} scam ring` });
  await expect(ban).toContainText('Ban · permanent');
  // Sent through the outbox to the fake Open Cloud; the panel reads it again until it is applied.
  await expect(ban.getByTestId('enforcement')).toHaveAttribute('data-state', 'applied', { timeout: 20_000 });
  await expect(ban.getByTestId('enforcement')).toContainText('Applied on Roblox');

  await page.getByRole('button', { name: 'Issue sanction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
  await dialog.getByLabel('Reason (staff only)').fill('again');
  await dialog.getByRole('button', { name: /^(Warn|Mute|Ban) / }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This player already has an active ban. Revoke it before issuing another.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sanctions(page)).toHaveCount(1);
});

test('a chat line goes into a new case from Chat Logs, shows on the case page, and the case changes status', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const { tag, player } = await seedPlayer(request);
  await asModerator(page, api, `/chats?search=${tag}`);
  const row = page.getByTestId('chat-row').filter({ hasText: `${tag} send me your dominus` });
  await row.getByRole('button', { name: 'Add to case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a case' });
  await dialog.getByRole('button', { name: 'A new case' }).click();
  await dialog.getByLabel('Title of the new case').fill(`${tag} dominus scam`);
  await dialog.getByLabel('Note (optional)').fill('first ask');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(/Added to case \d+\./);
  await dialog.getByRole('link', { name: 'Open case' }).click();

  await expect(page).toHaveURL(/\/cases\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${tag} dominus scam`);
  const evidence = page.getByTestId('evidence-item');
  await expect(evidence).toHaveCount(1);
  await expect(evidence).toHaveAttribute('data-kind', 'chat');
  await expect(evidence).toContainText(`${tag} send me your dominus`);
  await expect(evidence).toContainText('Note: first ask');
  await expect(page.getByTestId('case-players')).toContainText(String(player.userId));

  await page.getByLabel('Status').selectOption('investigating');
  await expect(page.getByTestId('activity-item').filter({ hasText: 'status: open → investigating' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('investigating');

  // The list finds it by its filters, kept in the URL.
  await page.goto(`/cases?status=investigating&search=${tag}`);
  await expect(page.getByTestId('case-count')).toHaveText('Showing 1 of 1 cases');
  await expect(page.getByTestId('case-row')).toContainText('Investigating');
});

test('a viewer without view_moderation sees no Cases or Sanctions and is denied /cases', async ({ page, api }) => {
  const viewer = await api.createUser({ role: 'user' });
  await openWithToken(page, await api.tokenFor(viewer), '/');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Chat Logs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cases' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sanctions' })).toHaveCount(0);
  await page.goto('/cases');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/sanctions');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('the sidebar counts the open cases assigned to me', async ({ page, api, request }) => {
  const moderator = await api.createUser({ role: 'user', permissions: ['moderate'] });
  const token = await api.tokenFor(moderator);
  const { baseURL } = await import('./state').then((m) => m.readState());
  for (const title of ['one', 'two']) {
    const res = await request.post(`${baseURL}/api/cases`, { headers: { Authorization: `Bearer ${token}` }, data: { title } });
    const body = (await res.json()) as { case: { _id: string } };
    await request.patch(`${baseURL}/api/cases/${body.case._id}`, { headers: { Authorization: `Bearer ${token}` }, data: { assignee: moderator.id } });
  }
  await openWithToken(page, token, '/');
  await expect(sidebar(page).getByRole('link', { name: /Cases/ }).getByTestId('my-open-cases')).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Open cases assigned to you' }).getByRole('link', { name: /Case \d+: (one|two)/ })).toHaveCount(2);
});
