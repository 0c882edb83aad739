// The bench's watchlist data, added once to a dataset: shared watch rules and a million alerts
// spread over them (fewer at the small scales), written straight into the tables in the shapes the
// matcher writes (each alert numbered within its rule, each rule's alert counter), so the inbox is
// read at the size a busy studio's would reach.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { watchRuleRow } from '../../db/fixtures/watch-rules.fixtures';
import type { DB } from '../../db/schema';
import type { Scale } from './datasets';

export const BENCH_ALERTS: Record<Scale, number> = { smoke: 20_000, small: 1_000_000, full: 1_000_000 };
const RULES = 100;
const RULE_PREFIX = 'bf';
/** One alert every 30 seconds, ending at a fixed time, so the data is the same on every run. */
const END = Date.UTC(2026, 9, 1);
const STEP_MS = 30_000;

export const benchRuleId = (i: number) => `${RULE_PREFIX}${i.toString(16).padStart(22, '0')}`;

async function insertRules(db: Kysely<DB>): Promise<void> {
  const now = END;
  const rows = Array.from({ length: RULES }, (_, i) =>
    watchRuleRow(
      {
        id: benchRuleId(i),
        name: `Bench watch ${i}`,
        kind: 'player',
        target: String(900_000_000 + i),
        target_key: String(900_000_000 + i),
        scopes: 'chat,trades,marketplace',
        // Disabled: the alerts are made here, and the rules must not match the bench's own ingest.
        enabled: 0,
      },
      now,
    ),
  );
  await db.insertInto('watch_rules').values(rows).execute();
}

async function insertAlerts(database: Database, count: number): Promise<void> {
  const start = END - count * STEP_MS;
  if (database.engine === 'sqlite') {
    await sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
      INSERT INTO alerts (id, rule_id, rule_seq, kind, ref, summary, created_at)
      SELECT printf('%08x%016x', (${start} + i * ${STEP_MS}) / 1000, i), ${RULE_PREFIX} || printf('%022x', i % ${RULES}), i / ${RULES} + 1,
        'chat', printf('%024x', i), 'Bench Player' || (i % ${RULES}) || ' said something watched', ${start} + i * ${STEP_MS}
      FROM n`.execute(database.db);
  } else {
    await sql`INSERT INTO alerts (id, rule_id, rule_seq, kind, ref, summary, created_at)
      SELECT lpad(to_hex((${start}::bigint + i * ${STEP_MS}) / 1000), 8, '0') || lpad(to_hex(i), 16, '0'),
        ${RULE_PREFIX} || lpad(to_hex(i % ${RULES}), 22, '0'), i / ${RULES} + 1,
        'chat', lpad(to_hex(i), 24, '0'), 'Bench Player' || (i % ${RULES}) || ' said something watched', ${start}::bigint + i * ${STEP_MS}
      FROM generate_series(0, ${count - 1}::bigint) AS i`.execute(database.db);
  }
  await sql`UPDATE watch_rules SET alert_count = (SELECT count(*) FROM alerts WHERE alerts.rule_id = watch_rules.id)
    WHERE id LIKE ${`${RULE_PREFIX}%`}`.execute(database.db);
}

/** Adds the rules and alerts unless the dataset has them; returns how many alerts it holds. */
export async function ensureWatchData(database: Database, scale: Scale, log: (line: string) => void): Promise<number> {
  const count = BENCH_ALERTS[scale];
  const present = await database.db.selectFrom('watch_rules').select('id').where('id', '=', benchRuleId(0)).executeTakeFirst();
  if (present) return count;
  log(`Adding ${count.toLocaleString('en-US')} alerts over ${RULES} shared watch rules to the ${scale} ${database.engine} dataset…`);
  await insertRules(database.db);
  await insertAlerts(database, count);
  if (database.engine === 'postgres') await sql`ANALYZE alerts`.execute(database.db);
  return count;
}
