// What a benchmark scenario is, and what it is built from (shared by the scenario files).
import type { Database } from '../../db/database';
import type { Scale } from './datasets';

export interface Scenario {
  name: string;
  /** The goal it is judged against: a p95 in ms. */
  goalMs?: number;
  run: () => Promise<unknown>;
  baseline?: { name: string; run: () => Promise<unknown> };
  /** Runs without warm-up, each on a fresh query (the first search of a term, not a repeat). */
  cold?: number;
  /** The screen family it belongs to, also matched by `--only` (e.g. `moderation`). */
  group?: string;
}

export interface ScenarioContext {
  baseUrl: string;
  token: string;
  database: Database;
  scale: Scale;
}
