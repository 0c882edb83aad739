// Screenshots of appeals: the players' appeal page with a ban looked up (and another player's page
// once their appeal was answered), and the reviewers' queue with an appeal open beside it; light and
// dark, 1280 and 390 px wide, into docs/screenshots/. Each run bans its own players.
import { join } from 'node:path';
import { banPlayer, typedLoosely } from '../appeal-helpers';
import { expect, openWithToken, test } from '../fixtures';
import { fullPageShots, OUT, THEMES, VIEWPORTS } from './shots';

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`appeals screens at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(120_000);
      const moderator = await api.createUser({ role: 'user', permissions: ['ban_players'], displayName: 'Jordan Rivera' });
      const modToken = await api.tokenFor(moderator);
      const fresh = await banPlayer(request, modToken, 'Vesper');
      const answered = await banPlayer(request, modToken, 'Quill');
      const waiting = await banPlayer(request, modToken, 'Marlow');
      const address = `203.0.113.${viewport.width === 390 ? 10 : 20}${theme === 'dark' ? 1 : 2}`;
      const appeal = async (code: string, text: string) => {
        const res = await request.post('/api/appeals', { headers: { 'X-Forwarded-For': address }, data: { code, text, contact: 'discord: quill_trades' } });
        expect(res.status()).toBe(201);
      };
      await appeal(answered.appealCode, 'I sent the Shadow Katana first and got nothing back; I was the one scammed, not the other way round.');
      await appeal(waiting.appealCode, 'My little brother used my account that day. I have changed my password since.');

      const reviewer = await api.createUser({ role: 'user', permissions: ['review_appeals', 'ban_players'], displayName: 'Sam Okafor' });
      const token = await api.tokenFor(reviewer);
      const list = await request.get('/api/appeals?status=open&limit=200', { headers: { Authorization: `Bearer ${token}` } });
      const open = ((await list.json()) as { appeals: { _id: string; userId: number }[] }).appeals;
      const answeredId = open.find((a) => a.userId === answered.userId)?._id ?? '';
      const decided = await request.post(`/api/appeals/${answeredId}/decide`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { decision: 'reduced', durationSeconds: 86_400, publicAnswer: 'The trade logs back you up in part: the ban now ends a day after it began.' },
      });
      expect(decided.ok()).toBe(true);

      const shot = await fullPageShots(page, viewport, theme);
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
      // The players' page: a ban looked up, with the appeal form.
      await page.goto('/appeal');
      await page.getByRole('textbox', { name: 'Appeal code' }).fill(typedLoosely(fresh.appealCode));
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect(page.getByRole('button', { name: 'Send appeal' })).toBeVisible();
      await page.getByRole('textbox', { name: /Your appeal/ }).fill('I never asked anyone to send first. Please look at the trade logs from that day.');
      await shot('appeal');
      // Another player's page once their appeal was answered.
      await page.getByRole('button', { name: 'Use another code' }).click();
      await page.getByRole('textbox', { name: 'Appeal code' }).fill(answered.appealCode);
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect(page.getByTestId('appeal-answer')).toBeVisible();
      await shot('appeal-answered');

      // The reviewers' queue, and an appeal open beside it.
      await page.setExtraHTTPHeaders({});
      await openWithToken(page, token, '/appeals');
      await expect(page.getByTestId('appeal-item').filter({ hasText: waiting.name })).toBeVisible({ timeout: 30_000 });
      await shot('appeals');
      await page
        .getByTestId('appeal-item')
        .filter({ hasText: waiting.name })
        .getByRole('button', { name: /^Review/ })
        .click();
      await expect(page.getByTestId('appeal-panel').getByTestId('appeal-history-item')).toHaveCount(1);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `appeals-panel-${viewport.width}-${theme}.png`), animations: 'disabled' });
      await page.getByTestId('appeal-panel').getByRole('button', { name: 'Decide' }).click();
      await page.getByRole('dialog', { name: 'Decide the appeal' }).getByRole('radio', { name: 'Reduce' }).check();
      await page.getByRole('dialog', { name: 'Decide the appeal' }).getByRole('button', { name: '1 day' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `appeals-decide-${viewport.width}-${theme}.png`), animations: 'disabled' });
    });
  }
}
