// Where bulk loads (the import CLI, the demo generator) send their batches. better-sqlite3 works
// synchronously on the calling thread, so on SQLite the writes can run in a worker thread with its
// own connection while this thread reads, validates and prepares the next batch: both cores work.
// PostgreSQL writes are already done by the server process, so they stay in this thread.
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/database';
import { type Batch, type IngestResult, writeBatch } from './ingest.service';

export interface BatchWriter {
  write(batch: Batch): Promise<IngestResult>;
  close(): Promise<void>;
}

export function directWriter(database: Database): BatchWriter {
  return { write: (batch) => writeBatch(database, batch), close: async () => undefined };
}

const WORKER_MODULE = new URL('./sqlite-writer.worker.ts', import.meta.url).href;

type Reply = { id: number; result?: IngestResult; error?: string };

/** Writes through a worker thread that opens the same SQLite file (WAL: one writer at a time). */
export function workerWriter(file: string): BatchWriter {
  // The server runs its TypeScript through tsx; a worker thread needs tsx's loader registered again.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_MODULE)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { file } });
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
    if (reply.result) p.resolve(reply.result);
    else p.reject(new Error(reply.error ?? 'the database writer failed'));
  });
  worker.on('error', (error) => failAll(error));
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      failAll(failed ?? new Error(`the database writer stopped (exit code ${code})`));
      resolve();
    }),
  );
  return {
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

/** A worker for a SQLite file when asked for, else the calling thread. */
export function batchWriter(database: Database, options: { parallel?: boolean } = {}): BatchWriter {
  const file = database.sqlite?.name;
  if (options.parallel && database.engine === 'sqlite' && file && file !== ':memory:') return workerWriter(file);
  return directWriter(database);
}
