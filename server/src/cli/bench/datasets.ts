// Benchmark data: generated once per engine and scale with the demo generator, then reused while
// its scale and the schema match (a marker file records both; the schema is named by the newest
// migration, so a dataset of an older schema is migrated in place rather than generated again).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, type Engine, openPostgres, openSqlite } from '../../db/database';
import { migrate, MIGRATIONS } from '../../db/migrations';
import type { DemoSizes } from '../demo/demo-data';
import { generateInto } from '../demo/demo-load';
import { REPO_ROOT } from './server-process';

export type Scale = 'smoke' | 'small' | 'full';

export const SCALES: Record<Scale, DemoSizes> = {
  full: { chat: 10_000_000, trades: 2_000_000, marketplace: 2_000_000, players: 500_000 },
  small: { chat: 1_000_000, trades: 200_000, marketplace: 200_000, players: 50_000 },
  smoke: { chat: 20_000, trades: 5_000, marketplace: 5_000, players: 2_000 },
};

/** A fixed end time, so that a reused database and a fresh one hold the same events. */
export const DATA_END_AT = Date.UTC(2026, 10, 1);
export const DATA_SEED = 42;
const GENERATOR_VERSION = 2;
/** The newest migration's name: what a dataset's marker records as its schema. */
const SCHEMA_VERSION = Object.keys(MIGRATIONS).sort().at(-1)!;

export const BENCH_DIR = path.join(REPO_ROOT, '.bench');

export interface Dataset {
  engine: Engine;
  scale: Scale;
  /** Environment for the server process (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  open(): Database;
  reused: boolean;
  generateSeconds?: number;
  stopCluster?: () => void;
}

const marker = (scale: Scale) => ({ scale, sizes: SCALES[scale], schema: SCHEMA_VERSION, generator: GENERATOR_VERSION, endAt: DATA_END_AT, seed: DATA_SEED });

function matches(file: string, scale: Scale): boolean {
  try {
    return JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) === JSON.stringify(marker(scale));
  } catch {
    return false;
  }
}

/** VACUUM ANALYZE without the pool's 30 s statement timeout (ten million rows take longer). */
async function vacuumAnalyze(database: Database): Promise<void> {
  const client = await database.pool!.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('VACUUM ANALYZE');
  } finally {
    client.release(true);
  }
}

/** Same data, older schema: the migrations bring it up to date (new indexes) without generating again. */
function migratable(file: string, scale: Scale): boolean {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof marker>;
    return JSON.stringify({ ...stored, schema: SCHEMA_VERSION }) === JSON.stringify(marker(scale));
  } catch {
    return false;
  }
}

async function upgrade(database: Database, markerFile: string, scale: Scale, log: (line: string) => void): Promise<void> {
  log(`Migrating the ${scale} ${database.engine} dataset to ${SCHEMA_VERSION}…`);
  await migrate(database);
  if (database.engine === 'postgres') await vacuumAnalyze(database);
  else database.sqlite!.exec('ANALYZE');
  await database.close();
  writeFileSync(markerFile, JSON.stringify(marker(scale)));
}

const script = path.join(REPO_ROOT, 'scripts/pg-cluster.sh');

/** A PostgreSQL cluster kept in .bench/pg between runs (or the one named by BENCH_DATABASE_URL). */
function postgresCluster(): { url: string; dir: string; stop: () => void } {
  // Outside the repository: the postgres user must be able to reach it (a clone may sit in a private directory).
  const dir = path.join(tmpdir(), 'staff-console-bench-pg');
  if (existsSync(path.join(dir, 'data', 'PG_VERSION'))) {
    try {
      execFileSync(script, ['resume', dir], { stdio: 'ignore' });
    } catch {
      // already running
    }
    const port = readFileSync(path.join(dir, 'port'), 'utf8').trim();
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop: () => execFileSync(script, ['pause', dir], { stdio: 'ignore' }) };
  }
  mkdirSync(BENCH_DIR, { recursive: true });
  const url = execFileSync(script, ['start', dir]).toString().trim();
  return { url, dir, stop: () => execFileSync(script, ['pause', dir], { stdio: 'ignore' }) };
}

async function fill(database: Database, scale: Scale, log: (line: string) => void): Promise<number> {
  const started = performance.now();
  let last = 0;
  await generateInto(
    database,
    SCALES[scale],
    (kind, done, total) => {
      if (performance.now() - last > 5000 || done === total) {
        last = performance.now();
        log(`  ${kind}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
      }
    },
    // SQLite: written by a worker thread while this one generates, so both cores work.
    { seed: DATA_SEED, endAt: DATA_END_AT, parallel: database.engine === 'sqlite' },
  );
  if (database.engine === 'postgres') await vacuumAnalyze(database);
  else database.sqlite!.exec('ANALYZE');
  return (performance.now() - started) / 1000;
}

export async function prepareDataset(engine: Engine, scale: Scale, log: (line: string) => void): Promise<Dataset> {
  if (engine === 'sqlite') {
    const dir = path.join(BENCH_DIR, `sqlite-${scale}`);
    const markerFile = path.join(dir, 'dataset.json');
    const open = () => openSqlite(path.join(dir, 'console.db'));
    if (migratable(markerFile, scale) && !matches(markerFile, scale)) await upgrade(open(), markerFile, scale, log);
    if (matches(markerFile, scale)) return { engine, scale, env: { DATA_DIR: dir }, open, reused: true };
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    log(`Generating the ${scale} dataset for SQLite…`);
    const database = open();
    await migrate(database);
    const generateSeconds = await fill(database, scale, log);
    await database.close();
    writeFileSync(markerFile, JSON.stringify(marker(scale)));
    return { engine, scale, env: { DATA_DIR: dir }, open, reused: false, generateSeconds };
  }

  const cluster = postgresCluster();
  const name = `bench_${scale}`;
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  // The marker lives beside the cluster's data: a new cluster starts without one.
  const markerFile = path.join(cluster.dir, `bench-${scale}.json`);
  const dataDir = path.join(BENCH_DIR, `pg-${scale}-data`);
  mkdirSync(dataDir, { recursive: true });
  const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  const open = () => openPostgres(url.toString());
  if (migratable(markerFile, scale) && !matches(markerFile, scale)) await upgrade(open(), markerFile, scale, log);
  if (matches(markerFile, scale)) return { engine, scale, env, open, reused: true, stopCluster: cluster.stop };
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  log(`Generating the ${scale} dataset for PostgreSQL…`);
  const database = open();
  await migrate(database);
  const generateSeconds = await fill(database, scale, log);
  await database.close();
  writeFileSync(markerFile, JSON.stringify(marker(scale)));
  return { engine, scale, env, open, reused: false, generateSeconds, stopCluster: cluster.stop };
}
