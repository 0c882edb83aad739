import { type Kysely, type Selectable } from 'kysely';
import type { LogsQuery } from '@staff-console/domain';
import type { ActionLogsTable, DB } from '../../../db/schema';

export type ActionLogRow = Selectable<ActionLogsTable>;

/** A name matches at most this many players; the log filters by all of them. */
const MAX_NAMED_PLAYERS = 50;

/** The targets a query filters by, resolved to what the indexed columns hold; null when one matches nothing. */
export interface Resolved {
  players?: number[];
  caseId?: string;
  userId?: string;
}

async function resolveTargets(db: Kysely<DB>, q: LogsQuery): Promise<Resolved | null> {
  const out: Resolved = {};
  if (q.player) {
    if (/^\d{1,19}$/.test(q.player)) out.players = [Number(q.player)];
    else {
      const lower = q.player.toLowerCase();
      const [seen, listed] = await Promise.all([
        db.selectFrom('player_names').select('user_id').where('name_lower', '=', lower).limit(MAX_NAMED_PLAYERS).execute(),
        db.selectFrom('players').select('user_id').where('username_lower', '=', lower).limit(MAX_NAMED_PLAYERS).execute(),
      ]);
      out.players = [...new Set([...seen, ...listed].map((r) => Number(r.user_id)))].slice(0, MAX_NAMED_PLAYERS);
      if (out.players.length === 0) return null;
    }
  }
  if (q.case) {
    if (/^\d+$/.test(q.case)) {
      const found = await db.selectFrom('cases').select('id').where('number', '=', Number(q.case)).executeTakeFirst();
      if (!found) return null;
      out.caseId = found.id;
    } else out.caseId = q.case;
  }
  if (q.targetUser) {
    if (/^[0-9a-f]{24}$/.test(q.targetUser)) out.userId = q.targetUser;
    else {
      const found = await db.selectFrom('users').select('id').where('username_lower', '=', q.targetUser.toLowerCase()).executeTakeFirst();
      if (!found) return null;
      out.userId = found.id;
    }
  }
  return out;
}

/** The entries a query selects (exported for the test that reads its query plans). */
export function filtered(db: Kysely<DB>, q: LogsQuery, t: Resolved) {
  return db
    .selectFrom('action_logs')
    .$if(q.category !== undefined, (qb) => qb.where('category', '=', q.category!))
    .$if(!!q.username, (qb) => qb.where('username_lower', '=', q.username!.toLowerCase()))
    .$if(q.action !== undefined, (qb) => qb.where('action', '=', q.action!))
    .$if(t.players !== undefined, (qb) => qb.where('target_player_id', 'in', t.players!))
    .$if(t.caseId !== undefined, (qb) => qb.where('target_case_id', '=', t.caseId!))
    .$if(t.userId !== undefined, (qb) => qb.where('target_user_id', '=', t.userId!))
    .$if(q.startDate !== undefined, (qb) => qb.where('timestamp', '>=', q.startDate!))
    .$if(q.endDate !== undefined, (qb) => qb.where('timestamp', '<=', q.endDate!));
}

export async function findActionLogs(db: Kysely<DB>, q: LogsQuery): Promise<{ rows: ActionLogRow[]; total: number }> {
  const targets = await resolveTargets(db, q);
  if (targets === null) return { rows: [], total: 0 };
  const [rows, count] = await Promise.all([
    filtered(db, q, targets)
      .selectAll()
      .orderBy('timestamp', q.sortOrder)
      .orderBy('id', q.sortOrder)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    filtered(db, q, targets)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const latestActionLogs = (db: Kysely<DB>, limit: number): Promise<ActionLogRow[]> =>
  db.selectFrom('action_logs').selectAll().orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(limit).execute();
