// The main thread's side of one read worker: sends a statement, resolves with its answer. A worker
// that dies fails what it was asked and is replaced by the pool on the next lease.
import { Worker } from 'node:worker_threads';

/** What the thread is sent: one statement and its parameters, or the order to close. */
export type ReadRequest = { id: number; sql: string; parameters: readonly unknown[] } | { close: true };
/** What it answers: the rows (and the changes of a statement that is not a read), or the error. */
export type ReadReply = { id: number; rows: unknown[]; changes?: number } | { id: number; error: { message: string; code?: string } };

const WORKER_MODULE = new URL('./sqlite-read.worker.mjs', import.meta.url);

export interface ReadAnswer {
  rows: unknown[];
  changes?: number;
}

export class ReadThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (answer: ReadAnswer) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failure: Error | undefined;

  constructor(file: string) {
    this.worker = new Worker(WORKER_MODULE, { workerData: { file } });
    this.worker.on('message', (reply: ReadReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if ('error' in reply) waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else waiting.resolve({ rows: reply.rows, changes: reply.changes });
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`The read thread stopped (exit code ${code}).`)));
    // An idle thread must not keep the process alive; one with a statement under way does.
    this.worker.unref();
  }

  get alive(): boolean {
    return this.failure === undefined;
  }

  run(sql: string, parameters: readonly unknown[]): Promise<ReadAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.next += 1);
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql, parameters } satisfies ReadRequest);
    });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage({ close: true } satisfies ReadRequest);
    await exited;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
