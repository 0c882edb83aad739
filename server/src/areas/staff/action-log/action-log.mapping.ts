// An action-log row as the API answers it (the action log's screen and the admin dashboard), with
// what it is about named: the players (names the viewer may see), the case's number, the staff
// account's username, the sanction.
import type { Kysely } from 'kysely';
import { HEX_ID, type ActionLog, type LogCategory, type PermissionSubject } from '@staff-console/domain';
import { playerLabels } from '../../../db/player-labels';
import type { DB } from '../../../db/schema';
import type { ActionLogRow } from './action-log.repository';
import { playersOf } from '../../../db/action-targets';

const parse = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export function toActionLog(row: ActionLogRow): ActionLog {
  return {
    _id: row.id,
    timestamp: new Date(Number(row.timestamp)).toISOString(),
    category: row.category as LogCategory,
    ipAddress: row.ip_address,
    username: row.username,
    action: row.action,
    details: parse(row.details),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The page's entries with their targets named, in three look-ups for the whole page. */
export async function withTargets(db: Kysely<DB>, rows: readonly ActionLogRow[], viewer: PermissionSubject | null): Promise<ActionLog[]> {
  const logs = rows.map(toActionLog);
  const players = logs.map((l) => playersOf(l.action, l.details).slice(0, 10));
  const caseIds = [...new Set(rows.map((r) => r.target_case_id).filter((id): id is string => id !== null))];
  const userIds = [...new Set(rows.map((r) => r.target_user_id).filter((id): id is string => id !== null))];
  const [labels, cases, users] = await Promise.all([
    playerLabels(db, [...new Set(players.flat())], viewer),
    caseIds.length ? db.selectFrom('cases').select(['id', 'number']).where('id', 'in', caseIds).execute() : [],
    userIds.length ? db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute() : [],
  ]);
  const names = new Map(labels.map((l) => [l.userId, l.name]));
  const numbers = new Map(cases.map((c) => [c.id, Number(c.number)]));
  const usernames = new Map(users.map((u) => [u.id, u.username]));
  return logs.map((log, i) => {
    const row = rows[i]!;
    const d = log.details;
    const sanctionId = text(d.sanctionId);
    return {
      ...log,
      targets: {
        players: players[i]!.map((userId) => ({ userId, name: names.get(userId) ?? null })),
        case: row.target_case_id
          ? { id: row.target_case_id, number: numbers.get(row.target_case_id) ?? (typeof d.number === 'number' ? d.number : null) }
          : null,
        user: row.target_user_id
          ? { id: row.target_user_id, username: usernames.get(row.target_user_id) ?? text(d.username) ?? text(d.deletedUsername) }
          : null,
        sanctionId: sanctionId && HEX_ID.test(sanctionId) ? sanctionId : null,
      },
    };
  });
}
