// Front-end weight: gzip size of the initial JavaScript of the login and dashboard routes (the
// entry chunk plus the page's chunk and every chunk they import statically) and the largest chunk.
// Read from the Vite manifest of the built app (web/dist/.vite/manifest.json); the routes' initial
// JavaScript is measured by e2e/bundle-size.ts, the budget check of the browser tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_BYTES, measureInitialJs } from '../../../../e2e/bundle-size';
import { REPO_ROOT } from './server-process';

export interface FrontEndFigure {
  name: string;
  rawBytes: number;
  gzipBytes: number;
  goalBytes?: number;
}

type Manifest = Record<string, { file: string }>;

function sizes(dist: string, file: string): { rawBytes: number; gzipBytes: number } {
  const bytes = readFileSync(join(dist, file));
  return { rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

export function measureFrontEnd(): FrontEndFigure[] {
  const dist = join(REPO_ROOT, 'web/dist');
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return [];
  // The initial JavaScript of each screen, measured as the browser tests' budget check does.
  const figures: FrontEndFigure[] = measureInitialJs(dist).map(({ screen, rawBytes, gzipBytes }) => ({
    name: `initial JS of the ${screen} route`,
    rawBytes,
    gzipBytes,
    goalBytes: BUDGET_BYTES,
  }));

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  let largest: FrontEndFigure | undefined;
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const size = sizes(dist, chunk.file);
    if (!largest || size.gzipBytes > largest.gzipBytes) largest = { name: `largest chunk (${chunk.file})`, ...size };
  }
  if (largest) figures.push(largest);
  return figures;
}
