// Calls to outside services stay where they were sent, as staff see it: a ban whose Open Cloud
// answers a redirect to another server shows failed on the player page with the sentence naming the
// redirect (never applied), and the other server received nothing; a Discord webhook URL naming a
// port is refused with the server's sentence, and nothing is added.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openWithToken, test } from './fixtures';
import { REDIRECTED_USER_IDS } from './fake-services';
import { ingest } from './seed';
import { asModerator } from './moderator-helpers';
import { readState } from './state';

const sanctions = (page: Page) => page.getByRole('region', { name: 'Sanctions' }).getByTestId('sanction-item');

test('a ban whose Open Cloud answers a redirect to another port is shown failed, and the other port receives nothing', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const tag = `oc${randomBytes(3).toString('hex')}`;
  const userId = REDIRECTED_USER_IDS.from + (randomBytes(4).readUInt32BE() % (REDIRECTED_USER_IDS.to - REDIRECTED_USER_IDS.from));
  const player = { userId, name: `${tag}_Player` };
  await ingest(request, 'players', [{ userId, username: player.name, value: 10, bux: 1, level: 1, items: 1 }]);
  await asModerator(page, api, `/players/${userId}`);

  await page.getByRole('button', { name: 'Issue sanction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
  await dialog.getByRole('button', { name: 'Permanent', exact: true }).click();
  await dialog.getByLabel('Reason (staff only)').fill(`${tag} private: alt of a known scammer`);
  await dialog.getByRole('button', { name: /^Ban / }).click();
  await expect(dialog).toBeHidden();

  const ban = sanctions(page).filter({ hasText: `${tag} private` });
  const enforcement = ban.getByTestId('enforcement');
  await expect(enforcement).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  await expect(enforcement).toContainText(/Roblox answered: Open Cloud answered 307, a redirect to 127\.0\.0\.1:\d+; redirects are never followed/);
  await expect(enforcement).not.toContainText('Applied on Roblox');
  // The fake Open Cloud accepted nothing, and the server it pointed at received nothing.
  const received = await request.get(`${readState().openCloudUrl}/__received?userId=${userId}`);
  expect(await received.json()).toEqual([]);
});

test('a Discord webhook URL naming a port is refused with the server’s sentence', async ({ page, api }) => {
  await openWithToken(page, await api.adminToken(), '/watch-rules');
  const panel = page.getByRole('region', { name: 'Discord webhooks' });
  const name = `Port ${randomBytes(3).toString('hex')}`;
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Webhook URL').fill('https://discord.com:22/api/webhooks/1/secret-token');
  await panel.getByRole('button', { name: 'Add webhook' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The webhook URL must not name a port: Discord webhooks answer on port 443 only.');
  await expect(panel.getByTestId('discord-webhook').filter({ hasText: name })).toHaveCount(0);
});
