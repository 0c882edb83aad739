// An action-log row as the API answers it (the action log's screen and the admin dashboard).
import type { ActionLog, LogCategory } from '@staff-console/domain';
import type { ActionLogRow } from './action-log.repository';

export function toActionLog(row: ActionLogRow): ActionLog {
  let details: Record<string, unknown>;
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    details = {};
  }
  return {
    _id: row.id,
    timestamp: new Date(Number(row.timestamp)).toISOString(),
    category: row.category as LogCategory,
    ipAddress: row.ip_address,
    username: row.username,
    action: row.action,
    details,
  };
}
