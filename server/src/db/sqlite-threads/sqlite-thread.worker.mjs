// One connection to the SQLite file, on its own thread: it runs the SQL the main thread sends, one
// request at a time, and answers with the rows (or the error). Plain JavaScript, so a thread starts
// in milliseconds without the TypeScript loader; the messages' shapes are `ThreadRequest` and
// `ThreadReply` in sqlite-thread.ts.
// - A read thread (the default) cannot write: the connection is opened read-only and `query_only`
//   is on, so the one writer stays the main thread.
// - A write thread (`writable`) runs a list of statements as one IMMEDIATE transaction: a long
//   chain of deletes (retention) is SQLite's work on this thread, not on the main one.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const port = parentPort;
const { file, writable = false } = workerData;
const sqlite = new SQLite(file, { readonly: !writable, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma(writable ? 'foreign_keys = ON' : 'query_only = ON');
if (writable) sqlite.pragma('synchronous = NORMAL');
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

function run({ sql, parameters }) {
  const statement = prepared(sql);
  return statement.reader ? { rows: statement.all(parameters) } : { rows: [], changes: statement.run(parameters).changes };
}

const inTransaction = sqlite.transaction((list) => list.map(run));

port.on('message', (request) => {
  if (request.close) {
    sqlite.close();
    port.close();
    return;
  }
  try {
    port.postMessage(request.statements ? { id: request.id, results: inTransaction.immediate(request.statements) } : { id: request.id, ...run(request) });
  } catch (error) {
    port.postMessage({ id: request.id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
