// Where the README's screenshots go and the sizes and themes they are taken in. Only
// `npm run screenshots` writes them; the browser tests never touch docs/.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUT = resolve(join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'docs', 'screenshots'));
mkdirSync(OUT, { recursive: true });

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
export const THEMES = ['light', 'dark'] as const;
