// `npm run import -- --kind chat|trades|marketplace|players [--skip-invalid] FILE…`:
// loads JSON-array, NDJSON or mongoexport files ('-' for standard input) into the database that
// DATABASE_URL / DATA_DIR name, with the ingest API's validation, derived values and identities.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { INGEST_KINDS, type IngestKind } from '@staff-console/domain';
import { ConfigError, loadConfig, runtimeEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrations';
import { batchWriter } from '../../areas/ingest';
import { ImportError, importFiles, type ImportSummary } from './import-runner';
import { peakRssMb, Progress } from './progress';

const USAGE = `Usage: npm run import -- --kind chat|trades|marketplace|players [options] FILE…

Loads log files into the console's database (DATABASE_URL, else SQLite under DATA_DIR).
FILE is a JSON array, NDJSON or a mongoexport file; '-' reads standard input.

Options:
  --kind KIND          what the files hold: ${INGEST_KINDS.join(', ')} (required)
  --skip-invalid       skip and count invalid records instead of stopping at the first
  --batch-size N       events per transaction (default 20000)
  --data-dir DIR       SQLite database directory (overrides DATA_DIR)
  --database-url URL   PostgreSQL database (overrides DATABASE_URL)
  --single-thread      write from the reading thread (SQLite otherwise writes in a worker thread)
  --skip-watch-rules   store without matching watch rules: the imported events raise no alerts
  --quiet              no progress output
  -h, --help           this text

Running it again is safe: events already stored are recognised and skipped.`;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      'skip-invalid': { type: 'boolean', default: false },
      'batch-size': { type: 'string', default: '20000' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      'single-thread': { type: 'boolean', default: false },
      'skip-watch-rules': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const kind = values.kind;
  if (!kind || !(INGEST_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`--kind must be one of ${INGEST_KINDS.join(', ')}.`);
  }
  const batchSize = Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 100_000) throw new UsageError('--batch-size must be a whole number from 1 to 100000.');
  if (positionals.length === 0) throw new UsageError('Name at least one file to import (or - for standard input).');
  // Relative paths are read from where the command was typed, not from server/ where npm runs it.
  const files = positionals.map((f) => (f === '-' ? f : path.resolve(runtimeEnv.invocationDir(), f)));
  for (const file of files) {
    if (file === '-') continue;
    if (!existsSync(file)) {
      throw new UsageError(`Cannot read ${file}: no such file.`);
    }
    if (!statSync(file).isFile()) throw new UsageError(`Cannot read ${file}: not a file.`);
  }
  return {
    kind: kind as IngestKind,
    files,
    skipInvalid: values['skip-invalid'],
    batchSize,
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    quiet: values.quiet,
    parallel: !values['single-thread'],
    skipWatchRules: values['skip-watch-rules'],
  };
}

const int = (n: number) => n.toLocaleString('en-US');

function describe(kind: string, files: number, s: ImportSummary): string {
  const rate = s.seconds > 0 ? Math.round(s.read / s.seconds) : s.read;
  return (
    `${s.interrupted ? 'Interrupted' : 'Imported'} ${kind} from ${files} file${files === 1 ? '' : 's'} in ${s.seconds.toFixed(1)} s: ` +
    `${int(s.read)} events read, ${int(s.accepted)} stored, ${int(s.duplicates)} already present, ${int(s.invalid)} invalid skipped ` +
    `(${int(rate)} events/s, peak memory ${peakRssMb()} MB).`
  );
}

async function main(): Promise<number> {
  let options;
  let config;
  try {
    options = parse(process.argv.slice(2));
    if (!options) {
      console.log(USAGE);
      return 0;
    }
    config = loadConfig();
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }

  const database = openDatabase({
    databaseUrl: options.databaseUrl ?? config.databaseUrl,
    dataDir: options.dataDir ?? config.dataDir,
  });
  // Mapped pages of a growing database file would count as the import's memory; it reads little.
  database.sqlite?.pragma('mmap_size = 0');
  const control = { stop: false };
  // First Ctrl-C: finish the batch in hand and report; a second one quits at once (still safe).
  process.on('SIGINT', () => {
    if (control.stop) process.exit(130);
    control.stop = true;
    console.error('\nStopping after the current batch (Ctrl-C again to quit now)…');
  });
  const progress = new Progress({ label: `Importing ${options.kind}`, quiet: options.quiet });
  let skippedShown = 0;
  try {
    await migrate(database);
    if (options.skipWatchRules) console.error('Skipping watch rules (--skip-watch-rules): the imported events raise no alerts.');
    const writer = batchWriter(database, { parallel: options.parallel, skipWatchRules: options.skipWatchRules });
    const summary = await importFiles({
      writer,
      kind: options.kind,
      files: options.files,
      skipInvalid: options.skipInvalid,
      batchSize: options.batchSize,
      rules: { lopsided: config.lopsided },
      progress,
      control,
      onSkip: (where, reason) => {
        if (skippedShown++ < 10) {
          progress.done();
          console.error(`Skipped ${where}: ${reason}`);
        }
      },
    }).finally(() => writer.close());
    progress.done();
    console.log(describe(options.kind, options.files.length, summary));
    return summary.interrupted ? 130 : 0;
  } catch (error) {
    progress.done();
    if (error instanceof ImportError) {
      console.error(
        `Import stopped at ${error.message}\n` +
          `The ${int(error.stored)} ${error.stored === 1 ? 'event before it is' : 'events before it are'} stored. Fix or remove that record (or pass --skip-invalid) and run the ` +
          `import again: events already stored are skipped.`,
      );
      return 1;
    }
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
