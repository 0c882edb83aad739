// Quick ingest-rate check: generates N chat events as NDJSON, imports them with the import CLI
// (a child process, search index maintained) into a fresh database, and prints events/s and the
// CLI's peak memory. `npm run bench` is the full benchmark; this is for quick, repeatable checks.
//   tsx src/cli/ingest-rate.ts [--events N] [--players N] [--engine sqlite|postgres]
//                              [--database-url postgres://…] [--batch-size N]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { writeNdjsonFiles } from './demo-load';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    players: { type: 'string', default: '50000' },
    engine: { type: 'string', default: 'sqlite' },
    'database-url': { type: 'string' },
    'batch-size': { type: 'string', default: '20000' },
  },
});
const events = Number(values.events);
const players = Number(values.players);
const engine = values.engine;
if (engine !== 'sqlite' && engine !== 'postgres') throw new Error('--engine must be sqlite or postgres');
if (engine === 'postgres' && !values['database-url']) throw new Error('--database-url is required for postgres (a server where a database may be created)');

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const cache = path.join(tmpdir(), `staff-console-ingest-rate-${events}-${players}`);
const file = path.join(cache, 'chat.ndjson');
if (!existsSync(file)) {
  console.log(`Generating ${events.toLocaleString('en-US')} chat events into ${file}…`);
  // players: 0 leaderboard events, but a pool of `players` names behind the chat.
  await writeNdjsonFiles(cache, { chat: events, trades: 0, marketplace: 0, players: 0 }, undefined, { seed: 11, endAt: Date.UTC(2026, 10, 1), playerPool: players });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-console-ingest-rate-db-'));
let target = ['--data-dir', dataDir];
let drop: (() => Promise<void>) | undefined;
if (engine === 'postgres') {
  const admin = values['database-url']!;
  const name = `ingest_rate_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  target = ['--database-url', url.toString()];
  drop = async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

try {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', '--kind', 'chat', '--quiet', '--batch-size', values['batch-size'], ...target, file], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const wall = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`the import failed (exit ${code}): ${output}`);
  const rate = /\(([\d,]+) events\/s, peak memory (\d+) MB\)/.exec(output);
  console.log(output.trim());
  console.log(
    `${engine}: ${events.toLocaleString('en-US')} chat events, ${players.toLocaleString('en-US')} players — ` +
      `${rate?.[1] ?? '?'} events/s in the import (${Math.round(events / wall).toLocaleString('en-US')}/s wall clock incl. start-up), ` +
      `peak RSS ${rate?.[2] ?? '?'} MB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await drop?.();
}
