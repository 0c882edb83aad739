// Each text search spec bound to both engines' SQL, once per log: a repository picks its engine's
// half. (Chat's time-log search is chat's own: areas/logs/chat/search/.)
import type { Engine } from '../database';
import type { TextSearch, TextSearchSpec } from './text-search';
import { postgresTextSearch } from './text-search.postgres';
import { sqliteTextSearch } from './text-search.sqlite';

export const textSearches = <F extends string>(spec: TextSearchSpec<F>): Record<Engine, TextSearch<F>> => ({
  sqlite: sqliteTextSearch(spec),
  postgres: postgresTextSearch(spec),
});
