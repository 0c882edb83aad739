// `npm run sql:write`: writes server/sql/<repository>.sql from the catalogue and removes files no
// repository writes any more. Review the diff it leaves: it is the change in SQL.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCatalogue } from './catalog';
import { CATALOGUE, SERVER_DIR } from './index';

const files = await renderCatalogue(CATALOGUE);
const dir = path.join(SERVER_DIR, 'sql');
mkdirSync(dir, { recursive: true });
for (const entry of readdirSync(dir, { withFileTypes: true })) if (!files.has(`sql/${entry.name}`)) rmSync(path.join(dir, entry.name), { recursive: true });
for (const [file, text] of files) writeFileSync(path.join(SERVER_DIR, file), text);
console.log(`Wrote ${files.size} SQL files under ${dir}.`);
