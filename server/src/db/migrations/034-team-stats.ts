// The team's statistics and the dashboard's activity, each a grouped count over a time window read
// from an index alone (time first, then who, then what the count splits by):
// - sanctions issued per staff member and type; sanctions revoked per staff member (partial: only
//   revoked rows);
// - cases opened per staff member; case changes per type and time (closings are read from them);
// - reports resolved per staff member with their receipt time, for the median (partial: only
//   resolved rows, so storing a new report writes no entry here);
// - appeals decided per staff member and decision (partial: only decided rows);
// - watch alerts per time and rule (the dashboard's alerts per day, for the rules a viewer sees).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sanctions_issued_idx').on('sanctions').columns(['created_at', 'created_by_id', 'type']).execute();
  await db.schema
    .createIndex('sanctions_revoked_idx')
    .on('sanctions')
    .columns(['revoked_at', 'revoked_by_id'])
    .where(sql.ref('revoked_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('cases_created_idx').on('cases').columns(['created_at', 'created_by_id']).execute();
  await db.schema.createIndex('case_activity_time_idx').on('case_activity').columns(['type', 'at', 'by_id']).execute();
  await db.schema
    .createIndex('reports_resolved_idx')
    .on('reports')
    .columns(['resolved_at', 'resolved_by_id', 'received_at'])
    .where(sql.ref('resolved_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('appeals_decider_idx')
    .on('appeals')
    .columns(['decided_at', 'decided_by_id', 'status', 'sanction_id'])
    .where(sql.ref('decided_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('alerts_time_idx').on('alerts').columns(['created_at', 'rule_id']).execute();
}
