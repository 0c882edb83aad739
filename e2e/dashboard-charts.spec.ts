// The dashboard's Activity charts against the real server: chat and trades seeded through ingest in
// the last hours, the events chart drawn with a line per log the staff member may view, and its
// table's day totals equal to the hours /api/stats/activity answered the page.
import { randomBytes } from 'node:crypto';
import type { ActivityResponse } from '@staff-console/domain';
import { expect, openWithToken, test } from './fixtures';
import { ingest } from './seed';

// Each hour's US Eastern day as the table writes it ('Nov 26, 2026'): the default time zone.
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' });

test("the dashboard charts the last 14 days' events per hour, its table adding up each day's hours", async ({ page, api, request }) => {
  const tag = `dc${randomBytes(3).toString('hex')}`;
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await ingest(
    request,
    'chat',
    [5, 6, 7, 65].map((m, i) => ({ userId: 73_000_000 + i, name: `${tag}_Chatter`, message: `${tag} line ${i}`, timestamp: at(m) })),
  );
  await ingest(request, 'trades', [
    {
      date: at(30),
      sender: `${tag}_A`,
      senderId: 73_100_001,
      receiver: `${tag}_B`,
      receiverId: 73_100_002,
      sentItems: { items: [] },
      receivedItems: { items: [] },
    },
  ]);
  // Chat and trades, not the marketplace: no Purchases line or column.
  const viewer = await api.createUser({ role: 'guest', permissions: ['view_chat', 'view_trades'] });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stats/activity');
  await openWithToken(page, await api.tokenFor(viewer), '/');
  const body = (await (await answered).json()) as ActivityResponse;

  const events = page.getByRole('figure', { name: 'Events per hour' });
  await expect(events.locator('svg').first()).toBeVisible();
  await expect(events.getByText('Chat messages', { exact: true })).toBeVisible();
  await expect(events.getByText('Trades', { exact: true })).toBeVisible();
  await expect(events.getByText('Purchases', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('figure', { name: 'Alerts per day' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the alerts inbox' })).toHaveAttribute('href', '/alerts');

  expect(body.hours).toHaveLength(14 * 24);
  expect(body.hours.every((h) => h.purchases === undefined)).toBe(true);
  const totals = new Map<string, { chat: number; trades: number }>();
  for (const h of body.hours) {
    const day = DAY.format(new Date(h.hour));
    const t = totals.get(day) ?? { chat: 0, trades: 0 };
    totals.set(day, { chat: t.chat + (h.chat ?? 0), trades: t.trades + (h.trades ?? 0) });
  }
  const recent = body.hours.slice(-3);
  expect(recent.reduce((n, h) => n + (h.chat ?? 0), 0)).toBeGreaterThanOrEqual(4);
  expect(recent.reduce((n, h) => n + (h.trades ?? 0), 0)).toBeGreaterThanOrEqual(1);

  await events.getByRole('button', { name: 'Show as table' }).click();
  const table = events.getByRole('table', { name: 'Events per hour' });
  await expect(table.locator('thead th')).toHaveText(['Day', 'Chat messages', 'Trades']);
  const n = (v: number) => v.toLocaleString('en-US');
  await expect(table.locator('tbody tr')).toHaveText([...totals].map(([day, t]) => new RegExp(`^${day}${n(t.chat)}${n(t.trades)}$`)));
});
