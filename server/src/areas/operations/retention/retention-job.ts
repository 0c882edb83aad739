// The retention job (docs/RULES.md, "Operations"): deletes the log rows and action-log entries
// older than their configured number of days, a chunk per transaction with a pause between, so the
// console keeps serving and ingesting meanwhile. Each run that deletes anything (and every run asked
// for from the command line) is recorded in the action log as `retention_run` with the counts.
// Chat is deleted in whole hours, below the chat floor (areas/logs/chat/chat-floor.ts): the run raises the floor
// to the hour its cutoff falls in before it deletes anything, so the screens stop showing those
// messages at once and no total changes while the chunks go; a run stopped half way is finished by
// the next one, which deletes everything below the floor.
// Case evidence keeps its own copy of each row (case_evidence), and sanctions are their own table:
// neither is ever touched.
import { SYSTEM_ACTIONS } from '@staff-console/domain';
import type { RetentionDays } from '../../../config';
import { HOUR_MS, floorHour, raiseChatFloor } from '../../logs/chat';
import type { Database, Engine } from '../../../db/database';
import { recordAction } from '../../../action-log/record';
import { deadRows, deleteLogChunkPostgres, vacuumLogTable } from './retention.postgres';
import { type SqliteChunkDeleter, sqliteChunkDeleter } from './retention.sqlite';
import { LOG_TABLES, RETENTION_CHUNK, RETENTION_KINDS, type RetentionKind } from './retention-tables';

const DAY_MS = 24 * 3600 * 1000;
/** How often the job runs in a serving process. */
export const RETENTION_INTERVAL_MS = 3600 * 1000;
/**
 * The pause between two chunks, as a multiple of the time the chunk took: other writers and readers
 * take their turn. On SQLite a chunk runs on a write thread of its own (retention.sqlite.ts), and
 * the main connection's writes wait for it, so it holds the one write lock a fifth of the time at
 * most; PostgreSQL deletes in its own processes, and a third leaves its clients at their goals. A
 * backlog of a million chat messages goes in about thirteen minutes on either engine while fifty
 * staff clients and a game server work (docs/benchmark-notes.md); an hourly run deletes an hour.
 */
const PAUSE_PER_CHUNK_TIME = { sqlite: 4, postgres: 2 } as const;
const MIN_PAUSE_MS = 5;
/**
 * PostgreSQL: a table with at least this many dead rows after a run (deleted by it or by the runs
 * before it) is vacuumed at the end of the run. Autovacuum would wait for a fifth of the table
 * (two million of ten million chat messages), and until a vacuum the dead rows sit at the old end
 * of the time index, where the planner walks them (retention.postgres.ts).
 */
export const VACUUM_AFTER_ROWS = 50_000;
/** The tables a kind's deletes leave dead rows in (a trade's item-name keys go with it). */
const VACUUMED_TABLES: Record<RetentionKind, readonly string[]> = {
  chat: ['chat_messages'],
  trades: ['trades', 'trade_items'],
  marketplace: ['marketplace'],
  audit: ['action_logs'],
};

export type RetentionCounts = Record<RetentionKind, number>;

export interface RetentionOptions {
  /** Rows per transaction (tests use small chunks to cross chunk boundaries). */
  chunk?: number;
  /** Now, in epoch milliseconds. */
  now?: number;
  /** Who asked: `system` for the hourly run, the command line for `npm run admin -- retention`. */
  via?: 'schedule' | 'cli';
  /** Checked between chunks: true ends the run there (the app is closing). */
  stopping?: () => boolean;
  /** PostgreSQL: dead rows in a table that make the run vacuum it (tests lower it). */
  vacuumAfter?: number;
}

/** SQLite: how often, and after how long, a chunk refused for a busy database is tried again. */
const BUSY_RETRIES = 10;
const BUSY_WAIT_MS = 1_000;
const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

/**
 * SQLite: a write refused because another process held the write lock past the busy timeout (a
 * server ingesting on a cold cache beside `npm run admin -- retention`) changed nothing: the job
 * waits and writes again instead of giving up the run.
 */
async function retryWhileBusy<T>(write: () => Promise<T>, stopping?: () => boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isBusy(error) || attempt > BUSY_RETRIES || stopping?.()) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
    }
  }
}

const pause = (engine: Engine, chunkMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(MIN_PAUSE_MS, chunkMs * PAUSE_PER_CHUNK_TIME[engine])));

async function deleteAuditChunk(database: Database, before: number, limit: number): Promise<number> {
  const oldest = database.db.selectFrom('action_logs').select('id').where('timestamp', '<', before).orderBy('timestamp').orderBy('id').limit(limit);
  const result = await database.db.deleteFrom('action_logs').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function deleteChunk(database: Database, sqlite: SqliteChunkDeleter | undefined, kind: RetentionKind, before: number, limit: number): Promise<number> {
  if (kind === 'audit') return deleteAuditChunk(database, before, limit);
  const spec = LOG_TABLES[kind];
  return sqlite ? sqlite.deleteChunk(spec, before, limit) : deleteLogChunkPostgres(database, spec, before, limit);
}

/** Deletes everything older than its kind's retention; returns the rows deleted per kind. */
export async function runRetention(database: Database, days: RetentionDays, options: RetentionOptions = {}): Promise<RetentionCounts> {
  const sqlite = database.engine === 'sqlite' && RETENTION_KINDS.some((kind) => days[kind] !== undefined) ? sqliteChunkDeleter(database) : undefined;
  try {
    return await deleteAll(database, sqlite, days, options);
  } finally {
    await sqlite?.close();
  }
}

async function deleteAll(database: Database, sqlite: SqliteChunkDeleter | undefined, days: RetentionDays, options: RetentionOptions): Promise<RetentionCounts> {
  const now = options.now ?? Date.now();
  const chunk = options.chunk ?? RETENTION_CHUNK[database.engine];
  const counts: RetentionCounts = { chat: 0, trades: 0, marketplace: 0, audit: 0 };
  const vacuumed: string[] = [];
  const whenFree = <T>(write: () => Promise<T>) => retryWhileBusy(write, options.stopping);
  for (const kind of RETENTION_KINDS) {
    const keep = days[kind];
    if (keep === undefined || options.stopping?.()) continue;
    const before = kind === 'chat' ? await whenFree(() => raiseChatFloor(database.db, database.engine, floorHour(now - keep * DAY_MS))) : now - keep * DAY_MS;
    for (;;) {
      const started = performance.now();
      const deleted = await whenFree(() => deleteChunk(database, sqlite, kind, before, chunk));
      counts[kind] += deleted;
      if (deleted < chunk || options.stopping?.()) break;
      await pause(database.engine, performance.now() - started);
    }
    // The hours below the floor that no message is left in: the floor's sum stays a few rows long.
    if (kind === 'chat')
      await whenFree(() =>
        database.db
          .deleteFrom('chat_hours')
          .where('hour', '<', before / HOUR_MS)
          .where('visible', '=', 0)
          .execute(),
      );
    if (database.engine === 'postgres') {
      for (const table of VACUUMED_TABLES[kind]) {
        if (options.stopping?.()) break;
        // The run's own deletes are exact; the statistics bring the earlier runs' (they lag a few seconds).
        const dead = Math.max(counts[kind], await deadRows(database, table));
        if (dead < (options.vacuumAfter ?? VACUUM_AFTER_ROWS)) continue;
        await vacuumLogTable(database, table);
        vacuumed.push(table);
      }
    }
  }
  const configured = RETENTION_KINDS.some((kind) => days[kind] !== undefined);
  const deletedAny = RETENTION_KINDS.some((kind) => counts[kind] > 0);
  if ((configured && deletedAny) || options.via === 'cli') {
    const record = () =>
      recordAction(
        database.db,
        { userId: null, username: 'system', ip: options.via === 'cli' ? 'cli' : 'retention' },
        {
          category: 'system',
          action: SYSTEM_ACTIONS.retentionRun,
          details: {
            deleted: counts,
            keptDays: Object.fromEntries(RETENTION_KINDS.map((k) => [k, days[k] ?? 'forever'])),
            via: options.via ?? 'schedule',
            ...(vacuumed.length ? { vacuumed } : {}),
          },
        },
      );
    await whenFree(record);
  }
  return counts;
}

/** Runs the job at start and then every hour in a serving process; stopped when the app closes. */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly days: RetentionDays,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether any log has a retention (otherwise the job never starts). */
  get configured(): boolean {
    return RETENTION_KINDS.some((kind) => this.days[kind] !== undefined);
  }

  start(): void {
    if (!this.configured || this.timer) return;
    this.stopped = false;
    const tick = () => {
      if (this.running) return;
      this.running = runRetention(this.database, this.days, { stopping: () => this.stopped })
        .catch(this.onError)
        .finally(() => (this.running = undefined));
    };
    this.timer = setInterval(tick, RETENTION_INTERVAL_MS);
    this.timer.unref();
    tick();
  }

  /** Resolves when no run is under way. */
  async whenIdle(): Promise<void> {
    await this.running;
  }

  /** Stops the schedule and waits for a run under way (it ends after its current chunk at most). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
