// Each process keeps the compiled rule set in memory and checks, inside every ingest transaction,
// whether `watch_rules_version` moved since it compiled (one row read by key); if it did, it
// compiles the rules again from that same transaction. Every rule change bumps the version in its
// own transaction, so no process matches with a stale set for longer than the change takes to commit.
// Reading the rules again is cheap (at most 2,000 rows); the term automaton, the costly part, is
// reused when the distinct terms did not change (rule-set.ts).
import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import { type RuleRow, RuleSet } from './rule-set';

interface Cached {
  version: number;
  rules: RuleSet;
}

/** Keyed by the SQLite handle or the PostgreSQL pool's database object: tests run several databases in one process. */
const cache = new WeakMap<object, Cached>();

/** Only enabled rules that still belong to someone (a personal rule whose author is gone has no owner). */
const RULES_SQL = `SELECT id, name, kind, target_key, ratio, min_difference, scopes, discord_webhook_id, created_by_id
  FROM watch_rules WHERE enabled = 1 AND (shared = 1 OR owner_id IS NOT NULL)`;
const VERSION_SQL = 'SELECT version FROM watch_rules_version WHERE id = 1';

const statements = new WeakMap<SQLite.Database, { version: SQLite.Statement; rules: SQLite.Statement }>();

export function currentRulesSqlite(sqlite: SQLite.Database): RuleSet {
  let s = statements.get(sqlite);
  if (!s) statements.set(sqlite, (s = { version: sqlite.prepare(VERSION_SQL).pluck(), rules: sqlite.prepare(RULES_SQL) }));
  const version = Number(s.version.get() ?? 0);
  const cached = cache.get(sqlite);
  if (cached && cached.version === version) return cached.rules;
  const rules = new RuleSet(s.rules.all() as RuleRow[], cached?.rules);
  cache.set(sqlite, { version, rules });
  return rules;
}

export async function currentRulesPostgres(key: object, trx: Kysely<DB>): Promise<RuleSet> {
  const { rows } = await sql<{ version: string | number }>`${sql.raw(VERSION_SQL)}`.execute(trx);
  const version = Number(rows[0]?.version ?? 0);
  const cached = cache.get(key);
  if (cached && cached.version === version) return cached.rules;
  const { rows: ruleRows } = await sql<RuleRow>`${sql.raw(RULES_SQL)}`.execute(trx);
  const rules = new RuleSet(ruleRows, cached?.rules);
  cache.set(key, { version, rules });
  return rules;
}

/** Call in the transaction of every rule change (create, edit, delete): every process recompiles. */
export const bumpRulesVersion = (trx: Kysely<DB>) => sql`UPDATE watch_rules_version SET version = version + 1 WHERE id = 1`.execute(trx);
