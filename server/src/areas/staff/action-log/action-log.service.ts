// The action log's screen: a page of entries, each with its targets as this administrator may see them.
import { type LogsQuery, type LogsResponse, permissionSubject } from '@staff-console/domain';
import type { Caller, Deps } from '../../../deps/deps';
import { findActionLogs } from './action-log.repository';
import { withTargets } from './action-log.mapping';

export async function actionLogPage({ db }: Deps, caller: Caller, q: LogsQuery): Promise<LogsResponse> {
  const { rows, total } = await findActionLogs(db, q);
  return {
    success: true,
    logs: await withTargets(db, rows, permissionSubject(caller.staff)),
    pagination: { page: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
  };
}
