// The catalogue's shape and how it is run: for each repository file, calls of its functions with
// sample arguments, run against a recording database of each engine, written out as one SQL file
// per repository file per engine (server/sql/<engine>/<file>.sql).
import type { Database, Engine } from '../../db/database';
import { formatSql } from './format-sql';
import { type Answer, noRows, type RecordedQuery, recordingDatabase } from './recording-database';

export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

/** One call of a repository function; `variant` names the shape it exercises when a function has several. */
export interface CatalogueCall {
  variant?: string;
  run: (database: Database) => unknown;
  /** The rows statements get back when the function needs some to go on (default: none). */
  answer?: Answer;
  /** Only on this engine (a function that the other engine never calls). */
  engine?: Engine;
}

/** A repository file: its module (to check every export is catalogued) and the calls of each function. */
export interface RepositoryCatalogue {
  /** The file's name without `.ts`, e.g. `notes.repository`: the name of its SQL files. */
  file: string;
  module: Record<string, unknown>;
  calls: Record<string, CatalogueCall[]>;
  /** Exported functions that send no SQL, with why. */
  pure?: Record<string, string>;
}

export interface RecordedCall {
  name: string;
  queries: RecordedQuery[];
  /** Set when the function runs on the other engine only. */
  onlyOn?: Engine;
}

/** A function that returns a query rather than running it: the catalogue runs it. */
const isQueryBuilder = (value: unknown): value is { execute(): Promise<unknown> } =>
  typeof value === 'object' && value !== null && 'compile' in value && 'execute' in value && typeof value.execute === 'function';

async function runCall(call: CatalogueCall, engine: Engine): Promise<RecordedQuery[]> {
  const recording = recordingDatabase(engine, call.answer ?? noRows);
  const result = call.run(recording.database);
  if (isQueryBuilder(result)) await result.execute();
  else if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
    for await (const _chunk of result as AsyncIterable<unknown>);
  } else await result;
  return recording.queries;
}

export async function recordRepository(repository: RepositoryCatalogue, engine: Engine): Promise<RecordedCall[]> {
  const recorded: RecordedCall[] = [];
  for (const [fn, calls] of Object.entries(repository.calls)) {
    for (const call of calls) {
      const name = call.variant ? `${fn}[${call.variant}]` : fn;
      if (call.engine !== undefined && call.engine !== engine) {
        recorded.push({ name, queries: [], onlyOn: call.engine });
        continue;
      }
      try {
        recorded.push({ name, queries: await runCall(call, engine) });
      } catch (error) {
        throw new Error(`${repository.file}.${name} on ${engine}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return recorded;
}

const ENGINE_NAMES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The text of one SQL file: each statement under a `-- name:` line, parameters as the engine numbers them. */
export function renderSqlFile(repository: RepositoryCatalogue, engine: Engine, recorded: readonly RecordedCall[]): string {
  const out = [
    `-- The SQL that ${repository.file}.ts sends to ${ENGINE_NAMES[engine]}, one entry per statement.`,
    '-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.',
  ];
  for (const call of recorded) {
    if (call.queries.length === 0) {
      out.push('', `-- name: ${call.name}`, call.onlyOn ? `-- (${ENGINE_NAMES[call.onlyOn]} only)` : '-- (no statement)');
      continue;
    }
    call.queries.forEach((query, i) => {
      const part = call.queries.length > 1 ? ` (${i + 1} of ${call.queries.length})` : '';
      const parameters = query.parameters === 1 ? '1 parameter' : `${query.parameters} parameters`;
      out.push('', `-- name: ${call.name}${part}`, `-- ${parameters}`, `${formatSql(query.sql)};`);
    });
  }
  return `${out.join('\n')}\n`;
}

/** The committed file of a repository on an engine, relative to the server folder. */
export const sqlFilePath = (engine: Engine, file: string) => `sql/${engine}/${file}.sql`;

/** Every SQL file's path (relative to the server folder) and text. */
export async function renderCatalogue(catalogue: readonly RepositoryCatalogue[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const engine of ENGINES)
    for (const repository of catalogue)
      files.set(sqlFilePath(engine, repository.file), renderSqlFile(repository, engine, await recordRepository(repository, engine)));
  return files;
}
