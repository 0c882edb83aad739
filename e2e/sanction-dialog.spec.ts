// The issue-sanction dialog against the real server: it names whom it will hit, makes the moderator
// choose among a case's players inside it (and the sanction hits the one chosen), suggests a
// preset's next step from the player's history, and says what a ban does with and without Open
// Cloud; the dashboard marks a revoked warning and says when no ban can reach Roblox.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Api } from './fixtures';
import { ingest } from './seed';
import { asModerator, freshUserId } from './moderator-helpers';

async function seedPlayers(request: APIRequestContext, ...roles: string[]) {
  const tag = `sd${randomBytes(3).toString('hex')}`;
  const players = roles.map((role) => ({ userId: freshUserId(), name: `${tag}_${role}` }));
  await ingest(
    request,
    'players',
    players.map((p) => ({ userId: p.userId, username: p.name, value: 10, bux: 1, level: 1, items: 1 })),
  );
  return { tag, players };
}

async function call(request: APIRequestContext, api: Api, method: 'GET' | 'POST', path: string, data?: object) {
  const res = await request.fetch(path, { method, headers: { Authorization: `Bearer ${await api.adminToken()}` }, ...(data ? { data } : {}) });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

const sanctionsOf = async (request: APIRequestContext, api: Api, userId: number) =>
  (await call(request, api, 'GET', `/api/players/${userId}/sanctions`)).sanctions as { type: string; reason: string; presetId?: string }[];

/** Answers the presets as a server without Open Cloud would. */
async function withoutOpenCloud(page: Page) {
  await page.route('**/api/sanction-presets', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...((await res.json()) as object), openCloudConfigured: false } });
  });
}

test('on a case with two players the moderator chooses inside the dialog, and the sanction hits the one chosen', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const { tag, players } = await seedPlayers(request, 'Reporter', 'Scammer');
  const [reporter, scammer] = players as [{ userId: number; name: string }, { userId: number; name: string }];
  const created = await call(request, api, 'POST', '/api/cases', { title: `${tag} scam report`, players: [reporter.userId, scammer.userId] });
  await asModerator(page, api, `/cases/${(created.case as { _id: string })._id}`);

  await page.getByRole('button', { name: 'Sanction a player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  const choice = dialog.getByRole('radiogroup', { name: 'Player' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expect(choice).toContainText(`${reporter.name} · ${reporter.userId}`);
  await expect(choice).toContainText(`${scammer.name} · ${scammer.userId}`);
  // Nothing is chosen for the moderator, and nothing can be issued until they choose.
  await expect(choice.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(dialog.getByText('Choose the player this sanction is for.')).toBeVisible();
  await dialog.getByLabel('Reason (staff only)').fill(`${tag} never sent the items`);
  await expect(dialog.getByRole('button', { name: 'Issue', exact: true })).toBeDisabled();

  await choice.getByRole('radio', { name: new RegExp(scammer.name) }).check();
  const target = dialog.getByTestId('sanction-target');
  await expect(target).toContainText(scammer.name);
  await expect(target).toContainText(`id ${scammer.userId}`);
  await expect(target.getByRole('img')).toBeVisible();
  await dialog.getByRole('button', { name: `Warn ${scammer.name}` }).click();
  await expect(dialog).toBeHidden();

  expect(await sanctionsOf(request, api, reporter.userId)).toEqual([]);
  expect((await sanctionsOf(request, api, scammer.userId)).map((s) => [s.type, s.reason])).toEqual([['warn', `${tag} never sent the items`]]);
  // The case's sanctions name the player, with the id beside the name.
  await expect(page.getByRole('region', { name: 'Sanctions' }).getByTestId('sanction-player')).toHaveText(`${scammer.name} · ${scammer.userId}`);
});

test('the player page dialog names its target and suggests the next step of a preset after an earlier sanction', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const { tag, players } = await seedPlayers(request, 'Frost');
  const player = players[0]!;
  const preset = (
    await call(request, api, 'POST', '/api/sanction-presets', {
      name: `${tag} Scamming`,
      publicReason: 'Scamming other players',
      privateReason: 'Took items without paying',
      steps: [{ type: 'warn' }, { type: 'ban', durationSeconds: 7 * 86_400 }, { type: 'ban', durationSeconds: null }],
    })
  ).preset as { _id: string };
  await call(request, api, 'POST', `/api/players/${player.userId}/sanctions`, { type: 'warn', reason: 'first scam', presetId: preset._id });
  await asModerator(page, api, `/players/${player.userId}`);

  await page.getByRole('button', { name: 'Issue sanction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  await expect(dialog.getByTestId('sanction-target')).toContainText(player.name);
  await expect(dialog.getByTestId('sanction-target')).toContainText(`id ${player.userId}`);
  await expect(dialog.getByRole('button', { name: `Warn ${player.name}` })).toBeVisible();

  await dialog.getByLabel('Reason', { exact: true }).selectOption({ label: `${tag} Scamming` });
  const suggestion = dialog.getByTestId('sanction-suggestion');
  await expect(suggestion).toContainText('Suggested: Ban · 7 days.');
  await expect(suggestion).toContainText(new RegExp(`2nd time for ${tag} Scamming: warned on [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\.`));
  await expect(dialog.getByRole('button', { name: 'Ban', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: '7 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Public reason (shown to the player)')).toHaveValue('Scamming other players');
  await expect(dialog.getByLabel('Reason (staff only)')).toHaveValue('Took items without paying');
  // The moderator may still change the suggestion; the dialog says so.
  await dialog.getByRole('button', { name: '30 days', exact: true }).click();
  await expect(suggestion).toContainText('You changed the suggested type or duration.');
  await dialog.getByRole('button', { name: '7 days', exact: true }).click();
  await dialog.getByRole('button', { name: `Ban ${player.name}` }).click();
  await expect(dialog).toBeHidden();
  const issued = await sanctionsOf(request, api, player.userId);
  expect(issued.map((s) => [s.type, s.presetId])).toEqual([
    ['ban', preset._id],
    ['warn', preset._id],
  ]);
  // Opened again, the dialog says before anything is sent that a second ban would be refused.
  await page.getByRole('button', { name: 'Issue sanction' }).click();
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(dialog.getByTestId('active-sanction')).toHaveText('This player already has an active ban: another is refused until that one is revoked.');
});

test('the ban dialog says what the ban does with Open Cloud and without it, and explains alternate accounts', async ({ page, api, request }) => {
  const { players } = await seedPlayers(request, 'Banned');
  const player = players[0]!;
  await asModerator(page, api, `/players/${player.userId}`);
  await page.getByRole('button', { name: 'Issue sanction' }).click();
  let dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(dialog.getByTestId('sanction-effect')).toHaveText(
    "Roblox will refuse this player in every server of the game, also after they rejoin; players already in a server are kicked by the game's module.",
  );
  await expect(dialog.getByText('Roblox’s alt-account detection also refuses the accounts it links to this one.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Also ban alternate accounts' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await withoutOpenCloud(page);
  await page.reload();
  await page.getByRole('button', { name: 'Issue sanction' }).click();
  dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(dialog.getByTestId('sanction-effect')).toHaveText(
    "Open Cloud is not configured: this ban is enforced only by the game servers running the console's module, which kick the player when they join or are online.",
  );
  await expect(dialog.getByRole('checkbox', { name: 'Also ban alternate accounts' })).toBeDisabled();
  await expect(dialog.getByText(/^Needs Open Cloud: Roblox’s alt-account detection/)).toBeVisible();
});

test('the dashboard marks a revoked warning and, without Open Cloud, says bans are enforced by game servers only', async ({ page, api, request }) => {
  const { tag, players } = await seedPlayers(request, 'Warned');
  const player = players[0]!;
  const warning = (await call(request, api, 'POST', `/api/players/${player.userId}/sanctions`, { type: 'warn', reason: `${tag} wrong player` })).sanction as {
    _id: string;
  };
  await call(request, api, 'POST', `/api/sanctions/${warning._id}/revoke`, { reason: 'meant someone else' });
  await withoutOpenCloud(page);
  await asModerator(page, api, '/');

  const line = page.getByTestId('dashboard-sanction').filter({ hasText: player.name });
  await expect(line).toHaveAttribute('data-status', 'revoked');
  await expect(line.getByTestId('sanction-status')).toHaveText('Revoked');
  await expect(line).toContainText(`${player.name} · ${player.userId}`);
  await expect(page.getByTestId('no-open-cloud')).toHaveText(
    "Open Cloud is not configured: no ban reaches Roblox. Bans are enforced only by the game servers running the console's module, which kick banned players when they join or are online.",
  );
  await expect(page.getByText('No recent ban failed to reach Roblox.')).toHaveCount(0);
});
