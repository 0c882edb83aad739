// Front-end weight: gzip size of the initial JavaScript of the login and dashboard routes (the
// entry chunk plus the page's chunk and their static imports) and the largest route chunk.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureInitialJs } from '../../../../e2e/bundle-size';
import { REPO_ROOT } from './server-process';

export interface FrontEndFigure {
  name: string;
  rawBytes: number;
  gzipBytes: number;
  goalBytes?: number;
}

export function measureFrontEnd(): FrontEndFigure[] {
  const dist = join(REPO_ROOT, 'web/dist');
  if (!existsSync(join(dist, '.vite/manifest.json'))) return [];
  const figures: FrontEndFigure[] = measureInitialJs(dist).map((s) => ({
    name: `initial JS of the ${s.screen} route`,
    rawBytes: s.rawBytes,
    gzipBytes: s.gzipBytes,
    goalBytes: 200 * 1024,
  }));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  let largest: FrontEndFigure | undefined;
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const bytes = readFileSync(join(dist, chunk.file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    if (!largest || gz > largest.gzipBytes) largest = { name: `largest chunk (${chunk.file})`, rawBytes: bytes.length, gzipBytes: gz };
  }
  if (largest) figures.push(largest);
  return figures;
}
