// Where the ingest API stores its batches. On SQLite, better-sqlite3 runs a transaction on the
// thread that calls it: a 1,000-line chat batch is 20–40 ms of SQLite work (rows, FTS, warnings,
// watch rules), during which the main thread would answer no other request. So with a database
// file, each batch is stored on a write thread of its own (writers/batch-writer.ts, the import
// CLI's worker, with the server's connection settings), while the main thread goes on answering;
// validation, parsing and row preparation stay here (they give the 400 answers).
// Each batch closes the write gate (db/write-gate.ts), as retention's thread does: the main
// connection's reads go on beside it (WAL), and a write of its own (a staff action, a session
// touched) waits in JavaScript for the batch to end instead of in SQLite's busy handler.
// Batches go one at a time; between two, the gate stays open for a turn of the event loop, so
// the main connection's waiting writes go first rather than waiting behind every queued batch.
// What the write did in this thread's memory besides the database is done here when the worker
// answers: Discord messages queued wake the outbox worker (the route's takeDiscordQueued).
// After each batch a third thread copies the WAL into the database file (a PASSIVE checkpoint, which
// never waits for the writer): neither the writer's next batch nor the main thread's next write
// pays for it. Their own automatic checkpoints remain as a backstop should it fall behind.
// A database in memory has no file for a thread to open, and PostgreSQL writes in its own server
// process: both store on the calling thread, as before.
import type { FastifyInstance } from 'fastify';
import { type WorkerBatchWriter, workerWriter } from './writers/batch-writer';
import type { Database } from '../../db/database';
import { SqliteThread } from '../../db/sqlite-threads/sqlite-thread';
import { noteDiscordQueued } from '../watch';
import { type Batch, type IngestResult, writeBatch } from './ingest.service';

export type StoreBatch = (batch: Batch) => Promise<IngestResult>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class IngestThread {
  private writer: WorkerBatchWriter | undefined;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private checkpointer: SqliteThread | undefined;
  private checkpointing: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly file: string,
  ) {}

  /** Stores the batch on the thread, after the batches before it. */
  store(batch: Batch): Promise<IngestResult> {
    const stored = this.queue.then(() => this.storeNow(batch));
    this.queue = stored.then(nextTurn, nextTurn);
    void stored.then(
      () => this.checkpoint(),
      () => undefined,
    );
    return stored;
  }

  /** Copies the WAL into the database file on the checkpoint thread, unless a copy is under way. */
  private checkpoint(): void {
    if (this.closed || this.checkpointing) return;
    const thread = (this.checkpointer ??= new SqliteThread(this.file, { writable: true }));
    this.checkpointing = thread
      .run('PRAGMA wal_checkpoint(PASSIVE)', [])
      .then(
        () => undefined,
        () => {
          // A thread that died is replaced after the next batch; the backstop bounds the WAL meanwhile.
          if (!thread.alive) this.checkpointer = undefined;
        },
      )
      .finally(() => (this.checkpointing = undefined));
  }

  /** Whether a worker has been started (by a batch, or ahead of one). */
  get started(): boolean {
    return this.writer !== undefined;
  }

  /** Starts the worker ahead of the first batch, which would otherwise wait for it to load. */
  warm(): void {
    if (!this.closed) this.liveWriter();
  }

  /** After the batches under way: the worker closes its connection and ends. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    await this.writer?.close();
    await this.checkpointing;
    await this.checkpointer?.close();
  }

  /** Ends the worker as a crash would (tests): the next batch starts another. */
  async crashForTests(): Promise<void> {
    await this.writer?.terminate();
  }

  private storeNow(batch: Batch): Promise<IngestResult> {
    // A request answered while the app closes: stored here, as before there was a thread.
    if (this.closed) return writeBatch(this.database, batch);
    // With the gate closed, the main connection's last transaction ends (its holder releases it).
    const settled = () => this.database.db.connection().execute(async () => undefined);
    return this.database.writeGate!.hold(settled, () => this.liveWriter().write(batch));
  }

  /** The worker, started on the first batch, and again after one has died. */
  private liveWriter(): WorkerBatchWriter {
    if (this.writer?.alive) return this.writer;
    const sqlite = this.database.sqlite!;
    this.writer = workerWriter(this.file, undefined, {}, { server: true, sendClock: true, onDiscordQueued: () => noteDiscordQueued(sqlite) });
    return this.writer;
  }
}

/** The app's ingest thread, by its SQLite handle (tests reach it here). */
const threads = new WeakMap<object, IngestThread>();

export const ingestThreadOf = (database: Database): IngestThread | undefined => (database.sqlite ? threads.get(database.sqlite) : undefined);

/**
 * How the app's ingest API stores a batch; the thread, if any, closes with the app. Every ingest
 * route of the app (the logs', the reports') shares the one thread: batches go one at a time.
 */
export function ingestStore(app: FastifyInstance, database: Database): StoreBatch {
  const file = database.sqlite?.name;
  if (database.engine !== 'sqlite' || !file || file === ':memory:' || !database.writeGate) return (batch) => writeBatch(database, batch);
  const running = threads.get(database.sqlite!);
  if (running) return (batch) => running.store(batch);
  const thread = new IngestThread(database, file);
  threads.set(database.sqlite!, thread);
  app.addHook('onClose', () => thread.close());
  // A server that listens (not a test's in-process app) loads the worker at once: the game's
  // first batch after a start must not wait the second or two a worker takes to load.
  app.addHook('onListen', () => thread.warm());
  return (batch) => thread.store(batch);
}
