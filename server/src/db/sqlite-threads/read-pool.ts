// A fixed number of read threads over one SQLite file, lent out one caller at a time: a caller
// holds its thread for a whole read transaction (the snapshot a total and its page share), and
// callers beyond the pool's size wait in arrival order. Threads start when first needed.
import { SqliteThread } from './sqlite-thread';

export class ReadPool {
  private readonly idle: SqliteThread[] = [];
  private readonly waiting: ((thread: SqliteThread) => void)[] = [];
  private started = 0;
  private closed = false;

  constructor(
    private readonly file: string,
    readonly size: number,
  ) {}

  async lease(): Promise<SqliteThread> {
    if (this.closed) throw new Error('The read pool is closed.');
    const thread = this.idle.pop();
    if (thread) return thread.alive ? thread : this.replace(thread);
    if (this.started < this.size) {
      this.started += 1;
      return new SqliteThread(this.file);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(thread: SqliteThread): void {
    const live = thread.alive ? thread : this.replace(thread);
    const next = this.waiting.shift();
    if (next) next(live);
    else this.idle.push(live);
  }

  /** Callers waiting for a thread (every thread is lent out). */
  get queued(): number {
    return this.waiting.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((thread) => thread.close()));
  }

  private replace(dead: SqliteThread): SqliteThread {
    void dead.close();
    return new SqliteThread(this.file);
  }
}
