// `npm run sql:write`: writes server/sql/<engine>/<repository>.sql from the catalogue and removes
// files no repository writes any more. Review the diff it leaves: it is the change in SQL.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENGINES, renderCatalogue } from './catalog';
import { CATALOGUE, SERVER_DIR } from './index';

const files = await renderCatalogue(CATALOGUE);
for (const engine of ENGINES) {
  const dir = path.join(SERVER_DIR, 'sql', engine);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (!files.has(`sql/${engine}/${name}`)) rmSync(path.join(dir, name));
}
for (const [file, text] of files) writeFileSync(path.join(SERVER_DIR, file), text);
console.log(`Wrote ${files.size} SQL files under ${path.join(SERVER_DIR, 'sql')}.`);
