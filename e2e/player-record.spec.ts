// The player page's moderation record (docs/RULES.md, "Moderation"): banned or muted now and until
// when (and a Banned badge in the header), past sanctions by type, notes and open cases, and Warn,
// Mute and Ban buttons that open the sanction dialog with that type chosen; and the timeline's kind
// filter, whose state reads at a glance.
import { expect, test, uniqueName } from './fixtures';
import { ingest } from './seed';
import { asModerator, freshUserId, quietMomentIn, tradeBetween } from './moderator-helpers';

const newTag = () => uniqueName('pr').replace(/-/g, '');
const quietMoment = () => quietMomentIn(2015);

test('the record says Banned until … after a ban, counts sanctions, and its buttons open the dialog with the type chosen', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  const player = { userId: freshUserId(), name: `${tag}_Player` };
  await ingest(request, 'players', [{ userId: player.userId, username: player.name, value: 10, bux: 1, level: 1, items: 1 }]);
  const token = (await asModerator(page, api, `/players/${player.userId}`)).token;
  const created = await request.post('/api/cases', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: `${tag} open case`, players: [player.userId] },
  });
  expect(created.status()).toBe(201);
  await page.reload();

  const record = page.getByRole('region', { name: 'Moderation record' });
  await expect(record.getByTestId('record-standing')).toHaveText('Not banned or muted');
  await expect(record.getByTestId('record-sanctions')).toHaveText('0 warnings · 0 mutes · 0 bans');
  await expect(record.getByTestId('record-cases').getByRole('link')).toHaveText(new RegExp(`^Case \\d+: ${tag} open case$`));
  await expect(page.getByTestId('banned-badge')).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
  for (const [button, type] of [
    ['Warn', 'Warning'],
    ['Mute', 'Mute'],
  ] as const) {
    await record.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog.getByRole('button', { name: type, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  await record.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Ban', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '7 days', exact: true }).click();
  await dialog.getByLabel('Reason (staff only)').fill(`${tag} scamming`);
  // The submit button names whom the ban will hit.
  await dialog.getByRole('button', { name: `Ban ${player.name}`, exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(record.getByTestId('record-standing')).toContainText(/^Banned until .+ · Reason: .+ scamming$/);
  await expect(record.getByTestId('record-sanctions')).toHaveText('0 warnings · 0 mutes · 1 ban');
  await expect(page.getByTestId('banned-badge')).toHaveText('Banned');
});

test('the timeline filter shows which kinds are shown: clicking a kind shows only it, and All shows every kind again', async ({ page, api, request }) => {
  test.setTimeout(90_000);
  const tag = newTag();
  const at = quietMoment();
  const player = { userId: freshUserId(), name: `${tag}_P` };
  const partner = { userId: freshUserId(), name: `${tag}_Q` };
  await ingest(request, 'chat', [{ userId: player.userId, name: player.name, message: `${tag} hello`, timestamp: new Date(at).toISOString() }]);
  await ingest(request, 'trades', [tradeBetween(player, partner, at, { Name: `${tag} Pebble`, Value: 10 }, { Name: `${tag} Rock`, Value: 12 })]);
  await asModerator(page, api, `/players/${player.userId}`);
  const items = page.getByTestId('timeline-item');
  const filter = page.getByRole('group', { name: 'Show' });
  const kind = (name: string) => filter.getByRole('button', { name, exact: true });
  await expect(items).toHaveCount(2);
  await expect(kind('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(kind('Trades')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('kinds-shown')).toHaveText('Showing every kind. Click a kind to show only that kind.');

  await kind('Trades').click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-kind', 'trade');
  await expect(kind('Trades')).toHaveAttribute('aria-pressed', 'true');
  await expect(kind('All')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('kinds-shown')).toHaveText('Showing trades only. Click a kind to add or remove it.');

  await kind('Chat').click();
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('kinds-shown')).toHaveText('Showing chat and trades. Click a kind to add or remove it.');
  await kind('Trades').click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-kind', 'chat');

  await kind('All').click();
  await expect(items).toHaveCount(2);
  await expect(kind('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`/players/${player.userId}$`));
});
