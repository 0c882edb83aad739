import type { Kysely, Selectable } from 'kysely';
import type { LogsQuery } from '@staff-console/domain';
import type { ActionLogsTable, DB } from '../db/schema';

export type ActionLogRow = Selectable<ActionLogsTable>;

function filtered(db: Kysely<DB>, q: LogsQuery) {
  return db
    .selectFrom('action_logs')
    .$if(q.category !== undefined, (qb) => qb.where('category', '=', q.category!))
    .$if(!!q.username, (qb) => qb.where('username_lower', '=', q.username!.toLowerCase()))
    .$if(q.startDate !== undefined, (qb) => qb.where('timestamp', '>=', q.startDate!))
    .$if(q.endDate !== undefined, (qb) => qb.where('timestamp', '<=', q.endDate!));
}

export async function findActionLogs(db: Kysely<DB>, q: LogsQuery): Promise<{ rows: ActionLogRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, q)
      .selectAll()
      .orderBy('timestamp', q.sortOrder)
      .orderBy('id', q.sortOrder)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    filtered(db, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const latestActionLogs = (db: Kysely<DB>, limit: number): Promise<ActionLogRow[]> =>
  db.selectFrom('action_logs').selectAll().orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(limit).execute();
