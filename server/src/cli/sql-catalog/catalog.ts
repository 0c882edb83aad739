// The catalogue's shape and how it is run: for each repository file, calls of its functions with
// sample arguments, run against a recording database of each engine, written out as one SQL file
// per repository file (server/sql/<file>.sql) holding what both engines send.
import type { Database, Engine } from '../../db/database';
import { formatSql } from './format-sql';
import { type Answer, noRows, type RecordedQuery, recordingDatabase } from './recording-database';

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

/**
 * A PostgreSQL statement as SQLite would write it, when its parameters are numbered $1, $2… in the
 * order they stand (as Kysely numbers them): then `?` in their place loses nothing. Null otherwise.
 */
function withQuestionMarks(sql: string): string | null {
  let next = 1;
  let inOrder = true;
  const text = sql.replace(/\$(\d+)/g, (_match, n: string) => {
    if (Number(n) !== next) inOrder = false;
    next += 1;
    return '?';
  });
  return inOrder ? text : null;
}

/** Whether both engines send a call's statements alike (but for how parameters are numbered). */
function sentAlike(sqlite: RecordedCall, postgres: RecordedCall): boolean {
  if (sqlite.onlyOn !== undefined || postgres.onlyOn !== undefined) return false;
  if (sqlite.queries.length !== postgres.queries.length) return false;
  return sqlite.queries.every((query, i) => {
    const other = postgres.queries[i]!;
    return query.parameters === other.parameters && withQuestionMarks(other.sql) === query.sql;
  });
}

/** The entries of one call, each statement under a `-- name:` line (`suffix` names the engine when they differ). */
function callEntries(call: RecordedCall, suffix: string): string[] {
  if (call.queries.length === 0) return ['', `-- name: ${call.name}${suffix}`, call.onlyOn ? `-- (${ENGINE_NAMES[call.onlyOn]} only)` : '-- (no statement)'];
  return call.queries.flatMap((query, i) => {
    const part = call.queries.length > 1 ? ` (${i + 1} of ${call.queries.length})` : '';
    const parameters = query.parameters === 1 ? '1 parameter' : `${query.parameters} parameters`;
    return ['', `-- name: ${call.name}${part}${suffix}`, `-- ${parameters}`, `${formatSql(query.sql)};`];
  });
}

/**
 * The text of a repository's SQL file: each statement under a `-- name:` line. A statement both
 * engines send alike is written once, with SQLite's `?` parameters; where they differ, both are
 * written one after the other, so a reviewer reads every statement once and sees each difference
 * between the engines where it is.
 */
export function renderSqlFile(repository: RepositoryCatalogue, recorded: Record<Engine, readonly RecordedCall[]>): string {
  const out = [
    `-- The SQL that ${repository.file}.ts sends, one entry per statement.`,
    '-- A statement written once is sent alike by both engines (PostgreSQL numbers the parameters $1, $2…);',
    '-- where the engines differ, the entry is written for each, SQLite first.',
    '-- Written by `npm run sql:write` (server/src/cli/sql-catalog); review its diff, do not edit.',
  ];
  recorded.sqlite.forEach((sqlite, i) => {
    const postgres = recorded.postgres[i]!;
    if (sentAlike(sqlite, postgres)) out.push(...callEntries(sqlite, ''));
    else out.push(...callEntries(sqlite, ` · ${ENGINE_NAMES.sqlite}`), ...callEntries(postgres, ` · ${ENGINE_NAMES.postgres}`));
  });
  return `${out.join('\n')}\n`;
}

/** The committed file of a repository, relative to the server folder. */
export const sqlFilePath = (file: string) => `sql/${file}.sql`;

/** Every SQL file's path (relative to the server folder) and text. */
export async function renderCatalogue(catalogue: readonly RepositoryCatalogue[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const repository of catalogue) {
    const recorded = { sqlite: await recordRepository(repository, 'sqlite'), postgres: await recordRepository(repository, 'postgres') };
    files.set(sqlFilePath(repository.file), renderSqlFile(repository, recorded));
  }
  return files;
}
