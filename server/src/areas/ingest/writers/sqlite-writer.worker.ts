// The worker side of `workerWriter`: owns a connection to the SQLite file and stores each batch it
// is sent in one transaction, exactly as the calling thread would (writeBatch).
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from '../../../db/database';
import { type Batch, writeBatch, type WriteOptions } from '../write-batch';
import { takeDiscordQueued, termCompilations } from '../../watch/matching';
import { describedError } from './writer-error';

const port = parentPort!;
const { file, options, server } = workerData as { file: string; options?: WriteOptions; server?: boolean };
const database = openSqlite(file);
const sqlite = database.sqlite!;
if (!server) {
  // A bulk writer gains nothing from memory-mapping the file, and mapped pages would count as this
  // process's memory: a long import should show its real, constant footprint.
  sqlite.pragma('mmap_size = 0');
  // The calling thread checkpoints the WAL after each batch (see batch-writer.ts), so this thread
  // never waits for the disk; checkpointing here is only the backstop for a WAL that grows large.
  sqlite.pragma('wal_autocheckpoint = 50000');
} else {
  // The server's checkpoint thread copies the WAL after each batch (ingest-thread.ts); this
  // connection's own checkpoint is the backstop, at 10,000 pages (40 MB) rather than SQLite's
  // default 1,000, so a batch seldom pays for copying pages itself.
  sqlite.pragma('wal_autocheckpoint = 10000');
}

type Message = { id: number; batch: Batch; now?: number } | { close: true };

/** Runs `write` with Date.now reading `now`: the batch is stored at the sender's time. */
async function atTime<T>(now: number | undefined, write: () => Promise<T>): Promise<T> {
  if (now === undefined) return write();
  const clock = Date.now;
  Date.now = () => now;
  try {
    return await write();
  } finally {
    Date.now = clock;
  }
}

// One batch at a time, in arrival order: each write finishes before the next message is handled.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: Message) => {
  queue = queue.then(async () => {
    if ('close' in message) {
      await database.close();
      port.close();
      return;
    }
    const compiledBefore = termCompilations().count;
    try {
      const result = await atTime(message.now, () => writeBatch(database, message.batch, options));
      // What the batch did in this thread's memory, for the asking thread to do in its own:
      // Discord messages queued wake its outbox worker; term automatons compiled are counted.
      const compiled = termCompilations();
      port.postMessage({
        id: message.id,
        result,
        discordQueued: takeDiscordQueued(sqlite),
        termCompilations: { count: compiled.count - compiledBefore, lastTerms: compiled.lastTerms },
      });
    } catch (error) {
      // A batch rolled back queued nothing.
      takeDiscordQueued(sqlite);
      port.postMessage({ id: message.id, error: describedError(error) });
    }
  });
});
