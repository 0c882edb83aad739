// Where bulk loads (the import CLI, the demo generator) send their batches. better-sqlite3 works
// synchronously on the calling thread, so on SQLite the writes can run in a worker thread with its
// own connection while this thread reads, validates and prepares the next batch: both cores work.
// PostgreSQL writes are already done by the server process, so they stay in this thread.
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/database';
import { type Batch, type IngestResult, writeBatch, type WriteOptions } from '../../areas/ingest';

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

type Reply = { id: number; result?: IngestResult; error?: string };

/**
 * Writes through a worker thread that opens the same SQLite file (WAL: one writer at a time).
 * After each batch, `checkpoint` runs here: copying the WAL into the database file (and waiting
 * for the disk) then overlaps the worker's next batch instead of stalling it.
 */
export function workerWriter(file: string, checkpoint?: () => void, options: WriteOptions = {}): BatchWriter {
  // The server runs its TypeScript through tsx; a worker thread needs tsx's loader registered again.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_MODULE)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { file, options } });
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
    if (!reply.result) {
      p.reject(new Error(reply.error ?? 'the database writer failed'));
      return;
    }
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
    write(batch) {
      if (failed) return Promise.reject(failed);
      const id = (next += 1);
      return new Promise<IngestResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, batch });
      });
    },
    /** After the writes in flight: the worker closes its connection and ends. */
    async close() {
      worker.postMessage({ close: true });
      await exited;
    },
  };
}

/**
 * A worker for a SQLite file when asked for, else the calling thread. Every caller is a bulk load
 * (the import CLI, the demo generator); the API writes through writeBatch itself.
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
