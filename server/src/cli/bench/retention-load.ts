// The retention job deleting a million old chat messages while the concurrency scenario's fifty
// staff clients and game server work. The messages are stored first, older than everything in the
// dataset, and the job is run with a cutoff at the dataset's oldest message, so it deletes exactly
// them and leaves the dataset as it found it (the way an operator's `npm run admin -- retention`
// runs beside a serving console).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { writeRows } from '../../features/ingest/ingest.service';
import { prepareEvent, type RowsByKind } from '../../features/ingest/ingest.rows';
import { runRetention } from '../../retention/retention-job';
import { type ConcurrencyResult, runConcurrency } from './concurrency';

const DAY_MS = 86_400_000;
const BATCH = 5_000;

export interface RetentionLoadResult {
  deleted: number;
  deleteSeconds: number;
  load: ConcurrencyResult;
}

async function oldestMessage(database: Database): Promise<number> {
  const { rows } = await sql<{ t: number | string | null }>`SELECT min(timestamp) AS t FROM chat_messages`.execute(database.db);
  return Number(rows[0]?.t ?? Date.now());
}

/** Stores `count` chat messages one second apart, ending an hour before `before`. */
async function storeOldMessages(database: Database, count: number, before: number): Promise<void> {
  const first = before - 3_600_000 - count * 1000;
  for (let start = 0; start < count; start += BATCH) {
    const rows: RowsByKind['chat'][] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const event = { userId: 800_000 + (i % 501), name: `Oldtimer${i % 501}`, message: `an old line ${i} to expire`, timestamp: first + i * 1000 };
      const prepared = prepareEvent('chat', event);
      if (!prepared.ok) throw new Error(`old chat event ${i} is invalid: ${prepared.error}`);
      rows.push(prepared.row);
    }
    await writeRows(database, { kind: 'chat', rows }, { bulk: true });
  }
}

export async function runRetentionLoad(
  options: Omit<Parameters<typeof runConcurrency>[0], 'seconds' | 'stop'> & { rows: number },
): Promise<RetentionLoadResult> {
  const { database } = options;
  const oldest = await oldestMessage(database);
  await storeOldMessages(database, options.rows, oldest);
  const started = performance.now();
  // Chat kept for one day before `now`: everything older than the dataset's oldest message goes.
  const job = runRetention(database, { chat: 1, trades: undefined, marketplace: undefined, audit: undefined }, { now: oldest + DAY_MS, via: 'cli' }).then(
    (counts) => ({ counts, seconds: (performance.now() - started) / 1000 }),
  );
  const [load, done] = await Promise.all([runConcurrency({ ...options, seconds: 3_600, stop: job }), job]);
  return { deleted: done.counts.chat, deleteSeconds: done.seconds, load };
}
