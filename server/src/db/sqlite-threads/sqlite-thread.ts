// The main thread's side of one SQLite worker thread (sqlite-thread.worker.mjs): sends a statement,
// or a list of them to run as one transaction, and resolves with the answer.
// - Read threads (read-pool.ts) have read-only connections: the log screens' reads use every core.
// - A write thread has a connection that writes: retention's long chain of deletes runs there,
//   while the main thread's connection stays the writer of everything else.
// A worker that dies fails what it was asked; the read pool replaces it on the next lease.
import { Worker } from 'node:worker_threads';

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** What the thread is sent: a statement, a transaction (write threads), or the order to close. */
export type ThreadRequest = ({ id: number } & Statement) | { id: number; statements: readonly Statement[] } | { close: true };
/** What a statement gives: its rows, and the changes of a statement that is not a read. */
export interface ThreadAnswer {
  rows: unknown[];
  changes?: number;
}
/** What the thread answers: a statement's answer, each of a transaction's, or the error. */
export type ThreadReply = ({ id: number } & ThreadAnswer) | { id: number; results: ThreadAnswer[] } | { id: number; error: { message: string; code?: string } };

const WORKER_MODULE = new URL('./sqlite-thread.worker.mjs', import.meta.url);

export class SqliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failure: Error | undefined;

  constructor(file: string, options: { writable?: boolean } = {}) {
    this.worker = new Worker(WORKER_MODULE, { workerData: { file, writable: options.writable ?? false } });
    this.worker.on('message', (reply: ThreadReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if ('error' in reply) waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else waiting.resolve(reply);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`The SQLite thread stopped (exit code ${code}).`)));
    // An idle thread must not keep the process alive; one with a statement under way does.
    this.worker.unref();
  }

  get alive(): boolean {
    return this.failure === undefined;
  }

  async run(sql: string, parameters: readonly unknown[]): Promise<ThreadAnswer> {
    const reply = (await this.send({ id: 0, sql, parameters })) as ThreadAnswer;
    return { rows: reply.rows, changes: reply.changes };
  }

  /** Runs `statements` in one IMMEDIATE transaction (a write thread); one answer per statement. */
  async transaction(statements: readonly Statement[]): Promise<ThreadAnswer[]> {
    return ((await this.send({ id: 0, statements })) as { results: ThreadAnswer[] }).results;
  }

  async close(): Promise<void> {
    if (this.failure) return;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    // Kept alive until it has closed: an idle thread is unreferenced, and a process with nothing
    // else to do (a command-line run) would otherwise end before the close did, and its caller's
    // remaining work with it.
    this.worker.ref();
    this.worker.postMessage({ close: true } satisfies ThreadRequest);
    await exited;
  }

  private send(request: Exclude<ThreadRequest, { close: true }>): Promise<ThreadReply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.next += 1);
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
