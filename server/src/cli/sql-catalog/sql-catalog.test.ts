// The committed SQL files (server/sql/) are what the code sends: a changed query fails
// here until `npm run sql:write` is run and its diff is part of the change under review. And every
// exported function of every `*.repository.ts` is catalogued, so a new one cannot slip past.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from './catalog';
import { formatSql } from './format-sql';
import { CATALOGUE, SERVER_DIR, SOURCE_DIR } from './index';

const REGENERATE = 'Run `npm run sql:write` and review the diff of server/sql/ as part of the change.';

/** A file's entries by their `-- name:` line, to name what changed. */
function entries(text: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const block of text.split(/\n(?=-- name: )/).slice(1)) byName.set(block.slice('-- name: '.length, block.indexOf('\n')), block.trim());
  return byName;
}

function differences(file: string, committed: string, current: string): string[] {
  const before = entries(committed);
  const after = entries(current);
  const changed = [...after].filter(([name, text]) => before.has(name) && before.get(name) !== text).map(([name]) => `changed: ${name}`);
  const added = [...after.keys()].filter((name) => !before.has(name)).map((name) => `new: ${name}`);
  const removed = [...before.keys()].filter((name) => !after.has(name)).map((name) => `gone: ${name}`);
  const all = [...changed, ...added, ...removed];
  return (all.length > 0 ? all : ['the file header or layout']).map((line) => `${file} ${line}`);
}

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(full);
    return entry.name.endsWith('.repository.ts') ? [full] : [];
  });
}

describe('the committed SQL of every repository', () => {
  it('matches the SQL the code sends, on both engines', async () => {
    const files = await renderCatalogue(CATALOGUE);
    const problems: string[] = [];
    for (const [file, text] of files) {
      const full = path.join(SERVER_DIR, file);
      if (!existsSync(full)) problems.push(`${file} is missing`);
      else {
        const committed = readFileSync(full, 'utf8');
        if (committed !== text) problems.push(...differences(file, committed, text));
      }
    }
    for (const name of readdirSync(path.join(SERVER_DIR, 'sql')))
      if (!files.has(`sql/${name}`)) problems.push(`sql/${name} belongs to no catalogued repository`);
    expect(problems, `The SQL differs from the committed files:\n  ${problems.join('\n  ')}\n${REGENERATE}`).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('has every exported function of every repository file', async () => {
    const byFile = new Map(CATALOGUE.map((entry) => [entry.file, entry]));
    const missing: string[] = [];
    const stale: string[] = [];
    const files = repositoryFiles(SOURCE_DIR);
    expect(new Set(files.map((f) => path.basename(f))).size, 'repository file names are unique (they name the SQL files)').toBe(files.length);
    for (const file of files) {
      const name = path.basename(file, '.ts');
      const module = (await import(file)) as Record<string, unknown>;
      const functions = Object.keys(module).filter((key) => typeof module[key] === 'function');
      const entry = byFile.get(name);
      if (!entry) {
        missing.push(...functions.map((fn) => `${name}.${fn}`));
        continue;
      }
      expect(entry.module, `${name}: the catalogue imports this file`).toBe(module);
      const catalogued = new Set([...Object.keys(entry.calls), ...Object.keys(entry.pure ?? {})]);
      missing.push(...functions.filter((fn) => !catalogued.has(fn) || entry.calls[fn]?.length === 0).map((fn) => `${name}.${fn}`));
      stale.push(...[...catalogued].filter((fn) => !functions.includes(fn)).map((fn) => `${name}.${fn}`));
    }
    stale.push(...CATALOGUE.filter((entry) => !files.some((f) => path.basename(f, '.ts') === entry.file)).map((entry) => entry.file));
    expect(missing, 'Catalogue these repository functions in server/src/cli/sql-catalog (a call with sample arguments each)').toEqual([]);
    expect(stale, 'These catalogue entries name no exported repository function').toEqual([]);
  });
});

describe('formatSql', () => {
  it('puts clauses on lines of their own and lays out a long subquery, leaving quoted text as it is', () => {
    const sql = 'select "a" from "t" where "id" in (select "id" from "u" where "name" = \'x  (y)\' order by "id" limit ?) order by "a" desc';
    expect(formatSql(sql)).toBe(
      [
        'select "a"',
        'from "t"',
        'where "id" in (',
        '  select "id"',
        '  from "u"',
        '  where "name" = \'x  (y)\'',
        '  order by "id"',
        '  limit ?',
        ')',
        'order by "a" desc',
      ].join('\n'),
    );
  });
});
