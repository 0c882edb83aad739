// Kysely over the read pool: the same SQLite SQL as the main connection, run on a read thread. A
// connection is one leased thread; a transaction keeps its thread from BEGIN to COMMIT, so the
// statements of a snapshot see one state of the file.
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { ReadPool } from './read-pool';
import type { SqliteThread } from './sqlite-thread';

class ThreadConnection implements DatabaseConnection {
  constructor(readonly thread: SqliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await this.thread.run(query.sql, query.parameters);
    return answer.changes === undefined ? { rows: answer.rows as R[] } : { rows: answer.rows as R[], numAffectedRows: BigInt(answer.changes) };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 1000): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }
}

class ReadPoolDriver implements Driver {
  constructor(private readonly pool: ReadPool) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(await this.pool.lease());
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.pool.release((connection as ThreadConnection).thread);
  }

  async destroy(): Promise<void> {
    await this.pool.close();
  }
}

export class ReadPoolDialect implements Dialect {
  constructor(private readonly pool: ReadPool) {}

  createDriver(): Driver {
    return new ReadPoolDriver(this.pool);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
