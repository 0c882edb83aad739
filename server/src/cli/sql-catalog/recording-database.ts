// A database that runs nothing: Kysely with the engine's real adapter and query compiler, whose
// driver records each compiled statement (its SQL and how many parameters, never their values) and
// answers with canned rows. Builder queries, raw `sql` templates and the drivers' own transaction
// statements all reach it, so what it records is what the engine would be sent.
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Database, Engine } from '../../db/database';
import type { DB } from '../../db/schema';

export interface RecordedQuery {
  sql: string;
  parameters: number;
}

/** The rows a statement gets back; `index` counts the statements of the call from 0. */
export type Answer = (query: RecordedQuery, index: number) => readonly Record<string, unknown>[];

export const noRows: Answer = () => [];

interface Recorder {
  queries: RecordedQuery[];
  answer: Answer;
}

function recordingConnection(recorder: Recorder): DatabaseConnection {
  return {
    executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
      const query = { sql: compiled.sql, parameters: compiled.parameters.length };
      const index = recorder.queries.push(query) - 1;
      return { rows: recorder.answer(query, index) as R[], numAffectedRows: 0n };
    },
    // eslint-disable-next-line require-yield -- no repository streams; a stream would be a new shape to catalogue
    streamQuery: async function* () {
      throw new Error('The SQL catalogue does not record streamed queries.');
    },
  };
}

/** The engine's own driver for its transaction statements; connections come from the recorder. */
function recordingDriver(engine: Engine, recorder: Recorder): Driver {
  const real = engine === 'postgres' ? new PostgresDriver({ pool: {} as never }) : new SqliteDriver({ database: {} as never });
  const connection = recordingConnection(recorder);
  return {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: (conn, settings) => real.beginTransaction(conn, settings),
    commitTransaction: (conn) => real.commitTransaction(conn),
    rollbackTransaction: (conn) => real.rollbackTransaction(conn),
    releaseConnection: async () => {},
    destroy: async () => {},
  };
}

function recordingDialect(engine: Engine, recorder: Recorder): Dialect {
  return engine === 'postgres'
    ? {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => recordingDriver(engine, recorder),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      }
    : {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => recordingDriver(engine, recorder),
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      };
}

export interface RecordingDatabase {
  /** What repositories take: `db` and `engine` (no raw SQLite handle, no pool). */
  database: Database;
  db: Kysely<DB>;
  /** The statements sent so far, in order. */
  queries: RecordedQuery[];
}

export function recordingDatabase(engine: Engine, answer: Answer = noRows): RecordingDatabase {
  const recorder: Recorder = { queries: [], answer };
  const db = new Kysely<DB>({ dialect: recordingDialect(engine, recorder) });
  const database: Database = { db, engine, close: () => db.destroy() };
  return { database, db, queries: recorder.queries };
}
