// Two things staff asked of their console.
// 1. Each staff member's own time zone (null: US Eastern, the default), checked against the IANA
//    list when set.
// 2. The action log filtered by action and by what an entry is about. The log can hold millions of
//    rows, so the player, case and staff account an entry concerns are kept in columns taken from
//    its details when it is recorded, each with a partial index (only the rows that have one) ordered
//    like the list (newest first), and the action has an index of its own. Existing entries that
//    can have a target (moderation, staff administration, player pages opened) are filled in here
//    by the same reading the server does at record time, in chunks by id.
import { type Kysely, sql } from 'kysely';
import { storedTargets } from '../action-targets';
import type { Engine } from '../database';

const CHUNK = 1_000;

/** Fills the target columns of entries recorded before they existed (exported for its test). */
export async function backfillActionTargets(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; action: string; details: string }>`
      SELECT id, action, details FROM action_logs
      WHERE id > ${after} AND (category IN ('moderation', 'users') OR action = 'player_viewed')
      ORDER BY id LIMIT ${CHUNK}`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      let details: Record<string, unknown>;
      try {
        details = JSON.parse(row.details) as Record<string, unknown>;
      } catch {
        continue;
      }
      const t = storedTargets(row.action, details);
      if (t.playerId === null && t.caseId === null && t.userId === null) continue;
      await sql`UPDATE action_logs SET target_player_id = ${t.playerId}, target_case_id = ${t.caseId}, target_user_id = ${t.userId} WHERE id = ${row.id}`.execute(
        db,
      );
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'varchar(64)').execute();

  await db.schema.alterTable('action_logs').addColumn('target_player_id', 'bigint').execute();
  await db.schema.alterTable('action_logs').addColumn('target_case_id', 'varchar(24)').execute();
  await db.schema.alterTable('action_logs').addColumn('target_user_id', 'varchar(24)').execute();
  await backfillActionTargets(db);
  await db.schema.createIndex('action_logs_action_time_idx').on('action_logs').columns(['action', 'timestamp', 'id']).execute();
  await sql`CREATE INDEX action_logs_player_time_idx ON action_logs (target_player_id, timestamp, id) WHERE target_player_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX action_logs_case_time_idx ON action_logs (target_case_id, timestamp, id) WHERE target_case_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX action_logs_target_user_time_idx ON action_logs (target_user_id, timestamp, id) WHERE target_user_id IS NOT NULL`.execute(db);
}
