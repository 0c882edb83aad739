// Groups of alerts: a rule's alerts about one player stored within one hour share a `group_key`
// (migration 023). A page's groups are counted whole, and a group's alerts listed, through the
// (rule_id, group_key, id) index: a group is at most an hour of one rule about one player.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';
import type { AlertRow } from './alerts.repository';

export interface GroupRow {
  rule_id: string;
  group_key: string;
  count: number | string;
  unread: number | string;
  first_at: number | string;
  last_at: number | string;
}

const unreadCase = (userId: string) =>
  sql`CASE WHEN a.rule_seq > coalesce((SELECT m.read_through_seq FROM alert_read_marks m WHERE m.user_id = ${userId} AND m.rule_id = a.rule_id), 0)
    AND NOT EXISTS (SELECT 1 FROM alert_reads r WHERE r.user_id = ${userId} AND r.alert_id = a.id) THEN 1 ELSE 0 END`;

/** Each of these groups whole: how many alerts, how many unread for this reader, and when the first and last came. */
export async function groupTotals(db: Kysely<DB>, userId: string, groups: readonly { ruleId: string; groupKey: string }[]): Promise<GroupRow[]> {
  if (groups.length === 0) return [];
  const terms = groups.map(
    (
      g,
    ) => sql`SELECT a.rule_id, a.group_key, count(*) AS count, sum(${unreadCase(userId)}) AS unread, min(a.created_at) AS first_at, max(a.created_at) AS last_at
      FROM alerts a WHERE a.rule_id = ${g.ruleId} AND a.group_key = ${g.groupKey} GROUP BY a.rule_id, a.group_key`,
  );
  const { rows } = await sql<GroupRow>`${sql.join(terms, sql` UNION ALL `)}`.execute(db);
  return rows;
}

/** A page of one group's alerts, newest first, each with whether this reader has read it. */
export async function groupPage(
  db: Kysely<DB>,
  userId: string,
  ruleId: string,
  groupKey: string,
  options: { unread: boolean; limit: number; offset: number },
): Promise<AlertRow[]> {
  const { rows } = await sql<AlertRow>`
    SELECT * FROM (
      SELECT a.id, a.rule_id, a.kind, a.ref, a.summary, a.created_at, a.player_id, a.group_key, 1 - ${unreadCase(userId)} AS read
      FROM alerts a WHERE a.rule_id = ${ruleId} AND a.group_key = ${groupKey}
    ) listed ${options.unread ? sql`WHERE read = 0` : sql``}
    ORDER BY id DESC LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
  return rows;
}
