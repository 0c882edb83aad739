// Each search spec bound to both engines' SQL, once per log: a repository picks its engine's half.
import type { Engine } from '../database';
import type { TextSearch, TextSearchSpec } from './text-search';
import { postgresTextSearch } from './text-search.postgres';
import { sqliteTextSearch } from './text-search.sqlite';
import type { TimeLogSearch, TimeLogSpec } from './time-log-search';
import { postgresTimeLogSearch } from './time-log-search.postgres';
import { sqliteTimeLogSearch } from './time-log-search.sqlite';

export const textSearches = <F extends string>(spec: TextSearchSpec<F>): Record<Engine, TextSearch<F>> => ({
  sqlite: sqliteTextSearch(spec),
  postgres: postgresTextSearch(spec),
});

export const timeLogSearches = <R>(spec: TimeLogSpec): Record<Engine, TimeLogSearch<R>> => ({
  sqlite: sqliteTimeLogSearch<R>(spec),
  postgres: postgresTimeLogSearch<R>(spec),
});
