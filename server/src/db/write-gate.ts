// SQLite: the write gate lets a second writer of this process (retention's write thread) take
// SQLite's write lock while the main connection keeps answering. While the gate is closed, a
// statement of the main connection that would write (or begin a transaction) waits for it to open
// in JavaScript, without holding the connection, so reads (sign-in, every request's authorisation)
// go on; without the gate, such a write would wait in SQLite's busy handler, which puts the main
// thread to sleep and stops every request for as long as the other writer's transaction lasts.
import type SQLite from 'better-sqlite3';
import { type CompiledQuery, type DatabaseConnection, type QueryResult, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';

export class WriteGate {
  private holder: Promise<void> | undefined;

  /** Whether another writer holds the gate now. */
  get closed(): boolean {
    return this.holder !== undefined;
  }

  /** Resolves once the gate is open (at once when it is). */
  async whenOpen(): Promise<void> {
    while (this.holder) await this.holder;
  }

  /**
   * Runs `write` with the gate closed. `settle` runs first, with the gate already closed for new
   * writes; the caller makes it wait until no transaction of the main connection is open.
   */
  async hold<T>(settle: () => Promise<void>, write: () => Promise<T>): Promise<T> {
    await this.whenOpen();
    let open!: () => void;
    this.holder = new Promise<void>((resolve) => (open = resolve));
    try {
      await settle();
      return await write();
    } finally {
      this.holder = undefined;
      open();
    }
  }
}

/** What must wait at a closed gate: anything but a read, and BEGIN (a transaction will write). */
function writes(sqlite: SQLite.Database, sql: string): boolean {
  if (/^\s*begin\b/i.test(sql)) return true;
  try {
    return !sqlite.prepare(sql).readonly;
  } catch {
    return true;
  }
}

class GatedSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
    private readonly gate: WriteGate,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        // Inside a transaction the statement goes on: the gate closes only between transactions.
        while (this.gate.closed && !this.sqlite.inTransaction && writes(this.sqlite, query.sql)) {
          await super.releaseConnection();
          await this.gate.whenOpen();
          await super.acquireConnection();
        }
        return connection.executeQuery<R>(query);
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }
}

/** Kysely's SQLite dialect whose connection waits at `gate` before it writes. */
export class GatedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig & { database: SQLite.Database },
    private readonly gate: WriteGate,
  ) {
    super(config);
  }

  override createDriver(): SqliteDriver {
    return new GatedSqliteDriver(this.config, this.config.database, this.gate);
  }
}
