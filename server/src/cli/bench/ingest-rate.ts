// Ingest rate through the import CLI (a child process, as an operator runs it) into a fresh
// database with the search index maintained; reports events/s and the CLI's peak RSS.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { childProcessEnv } from '../../config';
import type { Engine } from '../../db/database';
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

export async function measureImport(engine: Engine, events: number, postgresAdminUrl?: string): Promise<IngestRate> {
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
