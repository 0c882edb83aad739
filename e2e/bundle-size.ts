// Initial JavaScript of the login screen and the dashboard, gzip (goal under 200 KB).
// Reads web/dist/.vite/manifest.json: the entry chunk, the page's lazy chunk, and every chunk
// either imports statically. Run: `node --import tsx e2e/bundle-size.ts [distDir]` (prints JSON).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each screen's lazy chunks besides the entry: the dashboard also needs the signed-in layout. */
export const SCREENS: Record<string, string[]> = {
  login: ['src/areas/staff/auth/login-page.tsx'],
  dashboard: ['src/app/layout/app-layout.tsx', 'src/areas/operations/dashboard/dashboard-page.tsx'],
};
export const BUDGET_BYTES = 200 * 1024;

export interface ScreenSize {
  screen: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
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

export function measureInitialJs(distDir: string): ScreenSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // The staff app's entry (index.html); the public appeal page (appeal.html) is an entry of its own.
  const entry = manifest['index.html']?.isEntry ? 'index.html' : Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('No entry chunk in the manifest');
  return Object.entries(SCREENS).map(([screen, pages]) => {
    const keys = closure(manifest, [entry, ...pages]);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const f of files) {
      const bytes = readFileSync(join(distDir, f));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    return { screen, files, rawBytes, gzipBytes };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? join(fileURLToPath(new URL('.', import.meta.url)), '..', 'web', 'dist'));
  const sizes = measureInitialJs(dist);
  console.log(
    JSON.stringify(
      {
        budgetBytes: BUDGET_BYTES,
        screens: sizes.map(({ screen, rawBytes, gzipBytes }) => ({ screen, rawBytes, gzipBytes, kb: +(gzipBytes / 1024).toFixed(1) })),
      },
      null,
      2,
    ),
  );
}
