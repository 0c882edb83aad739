// Shared by the Admin panel specs (admin*.spec.ts): opening the panel as a new administrator, and
// finding rows, dialog fields and select options.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, openWithToken, type Api } from './fixtures';

export const tagOf = () => randomBytes(3).toString('hex');

export async function openAdmin(page: Page, api: Api, tab?: string) {
  const admin = await api.createUser({ role: 'admin' });
  const token = await api.tokenFor(admin);
  await openWithToken(page, token, tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  return { admin, token };
}

export const userRow = (page: Page, username: string) => page.getByTestId('user-row').and(page.locator(`[data-username="${username}"]`));
export const roleRow = (page: Page, name: string) => page.getByTestId('role-row').and(page.locator(`[data-role="${name}"]`));
/** A dialog's input by its label ('Username' also matches the required field's 'Username *'). */
export const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

/**
 * Picks one option of a single-choice select and waits until its menu has closed: a click that
 * lands while the menu is still opening is tried again, so the open menu never covers what the
 * test clicks next.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await combobox.click();
    await listbox.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(listbox).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(combobox).toContainText(option);
}
