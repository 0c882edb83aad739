// `npm run demo`: the product on a fresh database filled with synthetic but believable logs, and
// the administrator's login printed. With `--out DIR` it writes NDJSON files for the import CLI
// instead. Sizes: --chat N --trades N --marketplace N --players N.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../app';
import { ensureFirstAdmin, randomPassword, resolveJwtSecret } from '../../bootstrap';
import { ConfigError, loadConfig } from '../../config';
import { openSqlite } from '../../db/database';
import { migrate } from '../../db/migrations';
import type { DemoSizes } from './demo-data';
import { peakRssMb } from '../import/progress';
import { type DemoProgress, generateInto, writeNdjsonFiles } from './demo-load';
import { seedAppeals } from './demo-appeals';
import { seedModeration } from './demo-moderation';
import { seedReports } from './demo-reports';
import { demoWatchRules, seedWatchRules } from './demo-watch';

const USAGE = `Usage: npm run demo -w server -- [--chat N] [--trades N] [--marketplace N] [--players N]
                                  [--seed N] [--data-dir DIR] [--out DIR]

Starts the console on a fresh SQLite database (a new temporary directory unless --data-dir names
an empty one) filled with synthetic logs, and prints the administrator's login.
--out DIR writes chat.ndjson, trades.ndjson, marketplace.ndjson and players.ndjson into DIR for
\`npm run import\` instead of starting anything.`;

const DEFAULT_SIZES: DemoSizes = { chat: 5000, trades: 3000, marketplace: 3000, players: 1000 };

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000_000) throw new ConfigError(`--${flag} must be a whole number of events (got '${value}').`);
  return n;
}

function progressLine(started: number): DemoProgress {
  let last = 0;
  return (kind, done, total) => {
    const now = performance.now();
    if (done < total && now - last < 2000) return;
    last = now;
    const rate = Math.round(done / Math.max((now - started) / 1000, 0.001));
    process.stderr.write(`  ${kind}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${rate.toLocaleString('en-US')}/s overall)\n`);
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      chat: { type: 'string' },
      trades: { type: 'string' },
      marketplace: { type: 'string' },
      players: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const sizes: DemoSizes = {
    chat: count(values.chat, DEFAULT_SIZES.chat, 'chat'),
    trades: count(values.trades, DEFAULT_SIZES.trades, 'trades'),
    marketplace: count(values.marketplace, DEFAULT_SIZES.marketplace, 'marketplace'),
    players: count(values.players, DEFAULT_SIZES.players, 'players'),
  };
  const seed = count(values.seed, 42, 'seed');
  const started = performance.now();

  if (values.out) {
    const files = await writeNdjsonFiles(values.out, sizes, progressLine(started), { seed });
    console.log(`Wrote ${files.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`Load them with: npm run import -- --kind chat ${path.join(values.out, 'chat.ndjson')} (and likewise for each kind).`);
    return;
  }

  const config = loadConfig();
  if (config.databaseUrl) console.log('Note: the demo ignores DATABASE_URL and always starts on a fresh embedded SQLite database.');
  const ownDir = !values['data-dir'];
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : mkdtempSync(path.join(tmpdir(), 'staff-console-demo-'));
  if (existsSync(path.join(dataDir, 'console.db'))) {
    throw new ConfigError(`${dataDir} already holds a database; the demo starts on a fresh one, so name an empty directory.`);
  }
  const demoConfig = { ...config, dataDir, databaseUrl: undefined };
  const database = openSqlite(path.join(dataDir, 'console.db'));
  await migrate(database);
  const password = randomPassword();
  await ensureFirstAdmin(database, { ...demoConfig, adminPassword: password });

  // The app first, so the watch rules exist before the logs are stored and matching raises their alerts.
  const app = await buildApp({ config: { ...demoConfig, jwtSecret: resolveJwtSecret(demoConfig) }, database });
  const watchRules = await seedWatchRules(app, config.adminUsername, password, demoWatchRules(sizes, { seed }));

  console.log(`Filling a fresh database in ${dataDir} with demo logs…`);
  const stored = await generateInto(database, sizes, progressLine(started), { seed, parallel: true, rules: { lopsided: config.lopsided } });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Stored ${stored.chat.toLocaleString('en-US')} chat messages, ${stored.trades.toLocaleString('en-US')} trades, ` +
      `${stored.marketplace.toLocaleString('en-US')} marketplace entries and ${stored.players.toLocaleString('en-US')} players ` +
      `in ${seconds.toFixed(1)} s (peak memory ${peakRssMb()} MB).`,
  );

  const moderation = await seedModeration(app, config.adminUsername, password);
  console.log(
    `Opened ${moderation.cases} cases with ${moderation.evidence} pieces of evidence, ${moderation.notes} notes and ${moderation.sanctions} sanctions.`,
  );
  const appeals = await seedAppeals(app, config.adminUsername, password);
  console.log(`Received ${appeals.open + appeals.decided} appeals of mutes and bans; ${appeals.decided} decided, ${appeals.open} waiting for a reviewer.`);
  const reports = await seedReports(app, config.adminUsername, password);
  console.log(`Received ${reports.reports} player reports about ${reports.players} players from the game (key "Demo game").`);
  const alerts = await app.deps.db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`Made ${watchRules} watch rules, which raised ${Number(alerts.n).toLocaleString('en-US')} alerts as the logs were stored.`);
  const stop = async () => {
    await app.close();
    await database.close();
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ host: config.host, port: config.port });
  app.deps.outbox.start();
  console.log(
    `\nStaff Console demo running at http://${config.host}:${config.port}\n` +
      `  username: ${config.adminUsername}\n  password: ${password}\n` +
      `Data: ${dataDir}${ownDir ? ' (removed when you stop the demo with Ctrl-C)' : ''}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
