// The Admin panel's screens at 1280 and 390 px, light and dark: no table header or cell is cut, the
// page is never wider than the window, and an e-mail wraps at sensible points (never letter by
// letter). Screenshots go to /tmp/admin-layout-shots for a person to look at.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openAdmin, roleRow } from './admin-helpers';
import { expect, openWithToken, test, uniqueName } from './fixtures';

const SHOTS = process.env.ADMIN_LAYOUT_SHOTS ?? '/tmp/admin-layout-shots';
const TABS = ['dashboard', 'users', 'roles', 'logs', 'ingest-keys'] as const;
const WIDTHS = [1280, 390] as const;
const SCHEMES = ['light', 'dark'] as const;
const KEY_NAME = `EU game servers (Frankfurt, Amsterdam and Paris) ${randomBytes(3).toString('hex')}`;
const ROLE_NAME = `e2e_lead_${randomBytes(3).toString('hex')}`;

interface Fault {
  what: string;
  text: string;
}

/** Everything on the page that is cut: cells whose content overflows them, cells outside a box that hides overflow, a page wider than the window. */
async function layoutFaults(page: Page, wide: boolean): Promise<Fault[]> {
  return page.evaluate((wide) => {
    const faults: { what: string; text: string }[] = [];
    // On a wide screen every admin table fits: none needs a sideways scroll that hides its last columns.
    if (wide)
      for (const box of Array.from(document.querySelectorAll<HTMLElement>('main .MuiTableContainer-root')))
        if (box.scrollWidth > box.clientWidth + 1)
          faults.push({ what: `a table scrolls sideways by ${box.scrollWidth - box.clientWidth} px`, text: box.innerText.slice(0, 40) });
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) faults.push({ what: `page is ${doc.scrollWidth - window.innerWidth} px wider than the window`, text: '' });
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX === 'hidden' || s.overflowX === 'clip';
    };
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('main th, main td'))) {
      const text = (cell.innerText || cell.getAttribute('aria-label') || '').trim().slice(0, 40);
      const box = cell.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (cell.scrollWidth > cell.clientWidth + 1)
        faults.push({ what: `${cell.tagName} content overflows its cell by ${cell.scrollWidth - cell.clientWidth} px`, text });
      for (let up = cell.parentElement; up && up !== document.body; up = up.parentElement) {
        if (!clips(up)) continue;
        const outer = up.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          faults.push({ what: `${cell.tagName} cut by a box that hides overflow`, text });
          break;
        }
      }
    }
    return faults;
  }, wide);
}

/** How many lines an element's text takes. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const line = parseFloat(getComputedStyle(el).lineHeight) || 20;
      return { text: (el as HTMLElement).innerText, lines: Math.round(el.getBoundingClientRect().height / line) };
    }),
  );

test('the admin screens fit at 1280 and 390 px, light and dark, and e-mails wrap sensibly', async ({ page, api }) => {
  test.setTimeout(180_000);
  await api.createUser({ role: 'user', displayName: 'Wide Email', email: `${uniqueName('very.long.staff.address')}@moderation-team.example.com` });
  const { admin, token } = await openAdmin(page, api, 'users');
  const key = await page.request.post('/api/admin/ingest-keys', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: KEY_NAME },
  });
  expect(key.ok()).toBe(true);
  // A custom role (edit and delete beside its two-factor switch) with a long description and more than three permissions.
  const role = await page.request.post('/api/auth/roles', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: ROLE_NAME,
      description: 'Leads the moderation team: reads every log, works on cases and bans players who scam repeatedly',
      permissions: ['view_chat', 'view_trades', 'view_marketplace', 'view_moderation', 'moderate', 'ban_players'],
    },
  });
  expect(role.ok(), await role.text()).toBe(true);
  // A key in use shows when it was last used, the widest of its cells.
  const used = await page.request.post('/api/ingest/players', {
    headers: { 'X-Ingest-Key': (await key.json()).key },
    data: [{ userId: 133640, username: 'FrostQueen' }],
  });
  expect(used.ok(), await used.text()).toBe(true);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const tab of TABS) {
        await page.goto(tab === 'dashboard' ? '/admin' : `/admin?tab=${tab}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
        if (tab !== 'dashboard') await expect(page.locator('main tbody tr, main li').first()).toBeVisible();
        await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/${tab}-${width}-${scheme}.png`, fullPage: true });
        expect(await layoutFaults(page, width >= 1280), `${tab} at ${width} px, ${scheme}`).toEqual([]);
        if (tab === 'users') {
          const row = page.getByTestId('user-row').and(page.locator(`[data-username="${admin.username}"]`));
          // Every user's role, status and actions are on screen without scrolling sideways.
          // (Scrolled to first: with many accounts this one may be further down the page.)
          await row.scrollIntoViewIfNeeded();
          for (const part of ['user-email', 'user-role', 'user-status']) await expect(row.getByTestId(part)).toBeInViewport();
          await expect(row.getByRole('button', { name: `Edit ${admin.username}` })).toBeInViewport();
          const emails = await linesOf(page, '[data-testid="user-email"]');
          expect(emails.length).toBeGreaterThan(1);
          // Letter by letter is one or two characters a line; wrapping at dots and @ keeps whole words.
          for (const email of emails) expect(email.text.length / email.lines, `${email.text} at ${width} px: ${email.lines} lines`).toBeGreaterThanOrEqual(8);
        }
        // On a phone each role and each key is a card with its actions on screen, not a table to scroll sideways.
        if (tab === 'roles' || tab === 'ingest-keys') {
          const cards = width < 600;
          await expect(page.locator('main table')).toHaveCount(cards ? 0 : 1);
          const row = tab === 'roles' ? roleRow(page, ROLE_NAME) : page.getByTestId('ingest-key-row').and(page.locator(`[data-name="${KEY_NAME}"]`));
          await row.scrollIntoViewIfNeeded();
          const buttons = tab === 'roles' ? [`Edit ${ROLE_NAME}`, `Delete ${ROLE_NAME}`] : [`Revoke ${KEY_NAME}`];
          for (const name of buttons) await expect(row.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
          // (A switch's input is wider than the switch it covers, so only part of it need be on screen.)
          if (tab === 'roles') await expect(row.getByRole('switch', { name: `Require two-factor sign-in for ${ROLE_NAME}` })).toBeInViewport();
        }
        // Each entry's action is on screen without scrolling sideways.
        if (tab === 'logs') {
          const action = page.getByTestId('log-action').first();
          await action.scrollIntoViewIfNeeded();
          await expect(action).toBeInViewport();
        }
      }
    }
  }
  // Other specs measure the Roles table too: leave it as it was.
  const roleId = ((await role.json()) as { role: { _id: string } }).role._id;
  const deleted = await page.request.delete(`/api/auth/roles/${roleId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(deleted.ok(), await deleted.text()).toBe(true);
});

test('the profile, with its time zone, fits a 390 px phone', async ({ page, api }) => {
  const user = await api.createUser({ role: 'user', email: '' });
  await page.setViewportSize({ width: 390, height: 844 });
  // A browser the user-agent reader does not know is named by its whole user-agent string: it must wrap.
  await page.setExtraHTTPHeaders({ 'User-Agent': 'SomeUnknownBrowserEngine/1.65.1 (x64; an operating system nobody has heard of) runtime/20.20' });
  await openWithToken(page, await api.tokenFor(user), '/profile');
  await expect(page.getByRole('region', { name: 'Time zone' })).toBeVisible();
  await expect(page.getByTestId('session-device').first()).toBeVisible();
  expect(await layoutFaults(page, false)).toEqual([]);
});
