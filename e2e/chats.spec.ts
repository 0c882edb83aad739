// Chat Logs (docs/RULES.md, "Screens and routes") against the real server: messages are seeded through the
// ingest API, avatars come from the fake game platform and translations from the fake LibreTranslate.
// The database is shared by every spec, so each test seeds its own uniquely tagged messages and
// searches for its tag, which keeps the counts exact.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { formatTimestamp } from '@staff-console/domain';
import type { Api } from './fixtures';
import { expect, openWithToken, test, uniqueName } from './fixtures';
import { ingest, setPlatformMode } from './seed';

interface ChatEvent {
  userId: number;
  name: string;
  message: string;
  timestamp: string;
}

/** A tag that is one search term: letters and digits only. */
const tag = () => uniqueName('chat').replace(/-/g, '');

/** A platform user id no other test uses; `last` is its last digit (0 = unknown to the fake platform). */
const freshUserId = (last: number) => Math.floor(10_000_000 + Math.random() * 80_000_000) * 10 + last;

const isChatList = (url: URL) => url.pathname === '/api/chat';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function seed(request: APIRequestContext, events: ChatEvent[]) {
  const { accepted } = await ingest(request, 'chat', events);
  expect(accepted).toBe(events.length);
}

/** Signs in a staff user who may view chat logs, and opens `path`. */
async function openChats(page: Page, api: Api, path = '/chats') {
  const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(viewer), path);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Logs' })).toBeVisible();
}

const searchBox = (page: Page) => page.getByPlaceholder('Search by player name or message content');
const rows = (page: Page) => page.getByTestId('chat-row');
const count = (page: Page) => page.getByTestId('chat-count');
/** A Chat Logs list request for this search (the histogram above the list asks with the same search). */
const listRequestFor = (search: string) => (r: Request) => {
  const url = new URL(r.url());
  return url.pathname === '/api/chat' && url.searchParams.get('search') === search;
};

const chatRequests = (page: Page) => {
  const seen: URL[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/chat') seen.push(url);
  });
  return seen;
};

test('loading skeleton, then the rows with avatar, name, message and Eastern timestamp', async ({ page, api, request }) => {
  const t = tag();
  const at = minutesAgo(5);
  await seed(request, [
    { userId: freshUserId(1), name: `Ava${t}`, message: `good morning ${t}`, timestamp: at },
    { userId: freshUserId(2), name: 'Bram', message: `trade anyone? ${t}`, timestamp: minutesAgo(4) },
  ]);
  // Hold every chat answer for 1.5 s so the loading state can be seen.
  await page.route(isChatList, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await openChats(page, api, `/chats?search=${t}`);
  await expect(page.getByTestId('chat-skeleton').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading chat logs' })).toBeVisible();

  await expect(count(page)).toHaveText('Showing 2 of 2 chat messages');
  await expect(page.getByTestId('chat-skeleton')).toHaveCount(0);
  await expect(rows(page).getByTestId('chat-name')).toHaveText(['Bram', `Ava${t}`]); // newest first
  const ava = rows(page).nth(1);
  await expect(ava.getByTestId('chat-message')).toHaveText(`good morning ${t}`);
  await expect(ava.getByTestId('chat-time')).toHaveText(formatTimestamp(at));
  await expect(ava.getByTestId('chat-time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} [AP]M E[SD]T$/);
  await expect(ava.getByRole('img', { name: `Avatar of Ava${t}` })).toBeVisible();
});

test('error state with Retry, and the empty state', async ({ page, api, request }) => {
  const t = tag();
  await seed(request, [{ userId: freshUserId(3), name: 'Cleo', message: `still here ${t}`, timestamp: minutesAgo(3) }]);
  await page.route(isChatList, (route) => route.abort('failed'));
  await openChats(page, api, `/chats?search=${t}`);
  await expect(page.getByText('Failed to load chat logs. Please try again later.')).toBeVisible();

  await page.unroute(isChatList);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(count(page)).toHaveText('Showing 1 of 1 chat messages');
  await expect(rows(page)).toHaveCount(1);

  await searchBox(page).fill(`nothing matches ${t}`);
  await searchBox(page).press('Enter');
  await expect(page.getByText('No chat logs found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or check back later for new messages.')).toBeVisible();
  await expect(count(page)).toHaveText('Showing 0 of 0 chat messages');
});

test('a debounced search narrows the list; 1–2 characters only show the message; Enter searches at once', async ({ page, api, request }) => {
  const t = tag();
  await seed(request, [
    { userId: freshUserId(4), name: 'Dana', message: `${t} apples for sale`, timestamp: minutesAgo(9) },
    { userId: freshUserId(5), name: 'Eli', message: `${t} apples wanted`, timestamp: minutesAgo(8) },
    { userId: freshUserId(6), name: 'Fay', message: `${t} bananas`, timestamp: minutesAgo(7) },
  ]);
  // A page clock that the test can stop (it runs normally until then).
  await page.clock.install();
  await openChats(page, api, `/chats?search=${t}`);
  await expect(count(page)).toHaveText('Showing 3 of 3 chat messages');
  await expect(searchBox(page)).toHaveValue(t);
  const requests = chatRequests(page);

  // The page's clock is stopped, so the 800 ms pause is measured exactly, however busy the machine
  // (stopped 2 s ahead of the page's time: a slow machine may take longer than that to get there).
  const pauseClock = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await pauseClock();
  const searchedFor = (term: string) => requests.filter((u) => u.searchParams.get('search') === term);

  // Typing waits 800 ms after the last keystroke before it searches.
  await searchBox(page).fill(`${t} app`);
  await page.clock.runFor(500);
  await searchBox(page).fill(`${t} apples`);
  await page.clock.runFor(799);
  await page.waitForTimeout(500);
  expect(searchedFor(`${t} app`)).toHaveLength(0);
  expect(searchedFor(`${t} apples`)).toHaveLength(0);
  const searched = page.waitForRequest(listRequestFor(`${t} apples`));
  await page.clock.runFor(1);
  expect(new URL((await searched).url()).searchParams.get('page')).toBe('1');
  await page.clock.resume();
  await expect(count(page)).toHaveText('Showing 2 of 2 chat messages');
  await expect(rows(page).getByTestId('chat-name')).toHaveText(['Eli', 'Dana']);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${t}\\+apples`));
  expect(searchedFor(`${t} app`)).toHaveLength(0);

  // 1–2 characters: the sentence, and no query.
  const before = requests.length;
  await searchBox(page).fill('ap');
  await expect(page.getByText('Please enter at least 3 characters to search')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(requests.length).toBe(before);
  await expect(rows(page)).toHaveCount(2);

  // Enter does not wait for the pause: with the clock stopped, the pause never ends.
  await pauseClock();
  await searchBox(page).fill(`${t} bananas`);
  await expect(page.getByText('Please enter at least 3 characters to search')).toBeHidden();
  const entered = page.waitForRequest(listRequestFor(`${t} bananas`));
  await searchBox(page).press('Enter');
  await entered;
  await page.clock.resume();
  await expect(rows(page).getByTestId('chat-name')).toHaveText(['Fay']);
  await page.waitForTimeout(1000);
  expect(searchedFor(`${t} bananas`)).toHaveLength(1); // the pause that followed found nothing new

  // Clearing the box goes back to the whole log.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByText(/^Showing \d+ of [\d,]+ chat messages$/)).toBeVisible();
});

test('Custom Range: the dates are enabled only for it, bound the list, and survive a reload', async ({ page, api, request }) => {
  const t = tag();
  // Noon UTC keeps each message on its own calendar day in any browser time zone within ±11 h.
  await seed(request, [
    { userId: freshUserId(7), name: 'Gus', message: `${t} on the ninth`, timestamp: '2023-03-09T12:00:00.000Z' },
    { userId: freshUserId(8), name: 'Hal', message: `${t} on the tenth`, timestamp: '2023-03-10T12:00:00.000Z' },
    { userId: freshUserId(9), name: 'Ivy', message: `${t} on the eleventh`, timestamp: '2023-03-11T12:00:00.000Z' },
  ]);
  await openChats(page, api, `/chats?search=${t}`);
  await expect(count(page)).toHaveText('Showing 3 of 3 chat messages');
  const from = page.getByLabel('From Date');
  const to = page.getByLabel('To Date');
  await expect(from).toBeDisabled();
  await expect(to).toBeDisabled();

  const frame = page.getByRole('combobox', { name: 'Time Frame' });
  await expect(frame).toHaveText('All Time');
  await frame.click();
  await expect(page.getByRole('option')).toHaveText(['All Time', 'Today', 'Yesterday', 'Past Week', 'Past Month', 'Custom Range']);
  await page.getByRole('option', { name: 'Custom Range' }).click();
  await expect(from).toBeEnabled();
  await expect(to).toBeEnabled();

  // Each date is taken into the URL before the next is typed: a fill that lands while the list
  // re-renders for the previous one would otherwise be lost.
  await from.fill('2023-03-10');
  await expect(page).toHaveURL(/from=2023-03-10/);
  await expect(count(page)).toHaveText('Showing 2 of 2 chat messages');
  await to.fill('2023-03-10');
  await expect(to).toHaveValue('2023-03-10');
  await expect(count(page)).toHaveText('Showing 1 of 1 chat messages');
  await expect(rows(page).getByTestId('chat-name')).toHaveText(['Hal']);
  await expect(page).toHaveURL(new RegExp(`\\?search=${t}&frame=custom&from=2023-03-10&to=2023-03-10$`));

  await to.fill('2023-03-11');
  await expect(rows(page).getByTestId('chat-name')).toHaveText(['Ivy', 'Hal']);

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await expect(rows(page).getByTestId('chat-name')).toHaveText(['Ivy', 'Hal']);
  await expect(searchBox(page)).toHaveValue(t);
  await expect(page.getByRole('combobox', { name: 'Time Frame' })).toHaveText('Custom Range');
  await expect(page.getByLabel('From Date')).toHaveValue('2023-03-10');
  await expect(page.getByLabel('To Date')).toHaveValue('2023-03-11');

  // A preset clears the dates; these messages are older than a week.
  await page.getByRole('combobox', { name: 'Time Frame' }).click();
  await page.getByRole('option', { name: 'Past Week' }).click();
  await expect(page.getByLabel('From Date')).toHaveValue('');
  await expect(page.getByLabel('From Date')).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`\\?search=${t}&frame=week$`));
  await expect(page.getByText('No chat logs found')).toBeVisible();
});

test('paging with first and last buttons, kept in the URL', async ({ page, api, request }) => {
  const t = tag();
  const players = [freshUserId(1), freshUserId(2), freshUserId(3)];
  const start = Date.now() - 60 * 60_000;
  // 230 messages, one second apart: #1 is the oldest, #230 the newest.
  await seed(
    request,
    Array.from({ length: 230 }, (_, i) => ({
      userId: players[i % players.length]!,
      name: `Pager${i % players.length}`,
      message: `${t} message #${i + 1}`,
      timestamp: new Date(start + i * 1000).toISOString(),
    })),
  );
  await openChats(page, api, `/chats?search=${t}`);
  await expect(count(page)).toHaveText('Showing 100 of 230 chat messages');
  await expect(rows(page)).toHaveCount(100);
  await expect(rows(page).first().getByTestId('chat-message')).toHaveText(`${t} message #230`);
  const pager = page.getByRole('navigation', { name: 'Chat log pages' });
  await expect(pager.getByRole('button', { name: 'Go to first page' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Go to last page' }).click();
  await expect(count(page)).toHaveText('Showing 30 of 230 chat messages');
  await expect(rows(page).last().getByTestId('chat-message')).toHaveText(`${t} message #1`);
  await expect(page).toHaveURL(new RegExp(`\\?search=${t}&page=3$`));
  await expect(pager.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Go to last page' })).toBeDisabled();

  await page.reload();
  await expect(count(page)).toHaveText('Showing 30 of 230 chat messages');
  await expect(rows(page).first().getByTestId('chat-message')).toHaveText(`${t} message #30`);

  await page.getByRole('navigation', { name: 'Chat log pages' }).getByRole('button', { name: 'Go to page 2' }).click();
  await expect(rows(page).first().getByTestId('chat-message')).toHaveText(`${t} message #130`);
  await page.getByRole('navigation', { name: 'Chat log pages' }).getByRole('button', { name: 'Go to first page' }).click();
  await expect(count(page)).toHaveText('Showing 100 of 230 chat messages');
  await expect(rows(page).first().getByTestId('chat-message')).toHaveText(`${t} message #230`);
  await expect(page).toHaveURL(new RegExp(`\\?search=${t}$`));

  // Back goes to the page before.
  await page.goBack();
  await expect(rows(page).first().getByTestId('chat-message')).toHaveText(`${t} message #130`);
});

/** The avatar image of the row whose player is `name`, once it has loaded: its natural width and content type. */
async function avatarOf(page: Page, name: string, userId: number) {
  const img = rows(page).getByRole('img', { name: `Avatar of ${name}` });
  await expect(img).toHaveAttribute('src', `/api/proxy/roblox-avatar/${userId}`);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const type = await img.evaluate(async (el: HTMLImageElement) => (await fetch(el.src)).headers.get('content-type'));
  const box = await img.boundingBox();
  return { type, width: box?.width, height: box?.height };
}

test('avatars come from the game platform, with a placeholder when it cannot give one', async ({ page, api, request }) => {
  const t = tag();
  const known = freshUserId(7);
  const unknown = freshUserId(0); // the fake platform does not know ids ending in 0
  const broken = freshUserId(3);
  await seed(request, [
    { userId: known, name: 'Known', message: `${t} hi`, timestamp: minutesAgo(3) },
    { userId: unknown, name: 'nobody', message: `${t} hello`, timestamp: minutesAgo(2) },
  ]);

  await openChats(page, api, `/chats?search=${t}+hi`);
  await expect(rows(page)).toHaveCount(1);
  expect(await avatarOf(page, 'Known', known)).toEqual({ type: 'image/png', width: 40, height: 40 });

  await searchBox(page).fill(`${t} hello`);
  await searchBox(page).press('Enter');
  await expect(rows(page).getByTestId('chat-name')).toHaveText(['nobody']);
  expect(await avatarOf(page, 'nobody', unknown)).toEqual({ type: 'image/svg+xml; charset=utf-8', width: 40, height: 40 });

  await setPlatformMode(request, 'fail');
  try {
    // Stored only now: had it been on the page before (the unfiltered list can show it for a moment
    // before the search applies), its avatar would already be in the browser's cache.
    await seed(request, [{ userId: broken, name: 'Zed', message: `${t} hey`, timestamp: minutesAgo(1) }]);
    await searchBox(page).fill(`${t} hey`);
    await searchBox(page).press('Enter');
    await expect(rows(page).getByTestId('chat-name')).toHaveText(['Zed']);
    expect(await avatarOf(page, 'Zed', broken)).toEqual({ type: 'image/svg+xml; charset=utf-8', width: 40, height: 40 });
  } finally {
    await setPlatformMode(request, 'ok');
  }
});

test("Filter Warning marks the same player's neighbours of a hidden '#'-only line", async ({ page, api, request }) => {
  const t = tag();
  const player = freshUserId(4);
  const other = freshUserId(5);
  await seed(request, [
    { userId: player, name: 'Quinn', message: `${t} much earlier`, timestamp: minutesAgo(50) },
    { userId: player, name: 'Quinn', message: `${t} before`, timestamp: minutesAgo(40) },
    { userId: player, name: 'Quinn', message: 'Quinn: #####', timestamp: minutesAgo(30) },
    { userId: other, name: 'Rory', message: `${t} someone else`, timestamp: minutesAgo(25) },
    { userId: player, name: 'Quinn', message: `${t} after`, timestamp: minutesAgo(20) },
  ]);
  await openChats(page, api, `/chats?search=${t}`);
  await expect(count(page)).toHaveText('Showing 4 of 4 chat messages');
  await expect(rows(page).getByTestId('chat-message')).toHaveText([`${t} after`, `${t} someone else`, `${t} before`, `${t} much earlier`]);
  const warned = rows(page).filter({ has: page.getByTestId('filter-warning') });
  await expect(warned.getByTestId('chat-message')).toHaveText([`${t} after`, `${t} before`]);
  await expect(warned.first().getByTestId('filter-warning')).toHaveText('Filter Warning');
  // The hidden line is neither shown nor counted, whatever the search.
  await expect(page.getByText('#####')).toHaveCount(0);
});

test('Translate shows each translation beneath its message, and it is kept', async ({ page, api, request }) => {
  const t = tag();
  await seed(request, [
    { userId: freshUserId(6), name: 'Sol', message: `hola amigos ${t}`, timestamp: minutesAgo(2) },
    { userId: freshUserId(7), name: 'Tia', message: `bonjour ${t}`, timestamp: minutesAgo(1) },
  ]);
  await openChats(page, api, `/chats?search=${t}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId('chat-translation')).toHaveCount(0);
  const translate = page.getByRole('button', { name: 'Translate' });
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/translate' && r.method() === 'POST');
  await translate.click();
  const body = (await sent).postDataJSON() as { texts: { id: string; text: string }[] };
  expect(body.texts.map((x) => x.text).sort()).toEqual([`bonjour ${t}`, `hola amigos ${t}`]);
  await expect(rows(page).getByTestId('chat-translation')).toHaveText([`[en] bonjour ${t}`, `[en] hola amigos ${t}`]);
  await expect(translate).toBeDisabled(); // nothing left to translate on this page

  await page.reload();
  await expect(rows(page).getByTestId('chat-translation')).toHaveText([`[en] bonjour ${t}`, `[en] hola amigos ${t}`]);
});

test('a message with markup is shown as text and never runs', async ({ page, api, request }) => {
  const t = tag();
  const payload = `<img src=x onerror=window.__xss=1> ${t} <b>bold</b>`;
  await seed(request, [{ userId: freshUserId(8), name: '<script>window.__xss=2</script>', message: payload, timestamp: minutesAgo(1) }]);
  await openChats(page, api, `/chats?search=${t}`);
  await expect(rows(page).getByTestId('chat-message')).toHaveText(payload);
  await expect(rows(page).getByTestId('chat-name')).toHaveText('<script>window.__xss=2</script>');
  await expect(rows(page).locator('img')).toHaveCount(1); // the avatar only
  await expect(rows(page).locator('b')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no horizontal scroll; rows and filters wrap', async ({ page, api, request }) => {
    const t = tag();
    await seed(request, [
      { userId: freshUserId(9), name: 'AVeryLongPlayerNameWithoutAnySpacesAtAll', message: `${t} ${'x'.repeat(300)}`, timestamp: minutesAgo(2) },
      { userId: freshUserId(1), name: 'Uma', message: `${t} a normal sentence that wraps over a few lines on a phone screen`, timestamp: minutesAgo(1) },
    ]);
    await openChats(page, api, `/chats?search=${t}`);
    await expect(count(page)).toHaveText('Showing 2 of 2 chat messages');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const locator of [
      searchBox(page),
      page.getByRole('button', { name: 'Search', exact: true }),
      page.getByLabel('To Date'),
      rows(page).first(),
      page.getByTestId('chat-time').first(),
    ]) {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Keyboard: Enter in the search box searches.
    await searchBox(page).fill(`${t} a normal`);
    await searchBox(page).press('Enter');
    await expect(rows(page).getByTestId('chat-name')).toHaveText(['Uma']);
  });
});
