// Where bulk loads (the import CLI, the demo generator) send their batches. better-sqlite3 works
// synchronously on the calling thread, so on SQLite the writes can run in a worker thread with its
// own connection while this thread reads, validates and prepares the next batch: both cores work.
// PostgreSQL writes are already done by the server process, so they stay in this thread.
// The server's ingest API stores its batches through the same worker (areas/ingest/ingest-thread.ts).
import { Worker } from 'node:worker_threads';
import type { Database } from '../../../db/database';
import { type Batch, type IngestResult, writeBatch, type WriteOptions } from '../write-batch';
import { addTermCompilations } from '../../watch/matching';
import { rebuiltError, type WriterError } from './writer-error';

export interface BatchWriter {
  write(batch: Batch): Promise<IngestResult>;
  close(): Promise<void>;
  /** Batches worth having in flight at once. */
  concurrency: number;
}

/**
 * Writes from this thread. On PostgreSQL two batches go at once, on two connections: the server
 * then uses two cores (trigram index upkeep is most of the work), and the warning pass of chat
 * batches takes turns safely (chat-warnings.ts).
 */
export function directWriter(database: Database, options: WriteOptions = {}): BatchWriter {
  return {
    write: (batch) => writeBatch(database, batch, options),
    close: async () => undefined,
    concurrency: database.engine === 'postgres' ? 2 : 1,
  };
}

const WORKER_MODULE = new URL('./sqlite-writer.worker.ts', import.meta.url).href;
// What a worker loads before tsx's loader is registered: kysely's ESM build is 262 files, which
// Node's own loader takes in about a tenth of a second, where tsx's hooks (a round trip to the
// loader thread for each file) take about half a second of CPU, at every start of a worker. The
// worker's modules then find it loaded (the same URL). Its own TypeScript graph is kept narrow for
// the same reason: it imports the watch and chat areas through their narrow entries
// (watch/matching, logs/chat/chat-upkeep.ts) and the domain's zod-free parts (domain/values, ...).
const PRELOADED = [import.meta.resolve('kysely')];

type Reply = {
  id: number;
  result?: IngestResult;
  error?: WriterError;
  /** What the batch did in the worker's memory, done here too (see sqlite-writer.worker.ts). */
  discordQueued?: boolean;
  termCompilations?: { count: number; lastTerms: number };
};

/** How the server's ingest thread (areas/ingest/ingest-thread.ts) differs from a bulk load's. */
export interface WorkerThreadOptions {
  /**
   * A long-running server's connection: SQLite's own autocheckpoint and memory-mapped reads, as
   * the main connection has, rather than a bulk load's settings (see sqlite-writer.worker.ts).
   */
  server?: boolean;
  /**
   * Each batch is stored at this thread's time when it was sent (Date.now read here), as it would
   * be if this thread stored it: alert times follow the clock of the thread that took the request.
   */
  sendClock?: boolean;
  /** Called here, before the batch's promise resolves, when the batch queued Discord messages. */
  onDiscordQueued?: () => void;
}

export interface WorkerBatchWriter extends BatchWriter {
  /** False once the worker has stopped (crashed or closed): start another. */
  readonly alive: boolean;
  /** Ends the worker at once, as a crash would (tests). */
  terminate(): Promise<void>;
}

/**
 * Writes through a worker thread that opens the same SQLite file (WAL: one writer at a time).
 * After each batch, `checkpoint` runs here: copying the WAL into the database file (and waiting
 * for the disk) then overlaps the worker's next batch instead of stalling it.
 */
export function workerWriter(file: string, checkpoint?: () => void, options: WriteOptions = {}, thread: WorkerThreadOptions = {}): WorkerBatchWriter {
  // The server runs its TypeScript through tsx; a worker thread needs tsx's loader registered again.
  const bootstrap = `Promise.all(${JSON.stringify(PRELOADED)}.map((url) => import(url)))
    .then(() => import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}))
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_MODULE)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { file, options, server: thread.server ?? false } });
  // A server's idle worker must not keep the process alive (it waits for the next batch); one
  // with a batch under way does. A bulk load's stays referenced until it is closed.
  if (thread.server) worker.unref();
  const pending = new Map<number, { resolve: (r: IngestResult) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failed: Error | undefined;
  const failAll = (error: Error) => {
    failed = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0 && thread.server) worker.unref();
    if (!reply.result) {
      p.reject(reply.error ? rebuiltError(reply.error) : new Error('the database writer failed'));
      return;
    }
    if (reply.termCompilations) addTermCompilations(reply.termCompilations.count, reply.termCompilations.lastTerms);
    if (reply.discordQueued) thread.onDiscordQueued?.();
    try {
      checkpoint?.();
    } catch {
      // A checkpoint that cannot run now is retried after the next batch; the worker's own
      // autocheckpoint bounds the WAL meanwhile.
    }
    p.resolve(reply.result);
  });
  worker.on('error', (error) => failAll(error));
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      failAll(failed ?? new Error(`the database writer stopped (exit code ${code})`));
      resolve();
    }),
  );
  return {
    // One batch queued behind the one being written: the worker starts it at once rather than
    // waiting for this thread to hear back and send it.
    concurrency: 2,
    get alive() {
      return failed === undefined;
    },
    write(batch) {
      if (failed) return Promise.reject(failed);
      const id = (next += 1);
      return new Promise<IngestResult>((resolve, reject) => {
        if (pending.size === 0) worker.ref();
        pending.set(id, { resolve, reject });
        worker.postMessage(thread.sendClock ? { id, batch, now: Date.now() } : { id, batch });
      });
    },
    /** After the writes in flight: the worker closes its connection and ends. */
    async close() {
      // Kept alive until it has closed, or a process with nothing else to do would end first.
      worker.ref();
      worker.postMessage({ close: true });
      await exited;
    },
    async terminate() {
      await worker.terminate();
      await exited;
    },
  };
}

/**
 * A worker for a SQLite file when asked for, else the calling thread. Every caller is a bulk load
 * (the import CLI, the demo generator); the API writes through its own worker (ingest-thread.ts).
 */
export function batchWriter(database: Database, options: { parallel?: boolean; skipWatchRules?: boolean } = {}): BatchWriter {
  const file = database.sqlite?.name;
  const sqlite = database.sqlite;
  const writeOptions: WriteOptions = { bulk: true, skipWatchRules: options.skipWatchRules };
  if (options.parallel && sqlite && file && file !== ':memory:') {
    return workerWriter(file, () => sqlite.pragma('wal_checkpoint(PASSIVE)'), writeOptions);
  }
  return directWriter(database, writeOptions);
}

/**
 * Keeps up to `writer.concurrency` batches in flight while the caller prepares the next one, so
 * reading and writing overlap; memory stays bounded by the batches in flight. The first failed
 * write is thrown by the next `submit` or by `drain`.
 */
export class WritePipeline {
  private inflight: Promise<void>[] = [];
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly writer: BatchWriter,
    private readonly onWritten: (result: IngestResult, batch: Batch) => void,
  ) {}

  async submit(batch: Batch): Promise<void> {
    while (this.inflight.length >= this.writer.concurrency) await this.inflight.shift();
    this.check();
    this.inflight.push(
      this.writer.write(batch).then(
        (result) => this.onWritten(result, batch),
        (error: unknown) => {
          this.failure ??= { error };
        },
      ),
    );
  }

  /** Waits for every write in flight. */
  async drain(): Promise<void> {
    await Promise.all(this.inflight);
    this.inflight = [];
    this.check();
  }

  private check(): void {
    if (!this.failure) return;
    const { error } = this.failure;
    throw error instanceof Error ? error : new Error('The database write failed.', { cause: error });
  }
}
