// Ingest rate through the import CLI (a child process, as an operator runs it) into a fresh
// database with the search index maintained; reports events/s and the CLI's peak RSS.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { childProcessEnv } from '../../config';
import { type Engine, openPostgres, openSqlite } from '../../db/database';
import { insertWatchRules, watchRuleRow } from '../../db/fixtures/watch-rules.fixtures';
import { migrate } from '../../db/migrations';
import { writeNdjsonFiles } from '../demo/demo-load';
import { BENCH_DIR, DATA_END_AT, DATA_SEED } from './datasets';
import { nodeScript, rssSampler } from './server-process';

export interface IngestRate {
  events: number;
  seconds: number;
  perSecond: number;
  peakRssMiB: number;
}

async function ndjson(events: number): Promise<string> {
  const dir = path.join(BENCH_DIR, `ndjson-chat-${events}`);
  const file = path.join(dir, 'chat.ndjson');
  if (!existsSync(file)) {
    await writeNdjsonFiles(dir, { chat: events, trades: 0, marketplace: 0, players: 0 }, undefined, { seed: DATA_SEED + 7, endAt: DATA_END_AT });
  }
  return file;
}

/**
 * `count` enabled shared watch rules, a third each of player, term and item rules (and one lopsided
 * rule): the import matches every message against them as it stores it. Targets are ones the
 * generated messages seldom hit, so the figure is the cost of matching, not of writing alerts.
 */
async function addWatchRules(open: () => ReturnType<typeof openSqlite>, count: number): Promise<void> {
  const database = open();
  try {
    await migrate(database);
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, i) => {
      const kind = i === count - 1 ? 'lopsided' : (['player', 'term', 'item'] as const)[i % 3]!;
      const target = kind === 'player' ? String(950_000_000 + i) : kind === 'term' ? `watchword${i}` : kind === 'item' ? `Watched Item ${i}` : null;
      const scopes = kind === 'term' ? 'chat' : kind === 'lopsided' ? 'trades' : kind === 'item' ? 'trades,marketplace' : 'chat,trades,marketplace';
      return watchRuleRow(
        { id: `bd${i.toString(16).padStart(22, '0')}`, name: `Bench rule ${i}`, kind, target, target_key: target?.toLowerCase() ?? null, scopes },
        now,
      );
    });
    await insertWatchRules(database.db, rows);
  } finally {
    await database.close();
  }
}

export async function measureImport(engine: Engine, events: number, postgresAdminUrl?: string, watchRules = 0): Promise<IngestRate> {
  const file = await ndjson(events);
  const tmp = mkdtempSync(path.join(BENCH_DIR, 'import-'));
  const env = childProcessEnv({ DATA_DIR: tmp, LOG_LEVEL: 'warn' });
  let dropDatabase: (() => Promise<void>) | undefined;
  if (engine === 'postgres') {
    const name = `bench_import_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresAdminUrl!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: postgresAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  try {
    if (watchRules > 0) await addWatchRules(() => (env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openSqlite(path.join(tmp, 'console.db'))), watchRules);
    const started = performance.now();
    const child = nodeScript('server/src/cli/import/import.ts', ['--kind', 'chat', '--quiet', file], env);
    const sampler = rssSampler(child.pid!, 100);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const peakRssMiB = sampler.stop();
    if (code !== 0) throw new Error(`import failed (${code}): ${output}`);
    const seconds = (performance.now() - started) / 1000;
    return { events, seconds, perSecond: events / seconds, peakRssMiB };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    await dropDatabase?.();
  }
}
