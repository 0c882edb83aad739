// Front-end weight: gzip size of the initial JavaScript of the login and dashboard routes (the
// entry chunk plus the page's chunk and every chunk they import statically) and the largest chunk.
// Read from the Vite manifest of the built app (web/dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './server-process';

export interface FrontEndFigure {
  name: string;
  rawBytes: number;
  gzipBytes: number;
  goalBytes?: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each route's lazy chunks besides the entry: the dashboard also needs the signed-in layout. */
const ROUTES: Record<string, string[]> = {
  login: ['src/areas/staff/auth/login-page.tsx'],
  dashboard: ['src/app/layout/app-layout.tsx', 'src/areas/operations/dashboard/dashboard-page.tsx'],
};
const INITIAL_JS_GOAL_BYTES = 200 * 1024;

/** The chunks named and every chunk they import statically (what the browser loads before the page shows). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Chunk ${key} is not in the manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function sizes(dist: string, file: string): { rawBytes: number; gzipBytes: number } {
  const bytes = readFileSync(join(dist, file));
  return { rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

export function measureFrontEnd(): FrontEndFigure[] {
  const dist = join(REPO_ROOT, 'web/dist');
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('No entry chunk in the manifest');

  const figures: FrontEndFigure[] = Object.entries(ROUTES).map(([route, pages]) => {
    const files = [...staticClosure(manifest, [entry, ...pages])].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const total = { rawBytes: 0, gzipBytes: 0 };
    for (const file of files) {
      const size = sizes(dist, file);
      total.rawBytes += size.rawBytes;
      total.gzipBytes += size.gzipBytes;
    }
    return { name: `initial JS of the ${route} route`, ...total, goalBytes: INITIAL_JS_GOAL_BYTES };
  });

  let largest: FrontEndFigure | undefined;
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const size = sizes(dist, chunk.file);
    if (!largest || size.gzipBytes > largest.gzipBytes) largest = { name: `largest chunk (${chunk.file})`, ...size };
  }
  if (largest) figures.push(largest);
  return figures;
}
