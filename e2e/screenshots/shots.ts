// Where the README's screenshots go and the sizes and themes they are taken in. Only
// `npm run screenshots` writes them; the browser tests never touch docs/.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const OUT = resolve(join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'docs', 'screenshots'));
mkdirSync(OUT, { recursive: true });

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
export const THEMES = ['light', 'dark'] as const;

/**
 * Puts the page in `viewport` and `theme` (motion reduced) and answers how to take a full-page
 * screenshot there, named for the size and theme, once nothing scrolls sideways.
 */
export async function fullPageShots(
  page: Page,
  viewport: (typeof VIEWPORTS)[number],
  theme: (typeof THEMES)[number],
): Promise<(name: string) => Promise<void>> {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  return async (name) => {
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, `${name}-${viewport.width}-${theme}.png`), animations: 'disabled', fullPage: true });
  };
}
