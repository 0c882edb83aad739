// The retention job deleting a million old chat messages while the concurrency scenario's fifty
// staff clients and game server work. The messages are stored first, older than everything in the
// dataset, and a server is started with a chat retention that reaches exactly them: its job runs at
// start, inside the serving process as the hourly job does, and leaves the dataset as it found it.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { writeRows, prepareEvent, type RowsByKind } from '../../areas/ingest';
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

/** Stores `count` chat messages one second apart, ending at `end`. */
async function storeOldMessages(database: Database, count: number, end: number): Promise<void> {
  const first = end - count * 1000;
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

async function storeOneRecent(database: Database): Promise<void> {
  const prepared = prepareEvent('chat', { userId: 800_000, name: 'Oldtimer0', message: 'a line of today', timestamp: Date.now() });
  if (!prepared.ok) throw new Error(`the recent chat event is invalid: ${prepared.error}`);
  await writeRows(database, { kind: 'chat', rows: [prepared.row] }, { bulk: true });
}

/**
 * Stores `rows` old messages and returns the chat retention, in days, that deletes exactly them:
 * its cutoff (now less that many days, taken down to its hour) falls within the day before the
 * dataset's oldest message, and the old messages end two hours before that day.
 */
export async function prepareRetention(database: Database, rows: number): Promise<{ keepDays: number; since: number }> {
  const oldest = await oldestMessage(database);
  await storeOldMessages(database, rows, oldest - DAY_MS - 2 * 3_600_000);
  // SQLite keeps a log's newest row (by number) until a newer one arrives: one message of today
  // after the old ones, so that the run can delete every one of them.
  await storeOneRecent(database);
  const keepDays = Math.floor((Date.now() - oldest) / DAY_MS) + 1;
  return { keepDays, since: Date.now() };
}

/** The counts of the first retention run recorded at or after `since` (polled until it is). */
async function retentionRun(database: Database, since: number, stopped: () => boolean): Promise<{ chat: number; at: number }> {
  for (;;) {
    const row = await database.db
      .selectFrom('action_logs')
      .select(['details', 'timestamp'])
      .where('action', '=', 'retention_run')
      .where('timestamp', '>=', since)
      .orderBy('timestamp')
      .executeTakeFirst();
    if (row) return { chat: (JSON.parse(row.details) as { deleted: { chat: number } }).deleted.chat, at: Number(row.timestamp) };
    if (stopped()) throw new Error('the server stopped before its retention run was recorded');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Runs the clients against a server whose retention job is deleting (started after
 * `prepareRetention`, with its `keepDays`), until the job's run is in the action log.
 */
export async function runRetentionLoad(
  options: Omit<Parameters<typeof runConcurrency>[0], 'seconds' | 'stop'> & { since: number; serverExited: () => boolean },
): Promise<RetentionLoadResult> {
  const run = retentionRun(options.database, options.since, options.serverExited);
  const [load, done] = await Promise.all([runConcurrency({ ...options, seconds: 3_600, stop: run }), run]);
  return { deleted: done.chat, deleteSeconds: (done.at - options.since) / 1000, load };
}
