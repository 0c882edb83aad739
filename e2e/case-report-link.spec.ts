// A case in the browser, bounded: the report opens in a new page that is the server's own answer
// (not a blob the app built), with the report's strict Content-Security-Policy; the history and the
// evidence show their latest page with counts, and 'Show older' / 'Show more evidence' bring the rest.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openWithToken, test } from './fixtures';
import { freshUserId, quietMomentIn } from './moderator-helpers';
import { ingest } from './seed';

const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

async function call(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object) {
  const res = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/** A case with `comments` comments and `evidence` chat lines as evidence, made by a moderator through the API. */
async function seedCase(request: APIRequestContext, token: string, comments: number, evidence: number) {
  const tag = `rl${randomBytes(3).toString('hex')}`;
  const player = { userId: freshUserId(), name: `${tag}_Spammer` };
  const at = quietMomentIn(2019);
  await ingest(request, 'players', [{ userId: player.userId, username: player.name, value: 10, bux: 1, level: 1, items: 1 }]);
  if (evidence > 0)
    await ingest(
      request,
      'chat',
      Array.from({ length: evidence }, (_, i) => ({
        userId: player.userId,
        name: player.name,
        message: `${tag} spam line ${i}`,
        timestamp: new Date(at + i * 1000).toISOString(),
      })),
    );
  const created = (await call(request, token, 'post', '/api/cases', { title: `${tag} Spam wave`, players: [player.userId] })) as {
    case: { _id: string; number: number };
  };
  const caseId = created.case._id;
  for (let i = 0; i < comments; i++) await call(request, token, 'post', `/api/cases/${caseId}/comments`, { text: `${tag} note ${i}` });
  if (evidence > 0) {
    const chat = (await call(request, token, 'get', `/api/chat?search=${tag}&limit=${evidence}`)) as { data: { _id: string }[] };
    for (const row of chat.data) await call(request, token, 'post', `/api/cases/${caseId}/evidence`, { kind: 'chat', id: row._id });
  }
  return { tag, caseId, number: created.case.number };
}

async function shots(page: Page, name: string) {
  const dir = process.env.CASE_SHOTS;
  if (!dir) return;
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((t) => localStorage.setItem('themeMode', t), theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId(name).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png` });
    }
  }
}

test('the case report opens in a new page served by the server with its strict policy', async ({ page, api, request }) => {
  test.setTimeout(60_000);
  const moderator = await api.createUser({ role: 'user', permissions: ['moderate'] });
  const { tag, caseId, number } = await seedCase(request, await api.tokenFor(moderator), 1, 0);
  // A view-only member of staff opens the report.
  const viewer = await api.createUser({ role: 'guest', permissions: ['view_moderation'] });
  await openWithToken(page, await api.tokenFor(viewer), `/cases/${caseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${tag} Spam wave`, { timeout: 30_000 });
  const served = page.context().waitForEvent('response', (r) => /\/api\/cases\/[0-9a-f]{24}\/report\/[A-Za-z0-9_-]{43}$/.test(r.url()));
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open report' }).click();
  const report = await opened;
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toBe(REPORT_CSP);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(report.getByRole('heading', { level: 1 })).toHaveText(`Case ${number}: ${tag} Spam wave`);
  expect(report.url()).toBe(response.url());
  expect(report.url()).toMatch(new RegExp(`/api/cases/${caseId}/report/`));
  // The link was single-use: opening it again shows nothing of the case.
  const again = await request.get(report.url());
  expect(again.status()).toBe(404);
  expect(await again.text()).not.toContain(tag);
});

test('the history and the evidence show their latest page with counts, and the rest on request', async ({ page, api, request }) => {
  test.setTimeout(180_000);
  const moderator = await api.createUser({ role: 'user', permissions: ['moderate'] });
  const token = await api.tokenFor(moderator);
  const { tag, caseId } = await seedCase(request, token, 55, 52);
  await openWithToken(page, token, `/cases/${caseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${tag} Spam wave`, { timeout: 30_000 });

  const history = page.getByRole('region', { name: 'Comments and history' });
  // 1 opening, 55 comments, 52 evidence additions.
  await expect(history.getByTestId('history-more')).toContainText('Showing the latest 50 of 108 entries');
  await expect(history.getByTestId('activity-item')).toHaveCount(50);
  const evidence = page.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByTestId('evidence-more')).toContainText('Showing the latest 50 of 52 items added');
  await shots(page, 'history-more');

  await history.getByRole('button', { name: 'Show older' }).click();
  await expect(history.getByTestId('history-more')).toContainText('Showing the latest 100 of 108 entries');
  await history.getByRole('button', { name: 'Show older' }).click();
  await expect(history.getByTestId('activity-item')).toHaveCount(108);
  await expect(history.getByTestId('history-more')).toHaveCount(0);
  await expect(history.getByTestId('activity-item').first()).toHaveAttribute('data-type', 'created');
  await expect(history.getByTestId('activity-item').nth(1)).toContainText(`${tag} note 0`);

  await evidence.getByRole('button', { name: 'Show more evidence' }).click();
  await expect(evidence.getByTestId('evidence-more')).toHaveCount(0);
  await expect(evidence.getByText(`${tag} spam line 0`, { exact: true })).toBeVisible();

  // A new comment appears at the end, and the count follows.
  await history.getByRole('textbox', { name: 'Comment' }).fill(`${tag} the newest`);
  await history.getByRole('button', { name: 'Add comment' }).click();
  await expect(history.getByTestId('activity-item').last()).toContainText(`${tag} the newest`);
  await expect(history.getByTestId('activity-item')).toHaveCount(109);
});
