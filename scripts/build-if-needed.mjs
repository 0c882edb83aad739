// `npm start` builds the web app only when web/dist is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'web/dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(path.join(root, 'web/src')), newest(path.join(root, 'domain/src')), statSync(path.join(root, 'web/index.html')).mtimeMs);
if (!existsSync(index) || statSync(index).mtimeMs < sources) {
  console.log('Building the web app…');
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
}
