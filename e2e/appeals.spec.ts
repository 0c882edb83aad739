// Appeals end to end: a moderator bans a player; the player, on a phone in light and in dark, opens
// the public appeal page, types the code loosely, reads the ban in plain words and appeals; another
// staff member, a reviewer who may ban, finds the appeal by the player's name and id and lifts the
// ban with an answer; the player reloads the page and reads it. The page loads nothing of the staff
// app and breaks none of its policy.
import { expect, openWithToken, sidebar, test } from './fixtures';
import { banPlayer, playerPhone, typedLoosely } from './appeal-helpers';
import { asModerator, freshUserId } from './moderator-helpers';
import { ingest } from './seed';

for (const theme of ['light', 'dark'] as const) {
  test(`a player appeals a ban on a phone (${theme}) and a second moderator lifts it`, async ({ browser, baseURL, api, request, page }) => {
    test.setTimeout(90_000);
    const moderator = await api.createUser({ role: 'user', permissions: ['ban_players'] });
    const player = await banPlayer(request, await api.tokenFor(moderator));

    // The player, on their phone.
    const phone = await playerPhone(browser, baseURL, theme);
    const mobile = await phone.newPage();
    const scripts: string[] = [];
    const violations: string[] = [];
    mobile.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    mobile.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await mobile.goto('/appeal');
    await expect(mobile.getByRole('heading', { level: 1, name: 'Appeal a mute or ban' })).toBeVisible();
    await mobile.getByRole('textbox', { name: 'Appeal code' }).fill(typedLoosely(player.appealCode));
    await mobile.getByRole('button', { name: 'Look up' }).click();
    await expect(mobile.getByTestId('appeal-sanction-words')).toHaveText(/^You are banned from the game until \d{1,2} \w+ \d{4}, \d{2}:\d{2}\sUTC\.$/);
    await expect(mobile.getByText('Scamming other players')).toBeVisible();
    await expect(mobile.getByTestId('appeal-sanction-active')).toHaveText('Still in force');
    // Nothing scrolls sideways on a 390 px phone.
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const text = mobile.getByRole('textbox', { name: /Your appeal/ });
    await text.fill('I sent my half of the trade first; the logs will show it.');
    await expect(mobile.getByTestId('appeal-count')).toHaveText('57 / 2,000');
    await mobile.getByRole('textbox', { name: /How to reach you/ }).fill('appealer#0001');
    await mobile.getByRole('button', { name: 'Send appeal' }).click();
    await expect(mobile.getByTestId('appeal-sent')).toBeVisible();
    await expect(mobile.getByTestId('appeal-status')).toHaveText('Waiting for a moderator. You will see the answer here.');
    // Only the page's own scripts, from this server, none of the staff app's screens, and no policy broken.
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) expect(url.startsWith(baseURL ?? '')).toBe(true);
    // The staff app's entry (assets/main-*.js, with its router and API client) is never among them.
    expect(scripts.filter((url) => /\/assets\/main-[^/]*\.js$/.test(url))).toEqual([]);
    expect(scripts.some((url) => /\/assets\/appeal-[^/]*\.js$/.test(url))).toBe(true);
    expect(violations).toEqual([]);

    // A different staff member reviews it: they may review appeals and ban.
    const reviewer = await api.createUser({ role: 'user', permissions: ['review_appeals', 'ban_players'] });
    await openWithToken(page, await api.tokenFor(reviewer), '/appeals');
    await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible({ timeout: 30_000 });
    await expect(sidebar(page).getByTestId('open-appeals-count')).toBeVisible();
    const item = page.getByTestId('appeal-item').filter({ hasText: player.name });
    await expect(item.getByTestId('appeal-player')).toContainText(`${player.name}ID ${player.userId}`);
    await expect(item.getByRole('link', { name: player.name })).toHaveAttribute('href', `/players/${player.userId}`);
    await expect(item.getByTestId('appeal-text')).toHaveText('I sent my half of the trade first; the logs will show it.');
    await item.getByRole('button', { name: `Review: ${player.name}` }).click();
    const panel = page.getByTestId('appeal-panel');
    await expect(panel.getByTestId('appeal-history-item')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Decide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide the appeal' });
    await dialog.getByRole('radio', { name: 'Lift' }).check();
    await expect(dialog.getByTestId('decide-question')).toHaveText(`Lift the ban of ${player.name} (${player.userId})?`);
    await dialog.getByRole('textbox', { name: /Answer to the player/ }).fill('The trade logs show you sent first. The ban is lifted.');
    await dialog.getByRole('textbox', { name: /Private note/ }).fill('Reporter had it backwards.');
    await dialog.getByRole('button', { name: 'Lift' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('appeal-status')).toHaveText('Lifted');

    // The player comes back to the page.
    await mobile.reload();
    await expect(mobile.getByTestId('appeal-status')).toHaveText('Your appeal was accepted: the sanction was lifted.');
    await expect(mobile.getByTestId('appeal-answer')).toHaveText('The trade logs show you sent first. The ban is lifted.');
    await expect(mobile.getByTestId('appeal-sanction-active')).toHaveText('No longer in force');
    await phone.close();
  });
}

test('the issuer of a ban may not decide its appeal, and the sanction row links to it', async ({ browser, baseURL, api, request, page }) => {
  test.setTimeout(60_000);
  const issuer = await api.createUser({ role: 'user', permissions: ['ban_players', 'review_appeals'] });
  const token = await api.tokenFor(issuer);
  const player = await banPlayer(request, token, 'Issued');
  const phone = await playerPhone(browser, baseURL, 'light');
  const res = await phone.request.post('/api/appeals', { data: { code: player.appealCode, text: 'Please look at this ban again, I think it was a mistake.' } });
  expect(res.status()).toBe(201);
  await phone.close();

  await openWithToken(page, token, `/players/${player.userId}`);
  const chip = page.getByTestId('sanction-item').getByTestId('appeal-chip');
  await expect(chip).toHaveText('Appeal open');
  await expect(page.getByTestId('sanction-item').getByTestId('appeal-code')).toHaveText(player.appealCode);
  await chip.click();
  const panel = page.getByTestId('appeal-panel');
  await expect(panel.getByRole('button', { name: 'Decide' })).toBeDisabled();
  await expect(panel.getByTestId('appeal-why-not-decide')).toHaveText('You issued this sanction: another moderator must decide this appeal.');
});

test('a mute issued with "Can be appealed" unticked gets no appeal code; one issued as usual shows its code', async ({ page, api, request }) => {
  test.setTimeout(60_000);
  const userId = freshUserId();
  const name = `Unappealable${userId % 10_000}`;
  await ingest(request, 'players', [{ userId, username: name, value: 10, bux: 1, level: 1, items: 1 }]);
  await asModerator(page, api, `/players/${userId}`);
  const issue = async (appealable: boolean) => {
    await page.getByRole('button', { name: 'Issue sanction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
    await dialog.getByRole('button', { name: 'Mute', exact: true }).click();
    const box = dialog.getByRole('checkbox', { name: 'Can be appealed' });
    await expect(box).toBeChecked();
    if (!appealable) await box.uncheck();
    await dialog.getByLabel('Reason (staff only)').fill(appealable ? 'Spam, appealable' : 'Slurs, not appealable');
    await dialog.getByRole('button', { name: `Mute ${name}` }).click();
    await expect(dialog).toBeHidden();
  };
  await issue(false);
  const unappealable = page.getByTestId('sanction-item').filter({ hasText: 'Slurs, not appealable' });
  await expect(unappealable).toBeVisible();
  await expect(unappealable.getByTestId('appeal-code')).toHaveCount(0);
  // Revoked, so that a second mute may be issued.
  await unappealable.getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog');
  await revoke.getByRole('textbox').fill('Issued to test the appeal code');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(revoke).toBeHidden();
  await issue(true);
  await expect(page.getByTestId('sanction-item').filter({ hasText: 'Spam, appealable' }).getByTestId('appeal-code')).toHaveText(
    /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  );
});
