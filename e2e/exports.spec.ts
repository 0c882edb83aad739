// CSV export (docs/RULES.md, "Investigation") against the real server: Chat Logs' Export CSV downloads every message of
// the current search (not just the page on screen), escaped, with formula-leading text neutralised.
// The database is shared by every spec, so the test seeds its own uniquely tagged messages.
import { readFile } from 'node:fs/promises';
import { parseCsv } from '@staff-console/domain';
import { expect, openWithToken, test, uniqueName } from './fixtures';
import { ingest } from './seed';

const tag = () => uniqueName('export').replace(/-/g, '');
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

test('Export CSV on Chat Logs downloads the whole search, escaped and neutralised', async ({ page, api, request }) => {
  const t = tag();
  const userId = 55_000_001;
  // 130 plain messages (more than the screen's 100 a page), then the awkward ones, newest last.
  const plain = Array.from({ length: 130 }, (_, i) => ({ userId, name: 'Bulk', message: `${t} line ${i}`, timestamp: secondsAgo(600 - i) }));
  const awkward = [
    { userId: userId + 1, name: 'たけし', message: `${t} hello, "friend"`, timestamp: secondsAgo(60) },
    { userId: userId + 2, name: '=Evil', message: `=HYPERLINK("http://x","${t}")`, timestamp: secondsAgo(50) },
    { userId: userId + 3, name: 'Żaneta_PL', message: `-200 ${t}\nsecond line`, timestamp: secondsAgo(40) },
    { userId: userId + 3, name: 'Żaneta_PL', message: '###', timestamp: secondsAgo(30) },
  ];
  const { accepted } = await ingest(request, 'chat', [...plain, ...awkward]);
  expect(accepted).toBe(plain.length + awkward.length);

  const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(viewer), '/chats');
  await page.getByPlaceholder('Search by player name or message content').fill(t);
  await page.getByPlaceholder('Search by player name or message content').press('Enter');
  await expect(page.getByTestId('chat-count')).toContainText('133');
  await expect(page.getByTestId('chat-row')).toHaveCount(100);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^chat-logs-\d{8}-\d{6}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);

  const [header, ...records] = parseCsv(text);
  expect(header).toEqual(['Time', 'User ID', 'Player', 'Message', 'Translated Text', 'Filter Warning', 'ID', 'Server', 'Place']);
  // Every match (the hidden '###' is not one), newest first, across the screen's page boundary.
  expect(records).toHaveLength(133);
  expect(records.slice(0, 3).map((r) => [r[1], r[2], r[3]])).toEqual([
    [String(userId + 3), 'Żaneta_PL', `'-200 ${t}\nsecond line`],
    [String(userId + 2), "'=Evil", `'=HYPERLINK("http://x","${t}")`],
    [String(userId + 1), 'たけし', `${t} hello, "friend"`],
  ]);
  expect(records.slice(3).map((r) => r[3])).toEqual(plain.map((m) => m.message).reverse());
  // The message before the hidden one is marked, as on the screen.
  expect(records[0]![5]).toBe('yes');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
