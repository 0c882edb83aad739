// Shared by the two-factor and sessions specs: authenticator-app codes computed here (RFC 6238:
// HMAC-SHA1, 6 digits, 30-second steps, independently of the server's library), and the profile's
// set-up read off the screen.
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openWithToken, type Api } from './fixtures';

const STEP_MS = 30_000;
/** A code computed this close to the end of its step waits for the next step, so it is still current when checked. */
const MARGIN_MS = 5_000;

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(c);
    if (value < 0) throw new Error(`Not base32: ${c}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * The app's code for the current step plus `offset` (the server accepts a neighbour step). Each
 * step is accepted once per account and only after the last one used, so a test that needs several
 * codes asks for offsets that never go down: -1 (set-up), 0, then 1.
 */
export async function appCode(page: Page, secret: string, offset: -1 | 0 | 1 = 0): Promise<string> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < MARGIN_MS) await page.waitForTimeout(left + 50);
  return totpAt(secret, Math.floor(Date.now() / STEP_MS) + offset);
}

/** The Admin panel as a new administrator; its chunks may take a while on a busy machine beside a second browser. */
export async function openAdminPanel(page: Page, api: Api, tab: 'users' | 'roles') {
  const admin = await api.createUser({ role: 'admin' });
  await openWithToken(page, await api.tokenFor(admin), `/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
}

export const openProfile = async (page: Page) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
};

/** Sets up two-factor from the open profile; answers the secret and the ten recovery codes. */
export async function setUpTwoFactor(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByTestId('two-factor-card').getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await dialog.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByRole('textbox', { name: 'Code from the app' }).fill(await appCode(page, secret, -1));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByText(/shown only once/)).toBeVisible();
  const items = codes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const recoveryCodes = await items.allTextContents();
  await codes.getByRole('button', { name: 'Done' }).click();
  await expect(codes).toBeHidden();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  return { secret, recoveryCodes };
}

/** The password step of the login screen, which then asks for the code. */
export async function passwordStep(page: Page, user: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Two-factor code' })).toBeVisible();
}
