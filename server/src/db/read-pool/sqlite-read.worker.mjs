// One read-only connection to the SQLite file, on its own thread: it runs the SQL the main thread
// sends, one statement at a time, and answers with the rows (or the error). It cannot write: the
// connection is opened read-only and `query_only` is on, so the one writer stays the main thread.
// Plain JavaScript, so a thread starts in milliseconds without the TypeScript loader; the messages'
// shapes are `ReadRequest` and `ReadReply` in read-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const port = parentPort;
const sqlite = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('query_only = ON');
sqlite.pragma('temp_store = MEMORY');
// Pages are shared through the operating system's cache (the map); each thread keeps a small cache of its own.
sqlite.pragma('cache_size = -16384');
sqlite.pragma('mmap_size = 1073741824');

// Prepared once per distinct SQL (the screens send a few dozen shapes), most recently used last.
const statements = new Map();
const STATEMENTS_KEPT = 200;

function prepared(sql) {
  let statement = statements.get(sql);
  if (statement) statements.delete(sql);
  else statement = sqlite.prepare(sql);
  statements.set(sql, statement);
  if (statements.size > STATEMENTS_KEPT) statements.delete(statements.keys().next().value);
  return statement;
}

port.on('message', (request) => {
  if (request.close) {
    sqlite.close();
    port.close();
    return;
  }
  try {
    const statement = prepared(request.sql);
    port.postMessage(
      statement.reader
        ? { id: request.id, rows: statement.all(request.parameters) }
        : { id: request.id, rows: [], changes: statement.run(request.parameters).changes },
    );
  } catch (error) {
    port.postMessage({ id: request.id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
