// Every screen at 1280 and 390 px, light and dark, with realistic data (long names and emails, a
// long case title, more than 99 unread alerts): nothing is cut, clipped or wider than the window,
// and no word breaks letter by letter (the rules are in layout-checks.ts). One context per width
// and theme, signed in once; each screen's faults are gathered and reported together.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Api } from './fixtures';
import { describeFaults, layoutFaults } from './layout-checks';
import { ingest } from './seed';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Seeded {
  token: string;
  playerId: number;
  caseId: string;
  tradeId: string;
  tag: string;
  /** The seeded ban's appeal code, and its appeal's id. */
  appealCode: string;
  appealId: string;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function call(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object) {
  const res = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/** What every screen shows: made once for the whole file. */
async function seed(request: APIRequestContext, api: Api): Promise<Seeded> {
  const tag = `lf${randomBytes(3).toString('hex')}`;
  const base = 300_000_000 + (randomBytes(3).readUIntBE(0, 3) % 1_000_000) * 100;
  const long = { userId: base + 1, name: `TheLongestPlayerNameInTheWholeGame${tag}` };
  const other = { userId: base + 2, name: `Pixel_${tag}` };
  const admin = await api.createUser({
    role: 'admin',
    displayName: 'Maximiliana Bartholomew-Featherstonehaugh',
    email: `maximiliana.bartholomew-featherstonehaugh.${tag}@moderation-team.example.com`,
  });
  await api.createUser({
    role: 'user',
    permissions: ['view_chat', 'moderate'],
    displayName: 'Christopher Montgomery-Wellington',
    email: `christopher.montgomery-wellington.${tag}@example.com`,
  });
  const token = await api.tokenFor(admin);

  await ingest(request, 'players', [
    { userId: long.userId, username: long.name, value: 48_250_900_000, bux: 3_120_400_000, level: 412, items: 18_940 },
    { userId: other.userId, username: other.name, value: 1_250_900, bux: 120_400, level: 41, items: 940 },
  ]);
  await ingest(request, 'chat', [
    { userId: long.userId, name: long.name, message: `${tag} trade me first and I will add 500 case-bux after, promise`, timestamp: minutesAgo(30) },
    {
      userId: other.userId,
      name: other.name,
      message: `${tag} https://example.com/a/very/long/link/that/has/no/spaces/in/it/at/all/${'x'.repeat(60)}`,
      timestamp: minutesAgo(29),
    },
    { userId: other.userId, name: other.name, message: `${tag} scam alert: ${long.name} never sent the Golden Dominus`, timestamp: minutesAgo(28) },
  ]);
  const item = (Name: string, AssetId: number, AveragePrice: number) => ({ Name, AssetId, AveragePrice, Type: 'Mythic-Unobtainable' });
  await ingest(
    request,
    'trades',
    [0, 1, 2].map((i) => ({
      date: minutesAgo(20 + i),
      sender: long.name,
      senderId: long.userId,
      receiver: other.name,
      receiverId: other.userId,
      sentItems: { items: [12_500, item(`${tag} Golden Dominus of the Eternal Frost`, 2101 + i, 48_000_000)] },
      receivedItems: { items: [item(`${tag} Pebble`, 2201 + i, 10)] },
    })),
  );
  await ingest(
    request,
    'marketplace',
    [0, 1, 2].map((i) => ({
      boughtItem: { Name: `${tag} Valkyrie Helm of the Northern Lights`, Quantity: 12, BaseValue: 1_200_000, AssetId: 2301 + i, Type: 'Limited-Unique' },
      price: 14_400_000_000,
      seller: long.name,
      sellerId: long.userId,
      buyer: other.name,
      buyerId: other.userId,
      date: minutesAgo(15 + i),
    })),
  );

  const chat = (await call(request, token, 'get', `/api/chat?search=${tag}&limit=10`)) as { data: { _id: string }[] };
  const trades = (await call(request, token, 'get', `/api/trades?search=${tag}&limit=10`)) as { data: { _id: string }[] };
  const created = (await call(request, token, 'post', '/api/cases', {
    title: `${tag} Send-first scam ring around the Golden Dominus of the Eternal Frost, reported by several players`,
    players: [long.userId, other.userId],
    summary: 'Several players say the same account asks them to send first and never sends back.',
  })) as { case: { _id: string } };
  const caseId = created.case._id;
  for (const row of chat.data) await call(request, token, 'post', `/api/cases/${caseId}/evidence`, { kind: 'chat', id: row._id, note: 'Asks to send first.' });
  await call(request, token, 'post', `/api/cases/${caseId}/evidence`, { kind: 'trade', id: trades.data[0]?._id });
  await call(request, token, 'post', `/api/players/${long.userId}/notes`, { text: `${tag} Talked to them in game; they deny it.` });
  await call(request, token, 'post', `/api/players/${long.userId}/sanctions`, {
    type: 'warn',
    reason: 'Scamming: asked three players to send first',
    publicReason: 'Scamming',
    caseId,
  });
  const ban = (await call(request, token, 'post', `/api/players/${long.userId}/sanctions`, {
    type: 'ban',
    reason: 'Scamming again after a warning',
    publicReason: 'Scamming',
    durationSeconds: 7 * 86_400,
    caseId,
  })) as { sanction: { appealCode: string } };
  // The player appeals it from the public page (an address of their own: the page counts per address).
  const appealed = await request.post('/api/appeals', {
    headers: { 'X-Forwarded-For': '198.51.100.200' },
    data: {
      code: ban.sanction.appealCode,
      text: `${tag} I never asked anyone to send first; the Golden Dominus of the Eternal Frost was a gift from ${other.name}, ask them. https://example.com/${'z'.repeat(70)}`,
      contact: `${long.name}@discord-or-some-very-long-contact-address.example.com`,
    },
  });
  if (!appealed.ok()) throw new Error(`POST /api/appeals: ${appealed.status()} ${await appealed.text()}`);
  const appeals = (await call(request, token, 'get', '/api/appeals?status=open&limit=200')) as { appeals: { _id: string; userId: number }[] };
  const appealId = appeals.appeals.find((a) => a.userId === long.userId)?._id ?? '';

  // Reported after the sanctions above (a sanction resolves a player's reports): the long-named player
  // reported by the other, with long words in the text, in a game server.
  await ingest(request, 'reports', [
    {
      reporterId: other.userId,
      reporterName: other.name,
      reportedId: long.userId,
      reportedName: long.name,
      category: 'scam',
      text: `${tag} Asked me to send the Golden Dominus of the Eternal Frost first and left: https://example.com/${'y'.repeat(80)}`,
      serverId: `5f1c2a9e-${tag}-4b7d-9a31-0c6e8d2f41aa`,
      placeId: '4924922222',
      date: minutesAgo(27),
    },
  ]);
  // More than 99 unread alerts, from as many players, so the bell shows "99+".
  await call(request, token, 'post', '/api/watch-rules', { name: `Term ${tag}alarm in every log of the game`, kind: 'term', target: `${tag}alarm` });
  await ingest(
    request,
    'chat',
    Array.from({ length: 105 }, (_, i) => ({
      userId: base + 10 + i,
      name: `Alarmed${i}_${tag}`,
      message: `${tag}alarm number ${i}`,
      timestamp: minutesAgo(10),
    })),
  );
  return { token, playerId: long.userId, caseId, tradeId: trades.data[0]?._id ?? '', tag, appealCode: ban.sanction.appealCode, appealId };
}

let seeded: Promise<Seeded> | null = null;

interface Screen {
  name: string;
  path: string;
  /** Not a screen of the app (served by the server, or signed out): loaded afresh. */
  reload?: boolean;
  /** Something to do before measuring again (opening a dialog, unless `dialog` is false). */
  then?: { name: string; open: (page: Page) => Promise<void>; dialog?: boolean };
}

const screens = (s: Seeded): Screen[] => [
  { name: 'Dashboard', path: '/' },
  {
    name: 'Chat Logs',
    path: `/chats?search=${s.tag}`,
    then: {
      name: 'compact lines, two selected',
      dialog: false,
      open: async (page) => {
        await page.getByTestId('chat-density').click();
        for (const i of [0, 1]) await page.getByTestId('chat-row').nth(i).getByRole('checkbox').check();
        await expect(page.getByTestId('selection-bar')).toBeVisible();
      },
    },
  },
  {
    name: 'Trade Logs',
    path: `/trades?search=${s.tag}`,
    then: {
      name: 'selected rows into a case',
      open: async (page) => {
        for (const i of [0, 1]) await page.getByTestId('row-select').nth(i).locator('input').check();
        await page.getByTestId('selection-bar').getByRole('button', { name: 'Add to case' }).click();
      },
    },
  },
  { name: 'Trade detail', path: `/trades?search=${s.tag}&open=${s.tradeId}` },
  { name: 'Marketplace Logs', path: `/marketplace?search=${s.tag}` },
  { name: 'Item page', path: `/items/${encodeURIComponent(`${s.tag} Valkyrie Helm of the Northern Lights`)}` },
  { name: 'Players', path: '/players' },
  {
    name: 'Player page',
    path: `/players/${s.playerId}`,
    then: {
      name: 'sanction dialog',
      open: (page) =>
        page
          .getByRole('button', { name: /^(Issue sanction|Sanction|Warn)/ })
          .first()
          .click(),
    },
  },
  { name: 'Cases', path: '/cases' },
  { name: 'Case page', path: `/cases/${s.caseId}` },
  { name: 'Case not found', path: '/cases/0123456789abcdef01234567' },
  { name: 'Sanctions', path: '/sanctions' },
  // The appeal open beside the queue first: the decide dialog after it would stay open over the panel.
  { name: 'An appeal', path: `/appeals?open=${s.appealId}` },
  {
    name: 'Appeals',
    path: '/appeals',
    then: {
      name: 'decide dialog',
      open: (page) =>
        page
          .getByTestId('appeal-item')
          .first()
          .getByRole('button', { name: /^Review/ })
          .click()
          .then(() => page.getByTestId('appeal-panel').getByRole('button', { name: 'Decide' }).click()),
    },
  },
  { name: 'Reports', path: '/reports?sort=newest' },
  { name: 'A player’s reports', path: `/reports?sort=newest&open=${s.playerId}` },
  { name: 'Alerts', path: '/alerts' },
  { name: 'Watch rules', path: '/watch-rules' },
  { name: 'Team', path: '/team' },
  { name: 'Admin dashboard', path: '/admin' },
  { name: 'Admin users', path: '/admin?tab=users', then: { name: 'user form', open: (page) => page.getByRole('button', { name: 'Add User' }).click() } },
  { name: 'Admin roles', path: '/admin?tab=roles' },
  { name: 'Admin action log', path: '/admin?tab=logs' },
  { name: 'Admin ingest keys', path: '/admin?tab=ingest-keys' },
  { name: 'Trade Clicker users', path: '/tc-users' },
  { name: 'Profile', path: '/profile' },
  { name: 'API reference', path: '/developers/api', reload: true },
  { name: 'Debug', path: '/debug' },
  { name: 'Token diagnostic', path: '/token-diagnostic' },
  { name: 'API diagnostics', path: '/api-diagnostics' },
  // The players' appeal page is a page of its own (not the staff app): loaded afresh, and the next screen too.
  {
    name: 'Appeal page',
    path: '/appeal',
    reload: true,
    then: {
      name: 'a code looked up',
      dialog: false,
      open: async (page) => {
        await page.getByRole('textbox', { name: 'Appeal code' }).fill(s.appealCode.toLowerCase());
        await page.getByRole('button', { name: 'Look up' }).click();
        await expect(page.getByTestId('appeal-status')).toBeVisible();
      },
    },
  },
  { name: 'Login', path: '/login', reload: true },
];

/** Waits until the screen has drawn its data: no skeleton, nothing busy, fonts loaded, animations done. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.querySelector('h1, [role="dialog"]') !== null &&
        document.querySelector('.MuiSkeleton-root, [aria-busy="true"], .MuiLinearProgress-root, .MuiCircularProgress-root') === null,
      null,
      { timeout: 4_000 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`every screen fits at ${viewport.width} px, ${theme}`, async ({ browser, request, api, baseURL }) => {
      test.setTimeout(120_000);
      seeded ??= seed(request, api);
      const s = await seeded;
      const context = await browser.newContext({ baseURL, viewport, colorScheme: theme, reducedMotion: 'reduce' });
      await context.addInitScript(
        ({ token, theme }) => {
          localStorage.setItem('themeMode', theme);
          if (location.pathname !== '/login') localStorage.setItem('authToken', token);
          else localStorage.removeItem('authToken');
        },
        { token: s.token, theme },
      );
      const page = await context.newPage();
      // A link keeps the old screen up until the new one's code and data have come (a transition):
      // a screen is measured once no request has been in flight for a moment.
      let inFlight = 0;
      let lastChange = Date.now();
      const track = (delta: number) => () => {
        inFlight += delta;
        lastChange = Date.now();
      };
      page.on('request', track(1));
      page.on('requestfinished', track(-1));
      page.on('requestfailed', track(-1));
      const quiet = async () => {
        const until = Date.now() + 5_000;
        while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < 150)) await page.waitForTimeout(50);
      };
      const found: string[] = [];
      const measure = async (where: string) => found.push(...describeFaults(where, await page.evaluate(layoutFaults)));
      // LAYOUT_SCREENS=Trade measures only the screens whose name holds it (while fixing one);
      // LAYOUT_SHOTS=/some/folder also saves a screenshot of each screen there, to look at.
      const only = process.env.LAYOUT_SCREENS;
      for (const screen of screens(s).filter((x) => !only || x.name.includes(only))) {
        const where = `${screen.name} (${screen.path}) at ${viewport.width} px, ${theme}`;
        // Within the app a screen is opened as a link would open it, without loading the app again.
        const inApp = !screen.reload && page.url().startsWith(baseURL ?? '') && !page.url().includes('/developers/');
        if (inApp) {
          // The new screen's loading state (a loader, skeletons) is drawn within two frames; settle waits it out.
          await page.evaluate(async (path) => {
            history.pushState(null, '', path);
            dispatchEvent(new PopStateEvent('popstate'));
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          }, screen.path);
        } else await page.goto(screen.path);
        await quiet();
        await settle(page);
        await measure(where);
        if (process.env.LAYOUT_SHOTS)
          await page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${screen.name}-${viewport.width}-${theme}.png`, fullPage: false });
        if (screen.then) {
          await screen.then.open(page);
          if (screen.then.dialog !== false) await expect(page.getByRole('dialog')).toBeVisible();
          await settle(page);
          await measure(`${where}, ${screen.then.name}`);
          if (process.env.LAYOUT_SHOTS)
            await page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${screen.name}, ${screen.then.name}-${viewport.width}-${theme}.png`, fullPage: false });
        }
      }
      await context.close();
      expect(found, `${found.length} layout faults:\n${found.join('\n')}`).toEqual([]);
    });
  }
}
