// The worker side of `workerWriter`: owns a connection to the SQLite file and stores each batch it
// is sent in one transaction, exactly as the calling thread would (writeBatch).
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from '../../db/database';
import { type Batch, writeBatch, type WriteOptions } from '../../areas/ingest';

const port = parentPort!;
const { file, options } = workerData as { file: string; options?: WriteOptions };
const database = openSqlite(file);
// A bulk writer gains nothing from memory-mapping the file, and mapped pages would count as this
// process's memory: a long import should show its real, constant footprint.
database.sqlite!.pragma('mmap_size = 0');
// The calling thread checkpoints the WAL after each batch (see batch-writer.ts), so this thread
// never waits for the disk; checkpointing here is only the backstop for a WAL that grows large.
database.sqlite!.pragma('wal_autocheckpoint = 50000');

type Message = { id: number; batch: Batch } | { close: true };

// One batch at a time, in arrival order: each write finishes before the next message is handled.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: Message) => {
  queue = queue.then(async () => {
    if ('close' in message) {
      await database.close();
      port.close();
      return;
    }
    try {
      port.postMessage({ id: message.id, result: await writeBatch(database, message.batch, options) });
    } catch (error) {
      port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
