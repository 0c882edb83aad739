// Screenshots of the moderation workbench (Cases, one case, Sanctions, the player page's record, Notes
// and Sanctions panels, the sanction dialog suggesting a reason's next step), light and dark, 1280 and
// 390 px wide, into docs/screenshots/. Each run seeds its own player, case and sanction reason through the API.
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { fullPageShots, OUT, THEMES, VIEWPORTS } from './shots';
import { expect, openWithToken, test } from '../fixtures';
import { ingest } from '../seed';
import { readState } from '../state';

const item = (Name: string, AssetId: number, AveragePrice: number) => ({ Name, AssetId, AveragePrice, Type: 'Limited' });

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'patch', path: string, data?: object): Promise<T> {
  let res = await request[method](`${readState().baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  // A search whose total is still being counted answers 503 with Retry-After: ask again, as the web app does.
  for (let i = 0; i < 20 && method === 'get' && res.status() === 503; i += 1) {
    await new Promise((r) => setTimeout(r, 1000));
    res = await request[method](`${readState().baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  }
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function seed(request: APIRequestContext, token: string, n: string) {
  const suspect = { userId: 720_000_000 + Number(n), name: `Vesper${n}` };
  const victim = { userId: 730_000_000 + Number(n), name: `Quill${n}` };
  const at = (minutes: number) => new Date(Date.UTC(2024, 5, 14, 20) - minutes * 60_000).toISOString();
  await ingest(request, 'players', [{ userId: suspect.userId, username: suspect.name, value: 92_000, bux: 4_100, level: 22, items: 31 }]);
  await ingest(request, 'chat', [
    { userId: suspect.userId, name: suspect.name, message: `send the katana first, ${victim.name}, I always pay back`, timestamp: at(60) },
    { userId: victim.userId, name: victim.name, message: 'ok sending now', timestamp: at(58) },
  ]);
  await ingest(request, 'trades', [
    {
      date: at(50),
      sender: victim.name,
      senderId: victim.userId,
      receiver: suspect.name,
      receiverId: suspect.userId,
      sentItems: { items: [item('Shadow Katana', 2106, 52_000)] },
      receivedItems: { items: [item('Paper Hat', 2122, 40)] },
    },
  ]);
  const chat = await call<{ data: { _id: string; userId: number }[] }>(
    request,
    token,
    'get',
    `/api/chat?search=${encodeURIComponent(`katana first, ${victim.name}`)}`,
  );
  const trades = await call<{ data: { _id: string }[] }>(request, token, 'get', `/api/trades?search=${suspect.name}`);
  const created = await call<{ case: { _id: string } }>(request, token, 'post', '/api/cases', {
    title: `${suspect.name} asks for items first and keeps them`,
    players: [suspect.userId, victim.userId],
    summary: 'Asked the victim to send a Shadow Katana first, then traded back a Paper Hat. Two more reports in Discord.',
  });
  const id = created.case._id;
  await call(request, token, 'post', `/api/cases/${id}/evidence`, { kind: 'chat', id: chat.data[0]!._id, note: 'The ask, two minutes before the trade.' });
  await call(request, token, 'post', `/api/cases/${id}/evidence`, { kind: 'trade', id: trades.data[0]!._id });
  await call(request, token, 'post', `/api/cases/${id}/comments`, { text: 'Victim confirmed in a ticket. Issuing a ban.' });
  await call(request, token, 'patch', `/api/cases/${id}`, { status: 'investigating' });
  await call(request, token, 'post', `/api/players/${suspect.userId}/notes`, { text: 'Third report this month; always asks to be sent first.' });
  await call(request, token, 'post', `/api/players/${suspect.userId}/sanctions`, {
    type: 'warn',
    reason: 'Begging in trade chat',
    publicReason: 'Please do not beg for items.',
  });
  await call(request, token, 'post', `/api/players/${suspect.userId}/sanctions`, {
    type: 'ban',
    reason: 'Scam: Shadow Katana taken for a Paper Hat',
    publicReason: 'Scamming other players',
    durationSeconds: null,
    caseId: id,
  });
  return { suspect, caseId: id };
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`moderation screens at ${viewport.width} px, ${theme}`, async ({ page, api, request }) => {
      test.setTimeout(120_000);
      const n = String(randomInt(10_000, 99_999));
      const moderator = await api.createUser({ role: 'user', permissions: ['ban_players'], displayName: 'Jordan Rivera' });
      const token = await api.tokenFor(moderator);
      const { suspect, caseId } = await seed(request, token, n);
      // A sanction reason with a ladder, so the dialog suggests the next step (administrators define them).
      const adminHeaders = { Authorization: `Bearer ${await api.adminToken()}` };
      const created = await request.post(`${readState().baseURL}/api/sanction-presets`, {
        headers: adminHeaders,
        data: {
          name: `Scamming ${n}`,
          publicReason: 'Scamming other players',
          privateReason: 'Took items without paying',
          steps: [{ type: 'warn' }, { type: 'ban', durationSeconds: 7 * 86_400 }, { type: 'ban', durationSeconds: null }],
        },
      });
      expect(created.status()).toBe(201);
      await call(request, token, 'patch', `/api/cases/${caseId}`, { assignee: moderator.id });
      const shot = await fullPageShots(page, viewport, theme);

      await openWithToken(page, token, `/cases?search=Vesper${n}`);
      await expect(page.getByTestId('case-row')).toHaveCount(1);
      await shot('cases');

      await page.goto(`/cases/${caseId}`);
      await expect(page.getByTestId('evidence-item')).toHaveCount(2);
      // The case lists the ban issued for it, once the fake Open Cloud has taken it.
      const caseBan = page.getByRole('region', { name: 'Sanctions' }).getByTestId('sanction-item');
      await expect(caseBan).toHaveCount(1);
      await expect(caseBan.getByTestId('enforcement')).toHaveAttribute('data-state', 'applied', { timeout: 20_000 });
      await shot('case');

      await page.goto(`/sanctions?player=${suspect.userId}`);
      await expect(page.getByTestId('sanction-item')).toHaveCount(2);
      await shot('sanctions');

      await page.goto(`/players/${suspect.userId}`);
      await expect(page.getByRole('region', { name: 'Notes' }).getByTestId('note-item')).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Sanctions' }).getByTestId('sanction-item')).toHaveCount(2);
      await shot('player-moderation');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(OUT, `player-record-${viewport.width}-${theme}.png`), animations: 'disabled' });

      // The record's Warn opens the dialog naming its target; a reason suggests its next step.
      await page.getByRole('region', { name: 'Moderation record' }).getByRole('button', { name: 'Warn', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue a sanction' });
      await dialog.getByLabel('Reason', { exact: true }).selectOption({ label: `Scamming ${n}` });
      await expect(dialog.getByText('Suggested:')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `sanction-dialog-${viewport.width}-${theme}.png`), animations: 'disabled' });
    });
  }
}
